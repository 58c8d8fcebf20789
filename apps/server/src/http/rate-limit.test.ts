/**
 * The anonymous routes that cost something answer 429 past their per-client limit, whatever the
 * bodies were, while another client goes on as before.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../test/harness';
import { ANONYMOUS_LIMITS, TOO_MANY_REQUESTS, createRateLimiter } from './rate-limit';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

async function exhaust(path: string, method: 'GET' | 'POST', max: number) {
  const client = new TestClient(ctx.app, '10.72.0.1');
  const statuses = new Set<number>();
  for (let i = 0; i < max; i++)
    statuses.add((await client.request(method, path, method === 'POST' ? {} : undefined)).status);
  const over = await client.request<{ error: string }>(method, path, method === 'POST' ? {} : undefined);
  const other = await new TestClient(ctx.app, '10.72.0.2').request(
    method,
    path,
    method === 'POST' ? {} : undefined,
  );
  return { statuses, over, other };
}

describe('limits of the anonymous routes', () => {
  it('registration: at most 20 attempts per client in 10 minutes', async () => {
    const { statuses, over, other } = await exhaust(
      '/api/auth/patient/register',
      'POST',
      ANONYMOUS_LIMITS.registration.max,
    );
    expect([...statuses]).toEqual([400]);
    expect([over.status, over.body.error]).toEqual([429, TOO_MANY_REQUESTS]);
    expect(other.status).toBe(400);
  });

  it('postal code lookups and the start of a Google sign-in', async () => {
    const cep = await exhaust('/api/lookup/cep/123', 'GET', ANONYMOUS_LIMITS.cepLookup.max);
    expect(cep.over.status).toBe(429);
    expect(cep.other.status).not.toBe(429);
    const google = await exhaust('/api/oauth/google/redirect_url', 'GET', ANONYMOUS_LIMITS.signInStart.max);
    expect([...google.statuses]).toEqual([503]);
    expect(google.over.status).toBe(429);
  });

  it('a window ends and the client may go on; the key table stays bounded', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 1000, maxKeys: 3 });
    expect([limiter.allow('a', 0), limiter.allow('a', 10), limiter.allow('a', 20)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.allow('a', 1000)).toBe(true);
    for (const key of ['b', 'c', 'd', 'e']) expect(limiter.allow(key, 1500)).toBe(true);
  });
});
