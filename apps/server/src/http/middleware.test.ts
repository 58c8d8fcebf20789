/**
 * The cross-cutting headers through a real Node HTTP server: the adapter sends small responses on a
 * fast path whose headers live apart from the Fetch Response, so every way a handler can answer must
 * still carry them.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { limitBody, securityHeaders } from './middleware';
import { conflict } from '../lib/errors';
import { handleError } from './errors';

let server: ServerType;
let base: string;

beforeAll(async () => {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(false));
  app.use('/api/*', limitBody(16));
  app.get('/api/json', (c) => c.json({ ok: true }));
  app.get('/pagina', (c) => c.html('<p>Olá</p>'));
  app.get('/api/cached', (c) => {
    c.header('Cache-Control', 'private, max-age=60');
    return c.json({ ok: true });
  });
  app.get('/api/raw', () => new Response('raw', { headers: { 'content-type': 'text/plain' } }));
  app.get('/api/redirect', () => Response.redirect('http://127.0.0.1/elsewhere', 302));
  app.get('/api/fails', () => {
    throw conflict('Conflito');
  });
  app.post('/api/echo', async (c) => c.json(await c.req.json()));
  app.onError((err, c) => handleError(err, c));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });

describe('security headers on every kind of answer', () => {
  it.each(['/api/json', '/api/raw', '/api/redirect', '/api/fails'])('%s', async (path) => {
    const res = await get(path);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("an API answer may load nothing; a page gets the app's policy and its features", async () => {
    const api = await get('/api/json');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('permissions-policy')).toBeNull();
    const page = await get('/pagina');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBeNull();
  });

  it('keeps the body and status of each answer', async () => {
    expect(await (await get('/api/json')).json()).toEqual({ ok: true });
    expect(await (await get('/api/raw')).text()).toBe('raw');
    expect((await get('/api/redirect')).status).toBe(302);
    const failed = await get('/api/fails');
    expect(failed.status).toBe(409);
    expect(await failed.json()).toEqual({ error: 'Conflito' });
  });

  it("leaves a route's own cache policy alone", async () => {
    expect((await get('/api/cached')).headers.get('cache-control')).toBe('private, max-age=60');
  });
});

describe('body limit', () => {
  it('refuses a body over the limit with 413 and accepts one under it', async () => {
    const post = (body: string) =>
      fetch(`${base}/api/echo`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect((await post('{"a":1}')).status).toBe(200);
    const big = await post(JSON.stringify({ a: 'x'.repeat(100) }));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: string }).error).toMatch(/5MB/);
  });
});
