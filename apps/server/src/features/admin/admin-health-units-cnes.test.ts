/** A unit's CNES: 7 digits, optional, one unit per code; only the department writes it. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminHealthUnit } from '@saude/shared/schemas/admin';
import { createTestContext, type TestContext } from '../../test/harness';
import { PASSWORD, createHospital } from '../../test/fixtures';
import { departmentClient, login } from './admin.fixtures';
import { patientClient, staffClient } from '../appointments/appointments.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const unit = (name: string, cnes?: string | null) => ({ name, city: 'Santa Helena', state: 'SP', cnes });

describe('CNES of health units', () => {
  it('keeps a unit with a CNES, lists and finds it, and leaves it optional', async () => {
    const { client } = await departmentClient(ctx);
    const created = await client.post<{ unit: AdminHealthUnit }>(
      '/api/admin/health-units',
      unit('UBS Norte', ' 2038121 '),
    );
    expect(created.status).toBe(201);
    expect(created.body.unit).toMatchObject({ name: 'UBS Norte', cnes: '2038121' });

    const without = await client.post<{ unit: AdminHealthUnit }>(
      '/api/admin/health-units',
      unit('UBS Sul', ''),
    );
    expect(without.body.unit.cnes).toBeNull();
    const another = await client.post<{ unit: AdminHealthUnit }>(
      '/api/admin/health-units',
      unit('UBS Leste'),
    );
    expect(another.body.unit.cnes).toBeNull();

    const list = await client.get<AdminHealthUnit[]>('/api/admin/health-units');
    expect(list.body.map((u) => [u.name, u.cnes])).toEqual([
      ['UBS Leste', null],
      ['UBS Sul', null],
      ['UBS Norte', '2038121'],
    ]);

    const found = await client.get<AdminHealthUnit[]>('/api/admin/health-units?q=2038121');
    expect(found.body.map((u) => u.name)).toEqual(['UBS Norte']);

    // Editing keeps the unit's own code; another code replaces it.
    const id = created.body.unit.id;
    const same = await client.put<{ unit: AdminHealthUnit }>(
      `/api/admin/health-units/${id}`,
      unit('UBS Norte I', '2038121'),
    );
    expect(same.status).toBe(200);
    const changed = await client.put<{ unit: AdminHealthUnit }>(
      `/api/admin/health-units/${id}`,
      unit('UBS Norte I', '7193610'),
    );
    expect(changed.body.unit.cnes).toBe('7193610');
  });

  it('answers 409 for a CNES another unit holds, on create and on edit, writing nothing', async () => {
    const { client } = await departmentClient(ctx);
    await client.post('/api/admin/health-units', unit('UBS Norte', '2038121'));
    const second = await client.post<{ unit: AdminHealthUnit }>(
      '/api/admin/health-units',
      unit('UBS Sul', '6542715'),
    );

    const dup = await client.post('/api/admin/health-units', unit('UBS Cópia', '2038121'));
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: 'CNES já cadastrado para outra unidade' });
    const edit = await client.put(
      `/api/admin/health-units/${second.body.unit.id}`,
      unit('UBS Sul', '2038121'),
    );
    expect(edit.status).toBe(409);

    const rows = await ctx.db.selectFrom('health_units').select(['name', 'cnes']).orderBy('id').execute();
    expect(rows).toEqual([
      { name: 'UBS Norte', cnes: '2038121' },
      { name: 'UBS Sul', cnes: '6542715' },
    ]);
  });

  it('refuses a malformed CNES with a Portuguese message', async () => {
    const { client } = await departmentClient(ctx);
    for (const cnes of ['203812', '20381210', '20a8121', '2038-121']) {
      const res = await client.post('/api/admin/health-units', unit('UBS Norte', cnes));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'CNES deve ter 7 dígitos' });
    }
    expect(await ctx.db.selectFrom('health_units').selectAll().execute()).toEqual([]);
  });

  it('is written by the department only', async () => {
    const h = await createHospital(ctx.db);
    const hospital = await login(ctx, '/api/hospital/login', { username: h.username, password: PASSWORD });
    const others = [
      hospital,
      (await patientClient(ctx)).client,
      (await staffClient(ctx, 'doctor', null)).client,
    ];
    for (const client of others) {
      expect((await client.post('/api/admin/health-units', unit('UBS Intrusa', '1234567'))).status).toBe(403);
      expect((await client.put(`/api/admin/health-units/${h.unitId}`, unit('UBS', '1234567'))).status).toBe(
        403,
      );
    }
    const row = await ctx.db
      .selectFrom('health_units')
      .select('cnes')
      .where('id', '=', h.unitId)
      .executeTakeFirst();
    expect(row?.cnes).toBeNull();
  });
});
