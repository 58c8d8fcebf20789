import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminHealthUnit } from '@saude/shared/schemas/admin';
import type { HospitalUser, PublicAuthorityUser } from '@saude/shared/schemas/auth';
import { createTestContext, type TestContext } from '../../test/harness';
import { PASSWORD, createAuthority, createHospital, createUnit } from '../../test/fixtures';
import { departmentClient, login } from './admin.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const unitBody = {
  name: 'UBS Jardim Europa',
  address: 'Av. Brasil, 100',
  phone: '(11) 3333-4444',
  full_address: 'Av. Brasil, 100 - Jardim Europa, São Paulo - SP',
  cep: '01430-000',
  city: 'São Paulo',
  state: 'SP',
  latitude: '-23.57',
  longitude: -46.68,
};

describe('admin health units', () => {
  it('creates, searches by name or address (inactive included) and edits units', async () => {
    const { client } = await departmentClient(ctx);
    const created = await client.post<{ unit: AdminHealthUnit }>('/api/admin/health-units', unitBody);
    expect(created.status).toBe(201);
    expect(created.body.unit).toMatchObject({
      cep: '01430000',
      latitude: -23.57,
      longitude: -46.68,
      is_active: true,
    });
    const other = await createUnit(ctx.db, 'Hospital Municipal');
    await ctx.db.updateTable('health_units').set({ is_active: 0 }).where('id', '=', other.id).execute();

    expect(
      (await client.get<AdminHealthUnit[]>('/api/admin/health-units?q=JARDIM')).body.map((u) => u.name),
    ).toEqual(['UBS Jardim Europa']);
    expect((await client.get<AdminHealthUnit[]>('/api/admin/health-units?q=av. bra')).body).toHaveLength(1);
    const all = await client.get<AdminHealthUnit[]>('/api/admin/health-units');
    expect(all.body.map((u) => [u.name, u.is_active])).toEqual([
      ['Hospital Municipal', false],
      ['UBS Jardim Europa', true],
    ]);
    expect(all.headers.get('x-total-count')).toBe('2');

    const edited = await client.put<{ unit: AdminHealthUnit }>(
      `/api/admin/health-units/${created.body.unit.id}`,
      {
        name: 'UBS Jardim Europa II',
        latitude: null,
        longitude: '',
      },
    );
    expect(edited.body.unit).toMatchObject({
      name: 'UBS Jardim Europa II',
      latitude: null,
      longitude: null,
      address: null,
    });
  });

  it('refuses a missing name and out-of-range coordinates with nothing written', async () => {
    const { client } = await departmentClient(ctx);
    expect((await client.post('/api/admin/health-units', { ...unitBody, name: ' ' })).body).toEqual({
      error: 'Nome da unidade é obrigatório',
    });
    expect((await client.post('/api/admin/health-units', { ...unitBody, latitude: 91 })).body).toEqual({
      error: 'Latitude inválida',
    });
    expect((await client.post('/api/admin/health-units', { ...unitBody, longitude: 'abc' })).body).toEqual({
      error: 'Longitude inválida',
    });
    expect(await ctx.db.selectFrom('health_units').selectAll().execute()).toEqual([]);
  });

  it('deactivating a unit ends its administrators sessions', async () => {
    const { client } = await departmentClient(ctx);
    const h = await createHospital(ctx.db);
    const hospital = await login(ctx, '/api/hospital/login', { username: h.username, password: PASSWORD });
    expect((await hospital.get('/api/hospital/me')).status).toBe(200);
    const res = await client.patch<{ unit: AdminHealthUnit }>(`/api/admin/health-units/${h.unitId}/status`, {
      is_active: false,
    });
    expect(res.body.unit.is_active).toBe(false);
    expect(
      await ctx.db.selectFrom('sessions').selectAll().where('principal_kind', '=', 'hospital').execute(),
    ).toEqual([]);
    expect((await hospital.get('/api/hospital/me')).status).toBe(401);
  });
});

