/**
 * Keys start with the appointments/prescriptions features' roots, so a status change or a new
 * prescription made on those screens also refreshes the homes' counters.
 */
export const staffHomeKeys = {
  today: (date: string) => ['appointments', 'today', date] as const,
  issued: ['prescriptions', 'home-count'] as const,
};
