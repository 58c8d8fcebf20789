/**
 * The connectivity check (spec 01 section 7): before the app says the connection is gone, it asks the
 * server once, giving up after 3 s. A failure that the check contradicts was a passing blip.
 */
export const CONNECTIVITY_TIMEOUT_MS = 3_000;

/** What the app says when the connection is gone (spec 02 section 2, 'App shell'). */
export const CONNECTION_PROBLEM = 'Problema de conexão. Verifique sua internet e tente novamente.';

export async function isServerReachable(timeoutMs = CONNECTIVITY_TIMEOUT_MS): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch('/api/health', {
      cache: 'no-store',
      credentials: 'omit',
      signal: abort.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
