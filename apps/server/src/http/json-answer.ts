/**
 * JSON answers, gzipped for a client that accepts it once they are big enough to gain from it: a
 * list page of 50 rows is 15-25 KB of JSON and about a fifth of that gzipped, which a phone on a slow
 * connection receives several times faster. Small answers (the polls, the session check, errors) are
 * sent as they are: their headers would cost more than the bytes saved.
 */
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './context';

/** About one packet: below it, compressing saves no round trip. */
export const COMPRESS_FROM_BYTES = 1400;
/** Fast over small: the answers are built per request, and the server's CPU is the city's limit. */
const GZIP_LEVEL = 4;

/** Whether the client accepts gzip: named in Accept-Encoding (or `*`), without q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export function jsonAnswer(c: Context<AppEnv>, body: unknown, status: ContentfulStatusCode = 200): Response {
  const text = JSON.stringify(body);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (text.length < COMPRESS_FROM_BYTES) return c.body(text, status, headers);
  headers.Vary = 'Accept-Encoding';
  if (!acceptsGzip(c.req.header('accept-encoding'))) return c.body(text, status, headers);
  headers['Content-Encoding'] = 'gzip';
  return c.body(gzipSync(text, { level: GZIP_LEVEL }), status, headers);
}
