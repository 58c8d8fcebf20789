import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PatientProfile, StaffUser } from '@saude/shared/schemas/auth';
import { createTestContext, type TestContext } from '../../test/harness';
import { PASSWORD, createPatient, createStaff, nextCpf } from '../../test/fixtures';
import { nextPageOf } from '../../test/list-pages';
import { auditActions, departmentClient, login } from './admin.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const count = async (table: 'staff' | 'patients') =>
  Number(
    (
      await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('admin staff', () => {
  it('creates, lists with search, type filter and pagination, and edits staff', async () => {
    const { client } = await departmentClient(ctx);
    const cpf = nextCpf();
    const created = await client.post<{ success: boolean; user: StaffUser }>('/api/admin/staff', {
      full_name: 'Dra. Ana Souza',
      user_type: 'doctor',
      cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      phone: '(11) 98888-7777',
      specialty: 'Pediatra',
      crm: '77701',
      crm_uf: 'sp',
      password: 'segredo1',
    });
    expect(created.status).toBe(201);
    // The CBO comes from the specialty when the form gives none.
    expect(created.body.user).toMatchObject({
      cpf,
      specialty: 'Pediatra',
      crm: '77701',
      crm_uf: 'SP',
      cbo: '225124',
      is_active: true,
    });
    expect(JSON.stringify(created.body)).not.toContain('password');
    await client.post('/api/admin/staff', {
      full_name: 'Carlos Recepção',
      user_type: 'reception',
      // Unlike the first CPF's digits, which the search below looks for.
      cpf: '11144477735',
      password: 'segredo1',
    });

    const byName = await client.get<StaffUser[]>('/api/admin/staff?q=ana sou');
    expect(byName.body.map((s) => s.full_name)).toEqual(['Dra. Ana Souza']);
    expect(byName.headers.get('x-total-count')).toBe('1');
    expect((await client.get<StaffUser[]>(`/api/admin/staff?q=${cpf.slice(2, 8)}`)).body).toHaveLength(1);
    expect((await client.get<StaffUser[]>('/api/admin/staff?q=77701')).body).toHaveLength(1);
    const receptionists = await client.get<StaffUser[]>('/api/admin/staff?user_type=reception');
    expect(receptionists.body.map((s) => s.full_name)).toEqual(['Carlos Recepção']);
    const first = await client.get<StaffUser[]>('/api/admin/staff?limit=1');
    const page = await client.get<StaffUser[]>(nextPageOf(first)!);
    expect(page.body.map((s) => s.full_name)).toEqual(['Dra. Ana Souza']);
    expect(page.headers.get('x-total-count')).toBe('2');

    const edited = await client.put<{ user: StaffUser }>(`/api/admin/staff/${created.body.user.id}`, {
      full_name: 'Dra. Ana Souza Lima',
      user_type: 'doctor',
      cpf: '',
      specialty: 'Cardiologista',
      crm: '77701',
      crm_uf: 'SP',
      password: '',
    });
    expect(edited.status).toBe(200);
    // A blank CPF keeps the current one: it is the sign-in identifier.
    expect(edited.body.user).toMatchObject({
      full_name: 'Dra. Ana Souza Lima',
      cpf,
      specialty: 'Cardiologista',
    });
    expect(await auditActions(ctx)).toEqual(
      expect.arrayContaining(['admin.staff.created', 'admin.staff.updated']),
    );
  });

  it('refuses invalid bodies with 400 and a taken CPF with 409, writing nothing', async () => {
    const { client } = await departmentClient(ctx);
    const existing = await createStaff(ctx.db, 'doctor');
    const before = await count('staff');
    const cases: [Record<string, unknown>, string][] = [
      [{ user_type: 'doctor', cpf: nextCpf(), password: 'segredo1' }, 'Nome completo é obrigatório'],
      [
        { full_name: 'X', user_type: 'nurse', cpf: nextCpf(), password: 'segredo1' },
        'Tipo de funcionário é obrigatório',
      ],
      [
        { full_name: 'X', user_type: 'doctor', cpf: nextCpf(), password: '123' },
        'A senha deve ter pelo menos 6 caracteres',
      ],
      [{ full_name: 'X', user_type: 'doctor', cpf: nextCpf() }, 'Senha é obrigatória'],
      // The member signs in with the CPF (decision 061).
      [{ full_name: 'X', user_type: 'doctor', password: 'segredo1' }, 'CPF é obrigatório'],
      [{ full_name: 'X', user_type: 'doctor', cpf: ' ', password: 'segredo1' }, 'CPF é obrigatório'],
      [
        { full_name: 'X', user_type: 'doctor', cpf: '12345678900', password: 'segredo1' },
        'CPF inválido - verifique os dígitos verificadores',
      ],
    ];
    for (const [body, error] of cases) {
      const res = await client.post('/api/admin/staff', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ error });
    }
    const dup = await client.post('/api/admin/staff', {
      full_name: 'Outro',
      user_type: 'reception',
      cpf: existing.cpf,
      password: 'segredo1',
    });
    expect(dup).toMatchObject({ status: 409, body: { error: 'CPF já cadastrado' } });
    expect(await count('staff')).toBe(before);

    const other = await createStaff(ctx.db, 'reception');
    const editDup = await client.put(`/api/admin/staff/${other.id}`, {
      full_name: 'Outro',
      user_type: 'reception',
      cpf: existing.cpf,
    });
    expect(editDup.status).toBe(409);
    expect((await client.put('/api/admin/staff/99999', { full_name: 'X', user_type: 'doctor' })).status).toBe(
      404,
    );
  });

  it('a password change ends the sessions and the new password works; a blank one keeps the old', async () => {
    const { client } = await departmentClient(ctx);
    const member = await createStaff(ctx.db, 'doctor');
    const body = { full_name: 'Funcionário doctor', user_type: 'doctor' };

    const staff = await login(ctx, '/api/auth/staff/login', { cpf: member.cpf, password: PASSWORD });
    expect((await client.put(`/api/admin/staff/${member.id}`, { ...body, password: '' })).status).toBe(200);
    expect((await staff.get('/api/auth/staff/me')).status).toBe(200);
    await login(ctx, '/api/auth/staff/login', { cpf: member.cpf, password: PASSWORD });

    expect(
      (await client.put(`/api/admin/staff/${member.id}`, { ...body, password: 'nova-senha' })).status,
    ).toBe(200);
    expect((await staff.get('/api/auth/staff/me')).status).toBe(401);
    await login(ctx, '/api/auth/staff/login', { cpf: member.cpf, password: 'nova-senha' });
  });

  it('deactivation ends the sessions at once; activation lets the account back in', async () => {
    const { client } = await departmentClient(ctx);
    const member = await createStaff(ctx.db, 'reception');
    const staff = await login(ctx, '/api/auth/staff/login', { cpf: member.cpf, password: PASSWORD });
    const off = await client.patch<{ user: StaffUser }>(`/api/admin/staff/${member.id}/status`, {
      is_active: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.user.is_active).toBe(false);
    expect(
      await ctx.db.selectFrom('sessions').selectAll().where('principal_kind', '=', 'staff').execute(),
    ).toEqual([]);
    expect((await staff.get('/api/auth/staff/me')).status).toBe(401);

    expect((await client.patch(`/api/admin/staff/${member.id}/status`, { is_active: 'no' })).status).toBe(
      400,
    );
    expect((await client.patch(`/api/admin/staff/${member.id}/status`, { is_active: true })).status).toBe(
      200,
    );
    await login(ctx, '/api/auth/staff/login', { cpf: member.cpf, password: PASSWORD });
    const audit = await ctx.db
      .selectFrom('audit_events')
      .select(['action', 'target_id', 'details', 'actor_kind'])
      .where('action', '=', 'admin.staff.status_changed')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.target_id, JSON.parse(a.details ?? '{}').is_active, a.actor_kind])).toEqual([
      [String(member.id), false, 'health_department'],
      [String(member.id), true, 'health_department'],
    ]);
  });
});

