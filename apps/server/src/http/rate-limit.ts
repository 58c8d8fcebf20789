/**
 * Per-client limits for the anonymous endpoints that cost something (a password hash and a photo per
 * registration, an outside lookup, a sign-in state row): a fixed window per client IP, in memory.
 * Per app server process is enough here: the limits only have to keep one client from filling the
 * disk, exhausting the CPU or enumerating CPFs; with several servers, or several worker processes
 * (WORKERS, docs/decisions/041), a client gets at most that many times the limit. They sit far above what a person (or a family behind one mobile network's address) does.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { tooMany } from '../lib/errors';

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

export const TOO_MANY_REQUESTS =
  'Muitas solicitações deste endereço. Aguarde alguns minutos e tente novamente.';

/** A route's own limit per client IP, answering 429 with `message` beyond it. */
export function limitPerClient(options: {
  max: number;
  windowMs: number;
  message?: string;
}): MiddlewareHandler<AppEnv> {
  const limiter = createRateLimiter(options);
  return async (c, next) => {
    if (!limiter.allow(c.var.clientIp)) throw tooMany(options.message ?? TOO_MANY_REQUESTS);
    await next();
  };
}

/** The limits of the anonymous routes (docs/decisions/024-closing-what-an-attacker-found.md). */
export const ANONYMOUS_LIMITS = {
  registration: { max: 20, windowMs: 10 * 60_000 },
  cpfLookup: { max: 20, windowMs: 60_000 },
  cepLookup: { max: 60, windowMs: 60_000 },
  signInStart: { max: 30, windowMs: 60_000 },
} as const;
