/**
 * The list contract's numbers and header names (docs/decisions/013-one-list-contract.md). Kept apart
 * from the schema that enforces them (schemas/list.ts) because that one builds zod schemas when loaded:
 * a screen that only needs a number or a header name should not download and run zod.
 */
/** `?limit=` when the caller sends none. */
export const LIST_LIMIT_DEFAULT = 50;
/** The largest `?limit=` a list accepts; more is a 400, not a silent clamp. */
export const LIST_LIMIT_MAX = 100;

/**
 * Lists over tables that grow with the city count their total (X-Total-Count) up to this many rows, so
 * a page costs the same at any size. Past it they answer `X-Total-Count: 1000` with
 * `X-Total-Count-Exact: false`, meaning "more than 1 000" (shown as "1.000+"); otherwise the total is
 * exact and the header says `true`. See docs/decisions/011-bounded-lists.md.
 */
export const LIST_TOTAL_CAP = 1000;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const TOTAL_EXACT_HEADER = 'X-Total-Count-Exact';
