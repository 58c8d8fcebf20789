/**
 * The largest page the API's list endpoints accept (PAGE_SIZE_MAX and PAGE_MAX in
 * @saude/shared/schemas). Those modules build zod schemas when loaded: screens that only need the
 * number read it here, so that a home page does not download and run zod (page-limits.test.ts
 * checks that the numbers agree).
 */
export const API_PAGE_MAX = 200;