describe('admin hospital administrators', () => {
  it('creates with a unit, lists with the unit name, searches, edits and refuses duplicates', async () => {
    const { client } = await departmentClient(ctx);
    const unit = await createUnit(ctx.db, 'Hospital São Lucas');
    const body = {
      health_unit_id: String(unit.id),
      administrator_name: 'Roberto Alves',
      username: 'saolucas',
      email: 'roberto@saolucas.example',
      phone: '11955554444',
      password: 'segredo1',
    };
    const created = await client.post<{ user: HospitalUser }>('/api/admin/hospital-administrators', body);
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      health_unit_id: unit.id,
      health_unit_name: 'Hospital São Lucas',
    });
    expect(JSON.stringify(created.body)).not.toContain('password');
    await createHospital(ctx.db);

    const search = await client.get<HospitalUser[]>('/api/admin/hospital-administrators?q=SAOLU');
    expect(search.body.map((h) => [h.username, h.health_unit_name])).toEqual([
      ['saolucas', 'Hospital São Lucas'],
    ]);
    expect(
      (await client.get<HospitalUser[]>('/api/admin/hospital-administrators?q=roberto')).body,
    ).toHaveLength(1);
    expect((await client.get('/api/admin/hospital-administrators')).headers.get('x-total-count')).toBe('2');

    expect((await client.post('/api/admin/hospital-administrators', body)).body).toEqual({
      error: 'Nome de usuário já cadastrado',
    });
    expect(
      (
        await client.post('/api/admin/hospital-administrators', {
          ...body,
          username: 'x',
          health_unit_id: 9999,
        })
      ).body,
    ).toEqual({ error: 'Unidade de saúde inválida' });
    expect(
      (await client.post('/api/admin/hospital-administrators', { ...body, username: 'y', email: 'nope' }))
        .body,
    ).toEqual({ error: 'E-mail inválido' });
    expect(
      (
        await client.post('/api/admin/hospital-administrators', {
          ...body,
          username: 'z',
          password: undefined,
        })
      ).status,
    ).toBe(400);
    expect(await ctx.db.selectFrom('hospital_administrators').selectAll().execute()).toHaveLength(2);

    const hospital = await login(ctx, '/api/hospital/login', { username: 'saolucas', password: 'segredo1' });
    const id = created.body.user.id;
    const kept = await client.put(`/api/admin/hospital-administrators/${id}`, { ...body, password: '' });
    expect(kept.status).toBe(200);
    expect((await hospital.get('/api/hospital/me')).status).toBe(200);
    const changed = await client.put(`/api/admin/hospital-administrators/${id}`, {
      ...body,
      password: 'nova-senha',
    });
    expect(changed.status).toBe(200);
    expect((await hospital.get('/api/hospital/me')).status).toBe(401);
    await login(ctx, '/api/hospital/login', { username: 'saolucas', password: 'nova-senha' });
  });

  it('deactivation ends the administrator session', async () => {
    const { client } = await departmentClient(ctx);
    const h = await createHospital(ctx.db);
    const hospital = await login(ctx, '/api/hospital/login', { username: h.username, password: PASSWORD });
    const res = await client.patch<{ user: HospitalUser }>(
      `/api/admin/hospital-administrators/${h.id}/status`,
      {
        is_active: false,
      },
    );
    expect(res.body.user.is_active).toBe(false);
    expect((await hospital.get('/api/hospital/me')).status).toBe(401);
  });
});

describe('admin public authorities', () => {
  it('creates with police as the default type, searches, edits and refuses duplicates', async () => {
    const { client } = await departmentClient(ctx);
    const body = { authority_name: 'Conselho Tutelar Norte', username: 'ctnorte', password: 'segredo1' };
    const created = await client.post<{ user: PublicAuthorityUser }>('/api/admin/public-authorities', body);
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      authority_type: 'police',
      contact_email: null,
      is_active: true,
    });
    await createAuthority(ctx.db);

    expect(
      (await client.get<PublicAuthorityUser[]>('/api/admin/public-authorities?q=tutelar')).body,
    ).toHaveLength(1);
    expect(
      (await client.get<PublicAuthorityUser[]>('/api/admin/public-authorities?q=CTNOR')).body,
    ).toHaveLength(1);
    expect((await client.get('/api/admin/public-authorities')).headers.get('x-total-count')).toBe('2');

    expect((await client.post('/api/admin/public-authorities', body)).status).toBe(409);
    expect(
      (await client.post('/api/admin/public-authorities', { ...body, username: 'a', password: '12345' }))
        .body,
    ).toEqual({ error: 'A senha deve ter pelo menos 6 caracteres' });
    expect(
      (await client.post('/api/admin/public-authorities', { ...body, username: 'b', authority_type: 'army' }))
        .body,
    ).toEqual({ error: 'Tipo de órgão inválido' });
    expect(await ctx.db.selectFrom('public_authorities').selectAll().execute()).toHaveLength(2);

    const edited = await client.put<{ user: PublicAuthorityUser }>(
      `/api/admin/public-authorities/${created.body.user.id}`,
      { ...body, authority_type: 'child_protection', contact_email: 'ct@example.com', password: '' },
    );
    expect(edited.body.user).toMatchObject({
      authority_type: 'child_protection',
      contact_email: 'ct@example.com',
    });
    await login(ctx, '/api/public-authority/login', { username: 'ctnorte', password: 'segredo1' });
  });

  it('deactivation and a password change end the authority sessions', async () => {
    const { client } = await departmentClient(ctx);
    const a = await createAuthority(ctx.db);
    const authority = await login(ctx, '/api/public-authority/login', {
      username: a.username,
      password: PASSWORD,
    });
    expect(
      (await client.patch(`/api/admin/public-authorities/${a.id}/status`, { is_active: false })).status,
    ).toBe(200);
    expect((await authority.get('/api/public-authority/me')).status).toBe(401);
    await client.patch(`/api/admin/public-authorities/${a.id}/status`, { is_active: true });

    const again = await login(ctx, '/api/public-authority/login', {
      username: a.username,
      password: PASSWORD,
    });
    const body = { authority_name: 'Polícia Civil', username: a.username, password: 'nova-senha' };
    expect((await client.put(`/api/admin/public-authorities/${a.id}`, body)).status).toBe(200);
    expect((await again.get('/api/public-authority/me')).status).toBe(401);
  });
});
