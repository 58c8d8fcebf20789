import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthoritySummary } from '@saude/shared/schemas/admin';
import { createTestContext, type TestContext } from '../../test/harness';
import { authorityClient, insertProvisional } from '../admin/admin.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('GET /api/public-authority/summary', () => {
  it('answers zeros on an empty table', async () => {
    const { client } = await authorityClient(ctx);
    const res = await client.get<AuthoritySummary>('/api/public-authority/summary');
    expect(res).toMatchObject({ status: 200, body: { total: 0, last_7_days: 0, under_18: 0, female: 0 } });
  });

  it('counts total, the last 7 days, under 18 (17 is a child, 18 is not) and female', async () => {
    await insertProvisional(ctx, { approximate_age: 17, gender: 'feminino', registration_date: daysAgo(1) });
    await insertProvisional(ctx, {
      approximate_age: 18,
      gender: 'masculino',
      registration_date: daysAgo(6.9),
    });
    await insertProvisional(ctx, {
      approximate_age: 5,
      gender: 'masculino',
      registration_date: daysAgo(7.1),
    });
    await insertProvisional(ctx, { approximate_age: 70, gender: 'feminino', registration_date: daysAgo(40) });
    const { client } = await authorityClient(ctx);
    const res = await client.get<AuthoritySummary>('/api/public-authority/summary');
    expect(res.body).toEqual({ total: 4, last_7_days: 2, under_18: 2, female: 2 });
    // The list beside it is still served by its own mount.
    expect(
      (await client.get('/api/public-authority/provisional-patients')).headers.get('x-total-count'),
    ).toBe('4');
  });
});
