import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HealthUnitOption } from '@saude/shared/schemas/health-units';
import { createTestContext, type TestContext } from '../../test/harness';
import { createUnit, signedIn } from '../../test/fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

describe('GET /api/health-units', () => {
  it("answers the active units in name order with only the request form's fields", async () => {
    await createUnit(ctx.db, 'UBS Norte');
    const closed = await createUnit(ctx.db, 'Hospital Antigo');
    await ctx.db.updateTable('health_units').set({ is_active: 0 }).where('id', '=', closed.id).execute();
    await createUnit(ctx.db, 'Hospital Central');
    const patient = await signedIn(ctx, 'patient');
    const res = await patient.get<HealthUnitOption[]>('/api/health-units');
    expect(res.status).toBe(200);
    expect(res.body.map((u) => u.name)).toEqual(['Hospital Central', 'UBS Norte']);
    expect(Object.keys(res.body[0]!).sort()).toEqual([
      'address',
      'city',
      'full_address',
      'id',
      'name',
      'state',
    ]);
    expect(res.headers.get('x-total-count')).toBe('2');
  });
});
