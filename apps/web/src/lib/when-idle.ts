/** Runs `then` when the browser is idle (within `timeoutMs`), or shortly where it cannot tell (Safari). */
export function whenIdle(then: () => void, timeoutMs = 2000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(then, { timeout: timeoutMs });
  else setTimeout(then, 200);
}
