/**
 * Where a counter goes once signed in: back to the prescription it was validating when it came from
 * there (`?next=/validar-receita?id=...`, with a scanned link's `#s=<signature>`), else its own
 * panel. Only that page is accepted, so the link cannot send anyone elsewhere.
 */
export function returnToValidation(next: string | null, fallback: string): string {
  return next && /^\/validar-receita\?id=[\w-]+(#s=[\w-]+)?$/.test(next) ? next : fallback;
}
