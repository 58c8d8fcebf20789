// The reference point of the API ratios: a bare Hono route on @hono/node-server that returns a fixed
// JSON body, with no session, database or middleware. It serves each body recorded in the file given
// as argument ({ name: body }) at GET /<name>, so each comparison uses exactly the same bytes; a null
// body stands for a conditional poll's answer, a 304 without a body.
// Usage: node bench/bare-server.mjs <port> <bodies.json>
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { readFileSync } from 'node:fs';

const [port, file] = process.argv.slice(2);
if (!port || !file) {
  console.error('usage: node bench/bare-server.mjs <port> <bodies.json>');
  process.exit(2);
}
/** @type {Record<string, string | null>} */
const bodies = JSON.parse(readFileSync(file, 'utf8'));
const app = new Hono();
for (const [name, body] of Object.entries(bodies)) {
  app.get(`/${name}`, (c) =>
    body === null
      ? c.body(null, 304)
      : c.body(body, 200, { 'content-type': 'application/json; charset=utf-8' }),
  );
}
app.get('/ready', (c) => c.text('ok'));
serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' });
