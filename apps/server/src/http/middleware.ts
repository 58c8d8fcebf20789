/** Cross-cutting middleware: request id and access log, client IP, security headers, CSRF. */
import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { randomUUID } from 'node:crypto';
import type { AppDeps, AppEnv } from './context';
import { forbidden } from './errors';

export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.set('deps', deps);
    c.set('clientIp', clientIp(c, deps.config.trustProxy));
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    if (c.req.path.startsWith('/api/')) {
      deps.logger.info('request', {
        reqId: requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  };
}

function clientIp(c: Parameters<MiddlewareHandler<AppEnv>>[0], trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Toast and dialog libraries inject <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(secure: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', CSP);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(self), geolocation=(self), microphone=()');
    if (secure) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (c.req.path.startsWith('/api/') && !c.res.headers.has('Cache-Control'))
      c.header('Cache-Control', 'no-store');
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Rejects cross-site state-changing requests. Browsers send Sec-Fetch-Site, which a page cannot forge;
 * older ones send Origin, compared with our own origin. Clients that send neither (curl, servers) carry
 * no ambient browser cookies to abuse.
 */
export function rejectCrossSite(publicUrl: string): MiddlewareHandler<AppEnv> {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      const ownOrigin = new URL(c.req.url).origin;
      const crossSite = site
        ? site !== 'same-origin' && site !== 'none'
        : origin !== undefined && origin !== publicOrigin && origin !== ownOrigin;
      if (crossSite) throw forbidden('Requisição de outra origem recusada');
    }
    await next();
  };
}
