/**
 * Every kind the department manages goes through one module (admin-resources.ts): each create, edit
 * and status change answers the same way and is kept in the trail under the department's name.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { createUnit, nextCpf } from '../../test/fixtures';
import { departmentClient } from './admin.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

type Kind = {
  path: string;
  name: string;
  key: 'user' | 'unit';
  body: () => Promise<Record<string, unknown>>;
  /** What the trail adds to the creation and to the edit. */
  created: (body: Record<string, unknown>) => Record<string, unknown> | null;
  updated: (body: Record<string, unknown>) => Record<string, unknown> | null;
};

const KINDS: Kind[] = [
  {
    path: 'staff',
    name: 'staff',
    key: 'user',
    body: async () => ({
      full_name: 'Carla Recepção',
      user_type: 'reception',
      cpf: nextCpf(),
      password: 'segredo1',
    }),
    created: () => ({ user_type: 'reception' }),
    updated: () => ({ password_changed: false }),
  },
  {
    path: 'patients',
    name: 'patient',
    key: 'user',
    body: async () => ({
      full_name: 'João Pereira',
      cpf: nextCpf(),
      password: 'segredo1',
      birth_date: '1980-05-10',
    }),
    created: () => null,
    updated: () => ({ password_changed: false }),
  },
  {
    path: 'public-authorities',
    name: 'public_authority',
    key: 'user',
    body: async () => ({
      authority_name: 'Conselho Tutelar Norte',
      username: 'ctnorte',
      password: 'segredo1',
    }),
    created: () => ({ authority_type: 'police' }),
    updated: () => ({ password_changed: false }),
  },
  {
    path: 'hospital-administrators',
    name: 'hospital_administrator',
    key: 'user',
    body: async () => ({
      health_unit_id: String((await createUnit(ctx.db, 'Hospital São Lucas')).id),
      administrator_name: 'Roberto Alves',
      username: 'saolucas',
      password: 'segredo1',
    }),
    created: (body) => ({ health_unit_id: Number(body.health_unit_id) }),
    updated: (body) => ({ health_unit_id: Number(body.health_unit_id), password_changed: false }),
  },
  {
    path: 'pharmacies',
    name: 'pharmacy',
    key: 'user',
    body: async () => ({
      name: 'Drogaria São João',
      cnpj: '11.222.333/0001-81',
      username: 'drogaria.sjoao',
      password: 'farmacia123',
      pharmacist_name: 'Renata Farias',
      pharmacist_crf: '12345',
      pharmacist_crf_uf: 'SP',
    }),
    created: () => ({ cnpj: '11222333000181' }),
    updated: () => ({ password_changed: false }),
  },
  {
    path: 'health-units',
    name: 'health_unit',
    key: 'unit',
    body: async () => ({ name: 'UBS Jardim Europa', address: 'Av. Brasil, 100' }),
    created: () => ({ name: 'UBS Jardim Europa' }),
    updated: () => null,
  },
];

describe('the department manages every kind through one module', () => {
  it.each(KINDS)('$path: create, edit and deactivate answer alike, each in the trail', async (kind) => {
    const { client, id: department } = await departmentClient(ctx);
    const body = await kind.body();
    const created = await client.post<Record<string, { id: number }>>(`/api/admin/${kind.path}`, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body[kind.key]!.id;

    const edit = { ...body, password: '' };
    const edited = await client.put<Record<string, { id: number }>>(`/api/admin/${kind.path}/${id}`, edit);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ success: true, [kind.key]: { id } });

    const off = await client.patch<Record<string, { is_active: boolean }>>(
      `/api/admin/${kind.path}/${id}/status`,
      {
        is_active: false,
      },
    );
    expect(off.body).toMatchObject({ success: true, [kind.key]: { id, is_active: false } });

    const trail = await ctx.db
      .selectFrom('audit_events')
      .select(['action', 'actor_kind', 'actor_id', 'target_type', 'target_id', 'details'])
      .where('action', 'like', `admin.${kind.name}.%`)
      .orderBy('id')
      .execute();
    const parsed = (details: string | null) => (details ? (JSON.parse(details) as unknown) : null);
    expect(trail.map((e) => [e.action, e.actor_id, e.target_id, parsed(e.details)])).toEqual([
      [`admin.${kind.name}.created`, department, String(id), kind.created(body)],
      [`admin.${kind.name}.updated`, department, String(id), kind.updated(body)],
      [`admin.${kind.name}.status_changed`, department, String(id), { is_active: false }],
    ]);
    expect(new Set(trail.map((e) => e.actor_kind))).toEqual(new Set(['health_department']));
  });

  it('an unknown or malformed id is the kind’s own 404, and nothing is written', async () => {
    const { client } = await departmentClient(ctx);
    for (const kind of KINDS) {
      const missing = await client.patch(`/api/admin/${kind.path}/999999/status`, { is_active: false });
      expect(missing.status, kind.path).toBe(404);
      const malformed = await client.patch(`/api/admin/${kind.path}/abc/status`, { is_active: false });
      expect(malformed.body, kind.path).toEqual(missing.body);
    }
    const writes = await ctx.db
      .selectFrom('audit_events')
      .select('action')
      .where('action', 'like', 'admin.%')
      .execute();
    expect(writes).toEqual([]);
  });
});
