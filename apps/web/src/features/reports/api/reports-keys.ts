export type ReportFilters = {
  type: 'all' | 'mosquito' | 'trash';
  status: 'all' | 'pending' | 'investigating' | 'resolved';
};

export const reportsKeys = {
  mine: ['reports', 'my'] as const,
  mineFiltered: (filters: ReportFilters) => ['reports', 'my', filters] as const,
};
