/** Query keys of the appointments feature (list keys get the page path appended by usePagedList). */
export const appointmentKeys = {
  appointments: ['appointments'] as const,
  lists: ['appointments', 'list'] as const,
  requests: ['appointment-requests'] as const,
  healthUnits: ['health-units'] as const,
};
