/**
 * Paging limits of the API's lists. Kept apart from the schemas that enforce them
 * (schemas/appointments.ts, schemas/health.ts, schemas/common.ts) because those build zod schemas
 * when loaded: a screen that only needs the number should not download and run zod.
 */
/** `?limit=` of the paged lists (appointments, appointment requests). */
export const PAGE_MAX = 200;
/** `?page_size=` of the health lists (vaccinations, exams, records, prescriptions). */
export const PAGE_SIZE_MAX = 200;

/**
 * Lists over tables that grow with the city count their total (X-Total-Count) up to this many rows, so
 * a page costs the same at any size. Past it they answer `X-Total-Count: 1000` with
 * `X-Total-Count-Exact: false`, meaning "more than 1 000" (shown as "1.000+"); otherwise the total is
 * exact and the header says `true`. See docs/decisions/011-bounded-lists.md.
 */
export const LIST_TOTAL_CAP = 1000;
export const TOTAL_EXACT_HEADER = 'X-Total-Count-Exact';