describe('admin patients', () => {
  const patientBody = {
    full_name: 'João Pereira',
    phone: '11977776666',
    sus_card: '898001234567808',
    blood_type: 'O+',
    gender: 'masculino',
    birth_date: '1980-05-10',
  };

  it('creates, searches by name, CPF and SUS card, and edits a patient', async () => {
    const { client } = await departmentClient(ctx);
    const cpf = nextCpf();
    const created = await client.post<{ user: PatientProfile }>('/api/admin/patients', {
      ...patientBody,
      cpf,
      password: 'segredo1',
    });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      cpf,
      blood_type: 'O+',
      sus_card: '898001234567808',
      is_active: true,
    });
    expect(JSON.stringify(created.body)).not.toContain('password');
    await createPatient(ctx.db, { full_name: 'Beatriz Nunes' });

    for (const q of [
      'joão',
      `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      '8980012',
    ]) {
      const res = await client.get<PatientProfile[]>(`/api/admin/patients?q=${encodeURIComponent(q)}`);
      expect(
        res.body.map((p) => p.full_name),
        q,
      ).toEqual(['João Pereira']);
      expect(res.headers.get('x-total-count')).toBe('1');
    }
    // Without a search, newest first, page by page; each page's patients are kept in the audit trail.
    const newest = await client.get<PatientProfile[]>('/api/admin/patients?limit=1');
    const older = await client.get<PatientProfile[]>(nextPageOf(newest)!);
    expect([...newest.body, ...older.body].map((p) => p.full_name)).toEqual([
      'Beatriz Nunes',
      'João Pereira',
    ]);
    expect(nextPageOf(older)).toBeNull();
    expect(older.headers.get('x-total-count')).toBe('2');
    const listed = await ctx.db
      .selectFrom('audit_events')
      .select('details')
      .where('action', '=', 'admin.patients.list')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(listed.details!)).toMatchObject({
      limit: 1,
      after: expect.any(Number),
      returned: 1,
      ids: [created.body.user.id],
    });

    const edited = await client.put<{ user: PatientProfile }>(`/api/admin/patients/${created.body.user.id}`, {
      ...patientBody,
      cpf,
      blood_type: 'A-',
      password: '',
    });
    expect(edited.body.user.blood_type).toBe('A-');
    await login(ctx, '/api/auth/patient/login', { cpf, password: 'segredo1' });
  });

  it('requires CPF and password on create; refuses a taken CPF; writes nothing', async () => {
    const { client } = await departmentClient(ctx);
    const existing = await createPatient(ctx.db);
    const before = await count('patients');
    expect((await client.post('/api/admin/patients', { ...patientBody, password: 'segredo1' })).body).toEqual(
      {
        error: 'CPF é obrigatório',
      },
    );
    expect((await client.post('/api/admin/patients', { ...patientBody, cpf: nextCpf() })).status).toBe(400);
    expect(
      (
        await client.post('/api/admin/patients', {
          ...patientBody,
          cpf: nextCpf(),
          blood_type: 'C+',
          password: 'segredo1',
        })
      ).body,
    ).toEqual({ error: 'Tipo sanguíneo inválido' });
    const dup = await client.post('/api/admin/patients', {
      ...patientBody,
      cpf: existing.cpf,
      password: 'segredo1',
    });
    expect(dup).toMatchObject({ status: 409, body: { error: 'CPF já cadastrado' } });
    expect(await count('patients')).toBe(before);
  });

  it('deactivation and a password change end the patient sessions', async () => {
    const { client } = await departmentClient(ctx);
    const p = await createPatient(ctx.db);
    const patient = await login(ctx, '/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
    expect((await client.patch(`/api/admin/patients/${p.id}/status`, { is_active: false })).status).toBe(200);
    expect((await patient.get('/api/auth/patient/me')).status).toBe(401);
    expect((await client.patch(`/api/admin/patients/${p.id}/status`, { is_active: true })).status).toBe(200);

    const again = await login(ctx, '/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
    const body = { full_name: 'Maria da Silva', cpf: p.cpf, password: 'outra-senha' };
    expect((await client.put(`/api/admin/patients/${p.id}`, body)).status).toBe(200);
    expect((await again.get('/api/auth/patient/me')).status).toBe(401);
    const third = await login(ctx, '/api/auth/patient/login', { cpf: p.cpf, password: 'outra-senha' });
    // A new name keeps the session; a new sign-in CPF ends it.
    expect(
      (await client.put(`/api/admin/patients/${p.id}`, { ...body, full_name: 'Maria S.', password: '' }))
        .status,
    ).toBe(200);
    expect((await third.get('/api/auth/patient/me')).status).toBe(200);
    expect(
      (await client.put(`/api/admin/patients/${p.id}`, { ...body, cpf: nextCpf(), password: '' })).status,
    ).toBe(200);
    expect((await third.get('/api/auth/patient/me')).status).toBe(401);
    expect((await client.patch('/api/admin/patients/99999/status', { is_active: false })).status).toBe(404);
  });
});
