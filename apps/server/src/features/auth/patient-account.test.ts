import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { createPatient, nextCpf, PASSWORD, pendingUserClient, signedIn } from '../../test/fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

async function patientOnTwoDevices() {
  const p = await createPatient(ctx.db, { full_name: 'Rita Moura' });
  const phone = new TestClient(ctx.app, '10.4.0.1');
  const tablet = new TestClient(ctx.app, '10.4.0.2');
  for (const device of [phone, tablet]) {
    expect((await device.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD })).status).toBe(
      200,
    );
  }
  return { ...p, phone, tablet };
}

describe('PATCH /api/auth/patient/me', () => {
  it('keeps the patient contact data and address current, with the registration rules', async () => {
    const { id, phone } = await patientOnTwoDevices();
    const res = await phone.patch<{ patient: PatientProfile }>('/api/auth/patient/me', {
      phone: '(11) 98765-4321',
      sus_card: '898001234567808',
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      numero: '10',
      complemento: '',
      bairro: 'Sé',
      cidade: 'São Paulo',
      estado: 'sp',
    });
    expect(res.status).toBe(200);
    expect(res.body.patient).toMatchObject({
      phone: '11987654321',
      sus_card: '898001234567808',
      cep: '01001000',
      logradouro: 'Praça da Sé',
      complemento: null,
      estado: 'SP',
    });
    const me = await phone.get<{ patient: PatientProfile }>('/api/auth/patient/me');
    expect(me.body.patient.cidade).toBe('São Paulo');
    // An emptied field clears it; a bad one is refused in Portuguese and nothing changes.
    const cleared = await phone.patch<{ patient: PatientProfile }>('/api/auth/patient/me', { phone: '' });
    expect(cleared.body.patient).toMatchObject({ phone: null, cep: null });
    const bad = await phone.patch<{ error: string }>('/api/auth/patient/me', { cep: '123' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('CEP deve ter 8 dígitos');
    const audit = await ctx.db
      .selectFrom('audit_events')
      .select('target_id')
      .where('action', '=', 'patient.contact.updated')
      .execute();
    expect(audit.map((a) => a.target_id)).toEqual([String(id), String(id)]);
  });

  it("is the patient's own: other roles get 403, and nobody names another patient", async () => {
    for (const role of ['doctor', 'hospital', 'health_department'] as const) {
      const other = await signedIn(ctx, role);
      expect((await other.patch('/api/auth/patient/me', { phone: '' })).status, role).toBe(403);
    }
    const victim = await createPatient(ctx.db, { full_name: 'Outra Pessoa' });
    const { phone } = await patientOnTwoDevices();
    // Unknown keys (an id) are not read: only the caller's own row changes.
    await phone.patch('/api/auth/patient/me', { id: victim.id, phone: '11900000000' });
    const row = await ctx.db
      .selectFrom('patients')
      .select('phone')
      .where('id', '=', victim.id)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBeNull();
  });
});

describe('POST /api/auth/patient/password', () => {
  it('asks for the current password, changes it, and ends the other sessions (not this one)', async () => {
    const { cpf, phone, tablet } = await patientOnTwoDevices();
    const wrong = await phone.post<{ error: string }>('/api/auth/patient/password', {
      current_password: 'errada',
      new_password: 'nova-senha-1',
      confirm_password: 'nova-senha-1',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe('Senha atual incorreta');
    const mismatch = await phone.post<{ error: string }>('/api/auth/patient/password', {
      current_password: PASSWORD,
      new_password: 'nova-senha-1',
      confirm_password: 'outra',
    });
    expect(mismatch.body.error).toBe('As senhas não coincidem');
    expect((await tablet.get('/api/auth/patient/me')).status).toBe(200);

    const changed = await phone.post('/api/auth/patient/password', {
      current_password: PASSWORD,
      new_password: 'nova-senha-1',
      confirm_password: 'nova-senha-1',
    });
    expect(changed.status).toBe(200);
    expect((await phone.get('/api/auth/patient/me')).status).toBe(200);
    expect((await tablet.get('/api/auth/patient/me')).status).toBe(401);
    const fresh = new TestClient(ctx.app, '10.4.0.3');
    expect((await fresh.post('/api/auth/patient/login', { cpf, password: PASSWORD })).status).toBe(401);
    expect((await fresh.post('/api/auth/patient/login', { cpf, password: 'nova-senha-1' })).status).toBe(200);
  });

  it('holds back guessing from an open session', async () => {
    const { phone } = await patientOnTwoDevices();
    const guess = () =>
      phone.post('/api/auth/patient/password', {
        current_password: 'chute',
        new_password: 'nova-senha-1',
        confirm_password: 'nova-senha-1',
      });
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(403);
    expect((await guess()).status).toBe(429);
  });

  it('a patient who signs in with Google keeps their data current, and is told there is no password', async () => {
    const { client } = await pendingUserClient(ctx, 'Gabi Google');
    const created = await client.post('/api/users/profile', {
      user_type: 'patient',
      full_name: 'Gabi Google',
      cpf: nextCpf(),
    });
    expect(created.status).toBe(201);
    const updated = await client.patch<{ patient: PatientProfile }>('/api/auth/patient/me', {
      phone: '11912345678',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.patient.phone).toBe('11912345678');
    const change = await client.post<{ error: string }>('/api/auth/patient/password', {
      current_password: 'qualquer',
      new_password: 'nova-senha-1',
      confirm_password: 'nova-senha-1',
    });
    expect(change.status).toBe(409);
    expect(change.body.error).toBe('Esta conta entra com o Google e não tem senha para alterar.');
  });
});
