/**
 * Runs `then` when the browser is idle (within `timeoutMs`), or shortly where it cannot tell (Safari).
 * Returns what cancels it, for an effect's cleanup.
 */
export function whenIdle(then: () => void, timeoutMs = 2000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(then, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(then, 200);
  return () => clearTimeout(timer);
}
