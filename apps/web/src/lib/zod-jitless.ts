/**
 * The server's Content-Security-Policy has no 'unsafe-eval'. zod compiles object parsers with
 * `new Function` when it may, and probing for that permission makes the browser report a CSP
 * violation on every page that builds a schema. Interpreted parsing is fast enough for forms.
 *
 * zod keeps its settings on this global (so that every copy of zod on a page shares them) and reads
 * it when each object schema is created: main.tsx imports this module first. Writing the global
 * rather than calling zod's `config()` keeps zod out of the first download.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
