/**
 * JSON answers gzipped for the clients that accept it, through a real Node HTTP server (the adapter
 * answers small bodies on a path of its own), with the cross-cutting headers kept.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { acceptsGzip, COMPRESS_FROM_BYTES, jsonAnswer } from './json-answer';
import { securityHeaders } from './middleware';

const rows = Array.from({ length: 60 }, (_, i) => ({
  id: i,
  full_name: `Paciente número ${i}`,
  city: 'Município',
}));
let server: ServerType;
let port: number;

beforeAll(async () => {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(false));
  app.get('/api/big', (c) => {
    c.header('X-Total-Count', '60');
    return jsonAnswer(c, rows);
  });
  app.get('/api/small', (c) => jsonAnswer(c, { ok: true }, 201));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw answer, as sent on the wire (no client-side decompression). */
function raw(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('JSON answers', () => {
  it('are gzipped for a client that accepts it, with the same JSON and headers', async () => {
    const plain = await raw('/api/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(JSON.parse(plain.body.toString())).toEqual(rows);

    const zipped = await raw('/api/big', 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.headers['content-type']).toBe('application/json');
    expect(zipped.headers['x-total-count']).toBe('60');
    expect(zipped.headers['cache-control']).toBe('no-store');
    expect(zipped.headers['x-frame-options']).toBe('DENY');
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(rows);
  });

  it('are sent as they are when small, or to a client that refuses gzip', async () => {
    const small = await raw('/api/small', 'gzip');
    expect(small.status).toBe(201);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });
    expect((await raw('/api/big', 'gzip;q=0, br')).headers['content-encoding']).toBeUndefined();
  });

  it('read Accept-Encoding as HTTP defines it', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('deflate, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
