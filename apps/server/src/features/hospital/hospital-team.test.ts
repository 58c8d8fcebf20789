import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HospitalDoctor, HospitalStaffMember } from '@saude/shared/schemas/hospital';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { nextCpf } from '../../test/fixtures';
import {
  hospitalClient,
  insertAppointment,
  insertHospitalDoctor,
  patientClient,
  staffClient,
} from '../appointments/appointments.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const doctorBody = {
  doctor_name: 'Dr. Paulo Lima',
  specialty: 'Ortopedista',
  crm: '44550',
  crm_uf: 'SP',
  phone: '(11) 98888-7777',
  email: 'paulo@example.com',
  schedule_notes: 'Terças e quintas',
};

describe('hospital autonomous doctors', () => {
  it('creates, lists, edits and removes a doctor of the unit', async () => {
    const hospital = await hospitalClient(ctx);
    const created = await hospital.client.post<HospitalDoctor>('/api/hospital/doctors', doctorBody);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...doctorBody, phone: '11988887777', is_active: true });

    const list = await hospital.client.get<HospitalDoctor[]>('/api/hospital/doctors');
    expect(list.body.map((d) => d.id)).toEqual([created.body.id]);

    const edited = await hospital.client.put<HospitalDoctor>(`/api/hospital/doctors/${created.body.id}`, {
      ...doctorBody,
      crm: '100200',
      crm_uf: 'pr',
      email: '',
    });
    expect(edited.body).toMatchObject({ crm: '100200', crm_uf: 'PR', email: null });

    const removed = await hospital.client.delete<{ deactivated: boolean }>(
      `/api/hospital/doctors/${created.body.id}`,
    );
    expect(removed.body.deactivated).toBe(false);
    expect((await hospital.client.get<HospitalDoctor[]>('/api/hospital/doctors')).body).toEqual([]);
  });

  it('deactivates instead of deleting a doctor with appointments, keeping the name in history', async () => {
    const hospital = await hospitalClient(ctx);
    const patient = await patientClient(ctx);
    const doctorId = await insertHospitalDoctor(ctx, hospital.unitId, { doctor_name: 'Dra. Histórica' });
    await insertAppointment(ctx, { patient_id: patient.id, hospital_doctor_id: doctorId });
    const removed = await hospital.client.delete<{ deactivated: boolean }>(
      `/api/hospital/doctors/${doctorId}`,
    );
    expect(removed.body.deactivated).toBe(true);
    const list = await hospital.client.get<HospitalDoctor[]>('/api/hospital/doctors');
    expect(list.body[0]).toMatchObject({ id: doctorId, is_active: false });
    const seen = await patient.client.get<{ doctor_name: string }[]>('/api/appointments');
    expect(seen.body[0]!.doctor_name).toBe('Dra. Histórica');
  });

  it('requires name, specialty and CRM and a valid e-mail', async () => {
    const hospital = await hospitalClient(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...doctorBody, doctor_name: ' ' }, 'Nome do médico é obrigatório'],
      [{ ...doctorBody, specialty: undefined }, 'Especialidade é obrigatória'],
      [{ ...doctorBody, crm: '' }, 'CRM é obrigatório'],
      [{ ...doctorBody, crm: 'CRM-SP 4455' }, 'CRM deve ter de 4 a 7 dígitos'],
      [{ ...doctorBody, crm: '123' }, 'CRM deve ter de 4 a 7 dígitos'],
      [{ ...doctorBody, crm_uf: undefined }, 'UF do CRM é obrigatória'],
      [{ ...doctorBody, crm_uf: 'XX' }, 'UF do CRM inválida'],
      [{ ...doctorBody, cbo: '2251' }, 'CBO deve ter 6 dígitos'],
      [{ ...doctorBody, email: 'paulo@' }, 'E-mail inválido'],
    ];
    for (const [body, message] of cases) {
      const res = await hospital.client.post<{ error: string }>('/api/hospital/doctors', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(await ctx.db.selectFrom('hospital_doctors').selectAll().execute()).toEqual([]);
  });

  it("answers 404 for another unit's doctor", async () => {
    const hospital = await hospitalClient(ctx);
    const other = await hospitalClient(ctx);
    const theirs = await insertHospitalDoctor(ctx, other.unitId);
    expect((await hospital.client.put(`/api/hospital/doctors/${theirs}`, doctorBody)).status).toBe(404);
    expect((await hospital.client.delete(`/api/hospital/doctors/${theirs}`)).status).toBe(404);
    expect((await hospital.client.get<HospitalDoctor[]>('/api/hospital/doctors')).body).toEqual([]);
  });
});

