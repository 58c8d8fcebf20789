/**
 * The CNS (Cartão Nacional de Saúde) on every way a patient is written: a number that fails the
 * check digits is refused with one message and nothing is written; a number stored before the check
 * stays readable, is flagged to the department and does not block an edit of other data.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPatient } from '@saude/shared/schemas/admin';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { PASSWORD, createPatient, nextCpf, pendingUserClient, signedIn } from '../../test/fixtures';
import { departmentClient } from '../admin/admin.fixtures';
import { hospitalClient } from '../appointments/appointments.fixtures';

const MESSAGE = 'CNS inválido - verifique os dígitos';
const DEFINITIVE = '170932819240002';
const PROVISIONAL = '898001234567808';
/** Fails the check: the kind of number typed before it existed. */
const LEGACY = '898001234567890';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const patientCount = async () => (await ctx.db.selectFrom('patients').select('id').execute()).length;

async function withLegacyCns(full_name: string, sus_card: string | null = LEGACY) {
  const p = await createPatient(ctx.db, { full_name });
  await ctx.db.updateTable('patients').set({ sus_card }).where('id', '=', p.id).execute();
  return p;
}

const registration = (sus_card: string) => ({
  cpf: nextCpf(),
  full_name: 'João Pereira',
  birth_date: '1990-05-20',
  gender: 'masculino',
  password: 'segredo1',
  confirm_password: 'segredo1',
  sus_card,
});

describe('CNS at registration', () => {
  it('refuses a CNS with wrong check digits and writes nothing', async () => {
    const before = await patientCount();
    for (const sus_card of [LEGACY, '123', '300000000000003', '898 0012 3456 7890']) {
      const res = await new TestClient(ctx.app, '10.70.0.1').post(
        '/api/auth/patient/register',
        registration(sus_card),
      );
      expect(res.status, sus_card).toBe(400);
      expect(res.body).toEqual({ error: MESSAGE });
    }
    expect(await patientCount()).toBe(before);
  });

  it('takes a valid definitive and a valid provisional number, masked, as digits', async () => {
    for (const [sus_card, digits] of [
      ['170 9328 1924 0002', DEFINITIVE],
      ['898 0012 3456 7808', PROVISIONAL],
    ]) {
      const res = await new TestClient(ctx.app, '10.70.0.2').post<{ patient: PatientProfile }>(
        '/api/auth/patient/register',
        registration(sus_card!),
      );
      expect(res.status).toBe(201);
      expect(res.body.patient.sus_card).toBe(digits);
    }
  });
});

describe('CNS on the other forms that create a patient', () => {
  it('the department, a unit and a Google profile are refused an invalid CNS', async () => {
    const before = await patientCount();
    const { client: department } = await departmentClient(ctx);
    const admin = await department.post('/api/admin/patients', {
      full_name: 'Ana Souza',
      cpf: nextCpf(),
      password: 'segredo1',
      sus_card: LEGACY,
    });
    expect(admin).toMatchObject({ status: 400, body: { error: MESSAGE } });

    const { client: unit } = await hospitalClient(ctx);
    const byUnit = await unit.post('/api/hospital/patients', {
      full_name: 'Ana Souza',
      cpf: nextCpf(),
      password: 'segredo1',
      sus_card: '700000000000001',
    });
    expect(byUnit).toMatchObject({ status: 400, body: { error: MESSAGE } });

    const { client: google } = await pendingUserClient(ctx);
    const setup = await google.post('/api/users/profile', {
      user_type: 'patient',
      full_name: 'Ana Souza',
      cpf: nextCpf(),
      sus_card: LEGACY,
    });
    expect(setup).toMatchObject({ status: 400, body: { error: MESSAGE } });
    expect(await patientCount()).toBe(before);

    const ok = await unit.post<{ sus_card: string }>('/api/hospital/patients', {
      full_name: 'Ana Souza',
      cpf: nextCpf(),
      password: 'segredo1',
      sus_card: '700 0000 0000 0005',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.sus_card).toBe('700000000000005');
  });
});

describe('a CNS stored before the check', () => {
  it('is flagged in the department list, kept, and only a change of it must be valid', async () => {
    const legacy = await withLegacyCns('Lúcia Antiga');
    await withLegacyCns('Marcos Válido', DEFINITIVE);
    await withLegacyCns('Sem Cartão', null);
    const { client } = await departmentClient(ctx);

    const list = await client.get<AdminPatient[]>('/api/admin/patients');
    const flags = Object.fromEntries(list.body.map((p) => [p.full_name, [p.sus_card, p.sus_card_invalid]]));
    expect(flags).toEqual({
      'Lúcia Antiga': [LEGACY, true],
      'Marcos Válido': [DEFINITIVE, false],
      'Sem Cartão': [null, false],
    });

    // Editing the phone sends the old number back, masked as the form shows it: accepted and kept.
    const body = { full_name: 'Lúcia Antiga', cpf: legacy.cpf, phone: '11987654321', password: '' };
    const kept = await client.put<{ user: AdminPatient }>(`/api/admin/patients/${legacy.id}`, {
      ...body,
      sus_card: '898 0012 3456 7890',
    });
    expect(kept.status).toBe(200);
    expect(kept.body.user).toMatchObject({ phone: '11987654321', sus_card: LEGACY, sus_card_invalid: true });

    // Another invalid number is refused and nothing changes.
    const changed = await client.put(`/api/admin/patients/${legacy.id}`, {
      ...body,
      phone: '11911112222',
      sus_card: '898001234567892',
    });
    expect(changed).toMatchObject({ status: 400, body: { error: MESSAGE } });
    const row = await ctx.db
      .selectFrom('patients')
      .select(['sus_card', 'phone'])
      .where('id', '=', legacy.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sus_card: LEGACY, phone: '11987654321' });

    // Corrected: the flag goes.
    const fixed = await client.put<{ user: AdminPatient }>(`/api/admin/patients/${legacy.id}`, {
      ...body,
      sus_card: PROVISIONAL,
    });
    expect(fixed.body.user).toMatchObject({ sus_card: PROVISIONAL, sus_card_invalid: false });
  });

  it('does not block the patient updating their own contact data', async () => {
    const p = await withLegacyCns('Rita Moura');
    const phone = new TestClient(ctx.app, '10.70.0.3');
    expect((await phone.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD })).status).toBe(
      200,
    );
    const kept = await phone.patch<{ patient: PatientProfile }>('/api/auth/patient/me', {
      phone: '(11) 98765-4321',
      sus_card: LEGACY,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.patient).toMatchObject({ phone: '11987654321', sus_card: LEGACY });
    const changed = await phone.patch('/api/auth/patient/me', { phone: '', sus_card: '898001234567892' });
    expect(changed).toMatchObject({ status: 400, body: { error: MESSAGE } });
    const row = await ctx.db
      .selectFrom('patients')
      .select('phone')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe('11987654321');
  });

  it('the flag is the department’s: other roles are refused its list', async () => {
    await withLegacyCns('Lúcia Antiga');
    for (const role of ['doctor', 'hospital', 'patient', 'public_authority'] as const) {
      const client = await signedIn(ctx, role);
      expect((await client.get('/api/admin/patients')).status, role).toBe(403);
    }
  });
});
