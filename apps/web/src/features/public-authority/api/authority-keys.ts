export const authorityKeys = {
  summary: ['public-authority', 'summary'] as const,
  people: ['public-authority', 'provisional-patients'] as const,
};
