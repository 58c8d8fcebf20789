/**
 * The largest page the API's list endpoints accept. Kept apart from the schemas that enforce them
 * (schemas/appointments.ts, schemas/health.ts) because those build zod schemas when loaded: a screen
 * that only needs the number should not download and run zod.
 */
/** `?limit=` of the paged lists (appointments, appointment requests). */
export const PAGE_MAX = 200;
/** `?page_size=` of the health lists (vaccinations, exams, records, prescriptions). */
export const PAGE_SIZE_MAX = 200;
