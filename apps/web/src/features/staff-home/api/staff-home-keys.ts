/**
 * Keys start with the appointments/prescriptions features' roots, so a status change or a new
 * prescription made on those screens also refreshes the homes' lists and counters.
 */
export const staffHomeKeys = {
  today: ['appointments', 'today'] as const,
  issued: ['prescriptions', 'home-count'] as const,
};
