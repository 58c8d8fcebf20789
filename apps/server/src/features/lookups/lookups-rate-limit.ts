/**
 * A small in-memory fixed-window limiter per client IP for the CPF lookup, which reveals names and
 * birth dates. Per app server is enough here: it only has to make enumerating CPFs slow, and the
 * outside providers meter their own use.
 */
export function createRateLimiter(options: { max: number; windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  const maxKeys = options.maxKeys ?? 10_000;
  return {
    /** Counts one attempt; false when the key is over its limit in the current window. */
    allow(key: string, now = Date.now()): boolean {
      let w = windows.get(key);
      if (!w || now - w.start >= options.windowMs) {
        // Forget finished windows before the map can grow without bound.
        if (windows.size >= maxKeys) {
          for (const [k, old] of windows) if (now - old.start >= options.windowMs) windows.delete(k);
          if (windows.size >= maxKeys) windows.clear();
        }
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count <= options.max;
    },
  };
}