describe('hospital staff', () => {
  it('creates an employee doctor who can sign in, lists and edits it', async () => {
    const hospital = await hospitalClient(ctx);
    const cpf = nextCpf();
    const created = await hospital.client.post<HospitalStaffMember>('/api/hospital/staff', {
      full_name: 'Dra. Helena Dias',
      cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      phone: '11977776666',
      user_type: 'doctor',
      specialty: 'Pediatra',
      crm: '77001',
      crm_uf: 'SP',
      password: 'segredo1',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      cpf,
      user_type: 'doctor',
      specialty: 'Pediatra',
      crm: '77001',
      crm_uf: 'SP',
      cbo: '225124',
      is_active: true,
    });
    expect(JSON.stringify(created.body)).not.toContain('password');
    const row = await ctx.db.selectFrom('staff').selectAll().where('cpf', '=', cpf).executeTakeFirstOrThrow();
    expect(row.health_unit_id).toBe(hospital.unitId);

    const login = await new TestClient(ctx.app, '10.50.0.1').post('/api/auth/staff/login', {
      cpf,
      password: 'segredo1',
    });
    expect(login.status).toBe(200);

    // Blank password and absent CPF keep the current ones; a receptionist carries no specialty or CRM.
    const edited = await hospital.client.put<HospitalStaffMember>(`/api/hospital/staff/${created.body.id}`, {
      full_name: 'Helena Dias',
      user_type: 'reception',
      specialty: 'Pediatra',
      password: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      full_name: 'Helena Dias',
      cpf,
      user_type: 'reception',
      specialty: null,
      crm: null,
      crm_uf: null,
      cbo: '422105',
    });
    const relogin = await new TestClient(ctx.app, '10.50.0.2').post('/api/auth/staff/login', {
      cpf,
      password: 'segredo1',
    });
    expect(relogin.status).toBe(200);

    const list = await hospital.client.get<HospitalStaffMember[]>('/api/hospital/staff');
    expect(list.body.map((s) => s.id)).toEqual([created.body.id]);
  });

  it('answers 409 for a CPF already registered and 400 for bad input', async () => {
    const hospital = await hospitalClient(ctx);
    const existing = await staffClient(ctx, 'reception', null);
    const cpf = (
      await ctx.db.selectFrom('staff').select('cpf').where('id', '=', existing.id).executeTakeFirstOrThrow()
    ).cpf!;
    const taken = await hospital.client.post<{ error: string }>('/api/hospital/staff', {
      full_name: 'Outro',
      cpf,
      user_type: 'reception',
      password: 'segredo1',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('CPF já cadastrado');
    const cases: [Record<string, unknown>, string][] = [
      [
        { full_name: 'A', cpf: '52998224725', user_type: 'reception', password: '123' },
        'A senha deve ter pelo menos 6 caracteres',
      ],
      [
        { full_name: 'A', cpf: '52998224725', user_type: 'health_department', password: '123456' },
        'Tipo de funcionário é obrigatório',
      ],
      [
        { full_name: '', cpf: '52998224725', user_type: 'doctor', password: '123456' },
        'Nome completo é obrigatório',
      ],
      // Signing in takes the CPF: a member without one could never enter (decision 061).
      [{ full_name: 'A', user_type: 'reception', password: '123456' }, 'CPF é obrigatório'],
      [{ full_name: 'A', cpf: '', user_type: 'reception', password: '123456' }, 'CPF é obrigatório'],
      [{ full_name: 'A', cpf: '123', user_type: 'reception', password: '123456' }, 'CPF deve ter 11 dígitos'],
      [
        { full_name: 'A', cpf: '11111111111', user_type: 'doctor', password: '123456' },
        'CPF inválido - verifique os dígitos verificadores',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await hospital.client.post<{ error: string }>('/api/hospital/staff', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(await hospital.client.get<HospitalStaffMember[]>('/api/hospital/staff')).toMatchObject({
      body: [],
    });
  });

  it("a new password or CPF given by the unit ends the member's sessions; a new name does not", async () => {
    const hospital = await hospitalClient(ctx);
    const member = await staffClient(ctx, 'reception', hospital.unitId);
    const edit = (body: Record<string, unknown>) =>
      hospital.client.put(`/api/hospital/staff/${member.id}`, {
        full_name: 'Recepção Centro',
        user_type: 'reception',
        ...body,
      });
    expect((await edit({})).status).toBe(200);
    expect((await member.client.get('/api/auth/staff/me')).status).toBe(200);

    expect((await edit({ password: 'nova-senha-9' })).status).toBe(200);
    expect((await member.client.get('/api/auth/staff/me')).status).toBe(401);

    const row = await ctx.db
      .selectFrom('staff')
      .select('cpf')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const again = new TestClient(ctx.app, '10.50.0.9');
    expect(
      (await again.post('/api/auth/staff/login', { cpf: row.cpf, password: 'nova-senha-9' })).status,
    ).toBe(200);
    expect((await edit({ cpf: nextCpf() })).status).toBe(200);
    expect((await again.get('/api/auth/staff/me')).status).toBe(401);
  });

  it("answers 404 for another unit's staff member", async () => {
    const hospital = await hospitalClient(ctx);
    const other = await hospitalClient(ctx);
    const theirs = await staffClient(ctx, 'doctor', other.unitId);
    const res = await hospital.client.put(`/api/hospital/staff/${theirs.id}`, {
      full_name: 'Tomado',
      user_type: 'doctor',
    });
    expect(res.status).toBe(404);
    const name = await ctx.db
      .selectFrom('staff')
      .select('full_name')
      .where('id', '=', theirs.id)
      .executeTakeFirst();
    expect(name?.full_name).toBe('Funcionário doctor');
  });
});
