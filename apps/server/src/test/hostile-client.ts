/** Request helpers of the hostile-input test: raw bodies, and what a proper refusal looks like. */
import { expect } from 'vitest';
import type { App } from '../app';
import type { TestClient } from './harness';

/** Sends a body as raw text with any content type, with the client's session, like a same-origin page. */
export async function sendRaw(
  app: App,
  client: TestClient,
  method: string,
  path: string,
  contentType: string,
  body: string,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {
    'content-type': contentType,
    'sec-fetch-site': 'same-origin',
    origin: 'http://localhost:3000',
    'x-forwarded-for': '10.66.0.1',
  };
  if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await app.request(`http://localhost:3000${path}`, { method, headers, body });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: res.status, body: text };
  }
}

/** Words of English framework and validator defaults (zod, Hono) that must never reach a user. */
const ENGLISH =
  /\b(invalid|expected|received|required|too (big|small)|must|should|unexpected|error|not found|bad request|unauthorized|forbidden|payload|internal)\b/i;

/** A 4xx answer with a non-empty Portuguese `{ error }`. */
export function expectRefusal(res: { status: number; body: unknown }, what: string): void {
  expect(res.status, `${what} -> ${res.status} ${short(res.body)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${what} -> ${res.status} ${short(res.body)}`).toBeLessThan(500);
  const error = (res.body as { error?: unknown } | null)?.error;
  expect(typeof error, `${what}: answer without {error}: ${short(res.body)}`).toBe('string');
  expect((error as string).trim().length, `${what}: empty error`).toBeGreaterThan(0);
  expect(ENGLISH.test(error as string), `${what}: English message "${String(error)}"`).toBe(false);
}

/** A case description short enough to read in a failure (100k strings and photos cut). */
export function short(value: unknown): string {
  const text = JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 80 ? `${v.slice(0, 60)}...(${v.length} chars)` : v,
  );
  return text && text.length > 600 ? `${text.slice(0, 600)}...` : String(text);
}

/** Whether a JSON answer holds the string exactly (as a value, never transformed). */
export function holdsExactly(value: unknown, text: string): boolean {
  if (typeof value === 'string') return value === text;
  if (Array.isArray(value)) return value.some((v) => holdsExactly(v, text));
  if (value && typeof value === 'object') return Object.values(value).some((v) => holdsExactly(v, text));
  return false;
}
