export type ReportFilters = {
  type: 'all' | 'mosquito' | 'trash';
  status: 'all' | 'pending' | 'investigating' | 'resolved';
};

export const reportsKeys = {
  /** The patient's own reports, every filter (the page's list and the home's block). */
  mine: ['reports', 'my'] as const,
};
