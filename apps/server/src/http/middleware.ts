/** Cross-cutting middleware: request id and access log, client IP, security headers, CSRF. */
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { bodyLimit } from 'hono/body-limit';
import { randomUUID } from 'node:crypto';
import type { AppDeps, AppEnv } from './context';
import { forbidden, tooLarge } from '../lib/errors';
import { clientAddress } from '../lib/client-address';

export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.set('deps', deps);
    c.set(
      'clientIp',
      clientAddress(c.req.header('x-forwarded-for'), socketAddress(c), deps.config.proxyHops),
    );
    const started = performance.now();
    await next();
    setOnResponse(c, 'X-Request-Id', requestId);
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

function socketAddress(c: Context<AppEnv>): string {
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

const COMMON_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/** The app's documents: what their scripts, styles and images may load, and the features they may use. */
const PAGE_HEADERS: [string, string][] = [
  ['Content-Security-Policy', CSP],
  ...COMMON_HEADERS,
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(self), geolocation=(self), microphone=()'],
];

/**
 * The API's answers (JSON, a photo) are never pages: opened in a tab by themselves they may load and
 * run nothing. The page-only headers are left out, and they are most of the bytes of the polls'
 * answers, which are mostly 304 with no body (docs/decisions/047-api-answer-headers.md).
 */
const API_HEADERS: [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ...COMMON_HEADERS,
];

export function securityHeaders(secure: boolean): MiddlewareHandler<AppEnv> {
  const hsts: [string, string][] = secure
    ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']]
    : [];
  const page = [...PAGE_HEADERS, ...hsts];
  const api = [...API_HEADERS, ...hsts];
  return async (c, next) => {
    await next();
    const isApi = c.req.path.startsWith('/api/');
    for (const [name, value] of isApi ? api : page) setOnResponse(c, name, value);
    if (isApi && !c.res.headers.has('Cache-Control')) setOnResponse(c, 'Cache-Control', 'no-store');
  };
}

/**
 * Sets a header on the finished response in place. `c.header()` after the handler copies the whole
 * response and turns its body into a stream, which cost a small request more than its own work.
 * Headers that cannot change (a Response made by `Response.redirect`) take that slower path.
 */
function setOnResponse(c: Context<AppEnv>, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
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

/**
 * Caps request bodies. Requests that carry none skip the check: looking for a body makes the Node
 * adapter build a full Fetch Request, a cost every GET would pay for nothing.
 */
export function limitBody(maxSize: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge('Imagem muito grande. Máximo 5MB.');
    },
  });
  return (c, next) => (SAFE_METHODS.has(c.req.method) ? next() : limit(c, next));
}
