export const authorityKeys = {
  inbox: ['public-authority', 'inbox'] as const,
  summary: ['public-authority', 'summary'] as const,
  people: (filters: Record<string, string>) => ['public-authority', 'provisional-patients', filters] as const,
};
