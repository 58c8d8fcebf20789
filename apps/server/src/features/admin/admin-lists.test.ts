/**
 * The department's account lists through the list contract (docs/decisions/013-one-list-contract.md):
 * newest first, paged by key to every row, filters and search in the database and kept in the next
 * link, the total in X-Total-Count, and the department's permission still required.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { createAuthority, createHospital, createStaff, createUnit, signedIn } from '../../test/fixtures';
import { nextPageOf, readAllPages, totalOf } from '../../test/list-pages';
import { departmentClient } from './admin.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

type Table = 'staff' | 'health_units' | 'hospital_administrators' | 'public_authorities';

/** Creation times out of id order, two of them equal (the id breaks the tie, newest id first). */
const CREATED = [
  '2025-03-01T10:00:00.000Z',
  '2025-05-01T10:00:00.000Z',
  '2025-01-01T10:00:00.000Z',
  '2025-05-01T10:00:00.000Z',
  '2025-04-01T10:00:00.000Z',
];

async function backdate(table: Table, ids: number[]) {
  for (const [i, id] of ids.entries()) {
    await ctx.db.updateTable(table).set({ created_at: CREATED[i]! }).where('id', '=', id).execute();
  }
  // Newest first: 05-01 (the later id first), 04-01, 03-01, 01-01.
  return [ids[3], ids[1], ids[4], ids[0], ids[2]];
}

const LISTS: { path: string; table: Table; make: () => Promise<number> }[] = [
  { path: '/api/admin/staff', table: 'staff', make: async () => (await createStaff(ctx.db, 'doctor')).id },
  { path: '/api/admin/health-units', table: 'health_units', make: async () => (await createUnit(ctx.db)).id },
  {
    path: '/api/admin/hospital-administrators',
    table: 'hospital_administrators',
    make: async () => (await createHospital(ctx.db)).id,
  },
  {
    path: '/api/admin/public-authorities',
    table: 'public_authorities',
    make: async () => (await createAuthority(ctx.db)).id,
  },
];

describe('the department account lists', () => {
  it.each(LISTS)('$path: newest first, every row reachable page by page, with the total', async (list) => {
    const { client } = await departmentClient(ctx);
    const ids = [];
    for (let i = 0; i < CREATED.length; i++) ids.push(await list.make());
    const newest = await backdate(list.table, ids);

    const first = await client.get<{ id: number }[]>(`${list.path}?limit=2`);
    expect(first.body.map((r) => r.id)).toEqual(newest.slice(0, 2));
    expect(totalOf(first)).toEqual({ total: 5, exact: true });

    const { items, pages } = await readAllPages<{ id: number }>(client, `${list.path}?limit=2`);
    expect(items.map((r) => r.id)).toEqual(newest);
    expect(pages.map((p) => p.body.length)).toEqual([2, 2, 1]);
    expect(pages.every((p) => totalOf(p).total === 5)).toBe(true);
  });

  it.each(LISTS)('$path: refuses other roles, a limit past 100 and a foreign cursor', async (list) => {
    for (const role of ['doctor', 'hospital', 'public_authority'] as const) {
      expect((await (await signedIn(ctx, role)).get(list.path)).status, role).toBe(403);
    }
    const { client } = await departmentClient(ctx);
    expect((await client.get<{ error: string }>(`${list.path}?limit=101`)).status).toBe(400);
    const foreign = Buffer.from(JSON.stringify([0, 5, 'x'])).toString('base64url');
    expect((await client.get<{ error: string }>(`${list.path}?cursor=${foreign}`)).body).toEqual({
      error: 'Cursor de paginação inválido',
    });
  });

  it('staff: the type and every word of the search filter in the database, kept in the next link', async () => {
    const { client } = await departmentClient(ctx);
    const names = ['Ana Souza', 'Ana Lima', 'Bruno Souza', 'Carla Souza Ana', 'Ana Souza'];
    const ids = [];
    for (const [i, full_name] of names.entries()) {
      const { id } = await createStaff(ctx.db, i === 4 ? 'reception' : 'doctor');
      await ctx.db.updateTable('staff').set({ full_name }).where('id', '=', id).execute();
      ids.push(id);
    }
    await backdate('staff', ids);

    const path = '/api/admin/staff?q=souza%20ana&user_type=doctor&limit=1';
    const first = await client.get<{ id: number }[]>(path);
    expect(totalOf(first)).toEqual({ total: 2, exact: true });
    const next = new URL(`http://x${nextPageOf(first)}`);
    expect(next.searchParams.get('q')).toBe('souza ana');
    expect(next.searchParams.get('user_type')).toBe('doctor');
    expect(next.searchParams.get('limit')).toBe('1');
    const { items } = await readAllPages<{ id: number }>(client, path);
    // 'Carla Souza Ana' (04-01) before 'Ana Souza' (03-01); the receptionist is left out.
    expect(items.map((s) => s.id)).toEqual([ids[3], ids[0]]);
    expect(totalOf(await client.get('/api/admin/staff?user_type=reception'))).toEqual({
      total: 1,
      exact: true,
    });
    expect((await client.get('/api/admin/staff?user_type=nurse')).body).toEqual({
      error: 'Tipo de funcionário inválido',
    });
  });

  it('public authorities: filtered by type in the database', async () => {
    const { client } = await departmentClient(ctx);
    const police = (await createAuthority(ctx.db)).id;
    const council = (await createAuthority(ctx.db)).id;
    await ctx.db
      .updateTable('public_authorities')
      .set({ authority_type: 'child_protection', authority_name: 'Conselho Tutelar' })
      .where('id', '=', council)
      .execute();
    const byType = await client.get<{ id: number }[]>(
      '/api/admin/public-authorities?authority_type=child_protection',
    );
    expect(byType.body.map((a) => a.id)).toEqual([council]);
    expect(totalOf(byType)).toEqual({ total: 1, exact: true });
    const all = await client.get<{ id: number }[]>('/api/admin/public-authorities?authority_type=all');
    expect(all.body.map((a) => a.id)).toEqual([council, police]);
    expect((await client.get('/api/admin/public-authorities?authority_type=army')).body).toEqual({
      error: 'Tipo de órgão inválido',
    });
  });

  it('health units: searched by name or address, inactive ones included', async () => {
    const { client } = await departmentClient(ctx);
    const centro = (await createUnit(ctx.db, 'UBS Centro')).id;
    const norte = (await createUnit(ctx.db, 'Hospital Norte')).id;
    await ctx.db
      .updateTable('health_units')
      .set({ address: 'Rua das Flores, 10', is_active: 0 })
      .where('id', '=', norte)
      .execute();
    const find = async (q: string) =>
      (await client.get<{ id: number }[]>(`/api/admin/health-units?q=${encodeURIComponent(q)}`)).body.map(
        (u) => u.id,
      );
    expect(await find('flores norte')).toEqual([norte]);
    expect(await find('ubs')).toEqual([centro]);
    expect(await find('rua a,')).toEqual([centro]);
  });
});
