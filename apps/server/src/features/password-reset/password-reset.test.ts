import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESET_CODE_MAX_ATTEMPTS, RESET_MESSAGES } from '@saude/shared/schemas/password-reset';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import {
  PASSWORD,
  createHospital,
  createPatient,
  createStaff,
  createUnit,
  signedIn,
} from '../../test/fixtures';
import { startFakeSmtpServer } from '../../test/fake-smtp-server';
import { nowIso } from '../../lib/time';

const NEW_PASSWORD = 'nova-senha-456';
type Issued = { code: string; expires_at: string; account_name: string };

let ctx: TestContext;
afterEach(async () => {
  await ctx?.close();
});

const client = (ip = '10.7.0.1') => new TestClient(ctx.app, ip);

/** Reception of a unit, signed in through the real login. */
async function receptionOf(unitId: number | null) {
  const s = await createStaff(ctx.db, 'reception', { health_unit_id: unitId });
  const c = client(`10.7.1.${s.id % 250}`);
  expect((await c.post('/api/auth/staff/login', { cpf: s.cpf, password: PASSWORD })).status).toBe(200);
  return c;
}

async function issue(counter: TestClient, cpf: string, account_kind: 'patient' | 'staff' = 'patient') {
  return counter.post<Issued>('/api/password-reset/codes', { cpf, account_kind, identity_checked: true });
}

describe('a code given at the counter', () => {
  beforeEach(async () => {
    ctx = await createTestContext();
  });

  it('lets the patient set a new password once, ends their sessions and is audited', async () => {
    const unit = await createUnit(ctx.db);
    const counter = await receptionOf(unit.id);
    const p = await createPatient(ctx.db, { full_name: 'Joana Prado' });
    const phone = client('10.7.2.1');
    expect((await phone.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD })).status).toBe(
      200,
    );

    const issued = await issue(counter, p.cpf);
    expect(issued.status).toBe(201);
    expect(issued.body.code).toMatch(/^\d{8}$/);
    expect(issued.body.account_name).toBe('Joana Prado');
    const minutes = (Date.parse(issued.body.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const stored = await ctx.db.selectFrom('password_reset_codes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(issued.body.code);

    const person = client('10.7.3.1');
    const spaced = `${issued.body.code.slice(0, 4)} ${issued.body.code.slice(4)}`;
    const reset = await person.post('/api/password-reset', {
      cpf: p.cpf,
      account_kind: 'patient',
      code: spaced,
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);

    // The session opened before the reset is over; the old password no longer works.
    expect((await phone.get('/api/auth/patient/me')).status).toBe(401);
    expect((await person.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD })).status).toBe(
      401,
    );
    expect(
      (await person.post('/api/auth/patient/login', { cpf: p.cpf, password: NEW_PASSWORD })).status,
    ).toBe(200);

    // Works once.
    const again = await client('10.7.3.2').post('/api/password-reset', {
      cpf: p.cpf,
      account_kind: 'patient',
      code: issued.body.code,
      password: 'outra-senha-789',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: RESET_MESSAGES.invalidCode });

    const audit = await ctx.db
      .selectFrom('audit_events')
      .select(['action', 'actor_kind', 'target_type', 'target_id'])
      .where('action', 'like', 'password_reset.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'password_reset.code_issued',
      'password_reset.completed',
      'password_reset.failed',
    ]);
    expect(audit[0]).toMatchObject({ actor_kind: 'staff', target_type: 'patient', target_id: String(p.id) });
    expect(audit[1]).toMatchObject({ actor_kind: 'patient', target_id: String(p.id) });
  });

  it('expires after 15 minutes, and a newer code replaces the older', async () => {
    const counter = await receptionOf((await createUnit(ctx.db)).id);
    const p = await createPatient(ctx.db);
    const first = await issue(counter, p.cpf);
    const second = await issue(counter, p.cpf);
    const attempt = (code: string, ip: string) =>
      client(ip).post('/api/password-reset', {
        cpf: p.cpf,
        account_kind: 'patient',
        code,
        password: NEW_PASSWORD,
      });
    expect((await attempt(first.body.code, '10.7.4.1')).status).toBe(400);

    await ctx.db
      .updateTable('password_reset_codes')
      .set({ expires_at: nowIso(new Date(Date.now() - 1000)) })
      .execute();
    expect((await attempt(second.body.code, '10.7.4.2')).status).toBe(400);
  });

  it('opens only the account it was given for', async () => {
    const counter = await receptionOf((await createUnit(ctx.db)).id);
    const mine = await createPatient(ctx.db);
    const other = await createPatient(ctx.db);
    const issued = await issue(counter, mine.cpf);
    const res = await client().post('/api/password-reset', {
      cpf: other.cpf,
      account_kind: 'patient',
      code: issued.body.code,
      password: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    // The same CPF as a member of staff is another account.
    const asStaff = await client('10.7.5.1').post('/api/password-reset', {
      cpf: mine.cpf,
      account_kind: 'staff',
      code: issued.body.code,
      password: NEW_PASSWORD,
    });
    expect(asStaff.status).toBe(400);
  });

  it(`stops working after ${RESET_CODE_MAX_ATTEMPTS} wrong codes, even from many addresses`, async () => {
    const counter = await receptionOf((await createUnit(ctx.db)).id);
    const p = await createPatient(ctx.db);
    const issued = await issue(counter, p.cpf);
    const wrong = issued.body.code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < RESET_CODE_MAX_ATTEMPTS; i++) {
      const res = await client(`10.8.0.${i}`).post('/api/password-reset', {
        cpf: p.cpf,
        account_kind: 'patient',
        code: wrong,
        password: NEW_PASSWORD,
      });
      expect(res.status).toBe(400);
    }
    const right = await client('10.8.1.1').post('/api/password-reset', {
      cpf: p.cpf,
      account_kind: 'patient',
      code: issued.body.code,
      password: NEW_PASSWORD,
    });
    expect(right.status).toBe(429);
    // Once the lock is over, the guessed-at code is still closed: a new one must be asked for.
    await ctx.db.deleteFrom('login_throttle').execute();
    const later = await client('10.8.1.2').post('/api/password-reset', {
      cpf: p.cpf,
      account_kind: 'patient',
      code: issued.body.code,
      password: NEW_PASSWORD,
    });
    expect(later.status).toBe(400);
  });

  it("gives a staff member's code only at their own unit (reception or the unit's panel)", async () => {
    const unitA = await createUnit(ctx.db, 'UBS A');
    const unitB = await createUnit(ctx.db, 'UBS B');
    const doctor = await createStaff(ctx.db, 'doctor', { health_unit_id: unitA.id });
    const receptionA = await receptionOf(unitA.id);
    const receptionB = await receptionOf(unitB.id);
    const noUnit = await receptionOf(null);

    expect((await issue(receptionB, doctor.cpf, 'staff')).status).toBe(403);
    expect((await issue(noUnit, doctor.cpf, 'staff')).status).toBe(403);
    expect((await issue(receptionA, doctor.cpf, 'staff')).status).toBe(201);

    const admin = await createHospital(ctx.db, unitA.id);
    const panel = client('10.7.6.1');
    expect(
      (await panel.post('/api/hospital/login', { username: admin.username, password: PASSWORD })).status,
    ).toBe(200);
    const issued = await issue(panel, doctor.cpf, 'staff');
    expect(issued.status).toBe(201);
    const reset = await client('10.7.6.2').post('/api/password-reset', {
      cpf: doctor.cpf,
      account_kind: 'staff',
      code: issued.body.code,
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(
      (await client('10.7.6.3').post('/api/auth/staff/login', { cpf: doctor.cpf, password: NEW_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('asks for the identity check, a known CPF and an active account', async () => {
    const counter = await receptionOf((await createUnit(ctx.db)).id);
    const p = await createPatient(ctx.db);
    const unchecked = await counter.post('/api/password-reset/codes', {
      cpf: p.cpf,
      account_kind: 'patient',
    });
    expect(unchecked.status).toBe(400);
    expect(unchecked.body).toEqual({ error: 'Confirme que conferiu um documento com foto' });
    const unknown = await issue(counter, '98765432100');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: RESET_MESSAGES.accountNotFound });
    const inactive = await createPatient(ctx.db, { is_active: 0 });
    expect((await issue(counter, inactive.cpf)).status).toBe(409);
  });

  it('is given only by reception and unit panels', async () => {
    const p = await createPatient(ctx.db);
    for (const role of ['patient', 'doctor', 'health_department', 'public_authority'] as const) {
      const c = await signedIn(ctx, role);
      expect((await issue(c, p.cpf)).status, role).toBe(403);
    }
    expect((await issue(client('10.7.9.9'), p.cpf)).status).toBe(401);
  });

  it('says e-mail is not available when no SMTP server is configured', async () => {
    const config = await client().get<{ passwordResetByEmail: boolean }>('/api/public/config');
    expect(config.body.passwordResetByEmail).toBe(false);
    const p = await createPatient(ctx.db);
    const res = await client().post('/api/password-reset/email', { cpf: p.cpf, account_kind: 'patient' });
    expect(res.status).toBe(503);
  });
});

describe('a code by e-mail, through an SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    ctx = await createTestContext({ SMTP_URL: smtp.url, SMTP_FROM: 'Saúde <nao-responda@saude.test>' });
  });

  /** The text of a message as a person reads it (quoted-printable undone). */
  const readable = (raw: string) =>
    Buffer.from(
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');

  async function linkGoogle(patientId: number, email: string) {
    const at = nowIso();
    await ctx.db
      .insertInto('external_identities')
      .values({
        provider: 'google',
        subject: `sub-${patientId}`,
        email,
        name: null,
        patient_id: patientId,
        staff_id: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  it('sends the code to the verified address, and the code works', async () => {
    expect(
      (await client().get<{ passwordResetByEmail: boolean }>('/api/public/config')).body.passwordResetByEmail,
    ).toBe(true);
    const p = await createPatient(ctx.db, { full_name: 'Ana Souza' });
    await linkGoogle(p.id, 'ana@example.test');
    const res = await client().post<{ message: string }>('/api/password-reset/email', {
      cpf: p.cpf,
      account_kind: 'patient',
    });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(RESET_MESSAGES.emailAnswer);

    const mail = await smtp.nth(1);
    expect(mail.to).toEqual(['ana@example.test']);
    expect(mail.from).toBe('nao-responda@saude.test');
    const text = readable(mail.raw);
    expect(text).toContain('Olá, Ana Souza.');
    expect(text).toContain('http://localhost:3000/redefinir-senha?tipo=paciente');
    const code = /é (\d{4}) (\d{4})\./.exec(text);
    expect(code).not.toBeNull();

    const reset = await client('10.7.8.1').post('/api/password-reset', {
      cpf: p.cpf,
      account_kind: 'patient',
      code: `${code![1]}${code![2]}`,
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    const audit = await ctx.db
      .selectFrom('audit_events')
      .select(['action', 'details'])
      .where('action', '=', 'password_reset.code_issued')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toEqual({ channel: 'email' });
  });

  it('answers the same for an unknown CPF or an account without e-mail, and sends nothing', async () => {
    const p = await createPatient(ctx.db);
    const known = await client().post('/api/password-reset/email', { cpf: p.cpf, account_kind: 'patient' });
    const unknown = await client().post('/api/password-reset/email', {
      cpf: '98765432100',
      account_kind: 'patient',
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(await ctx.db.selectFrom('password_reset_codes').select('id').execute()).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toEqual([]);
  });

  it('sends at most three e-mails to one account in 15 minutes', async () => {
    const p = await createPatient(ctx.db);
    await linkGoogle(p.id, 'muitos@example.test');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await client(`10.9.0.${i}`).post('/api/password-reset/email', {
            cpf: p.cpf,
            account_kind: 'patient',
          })
        ).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    await smtp.nth(3);
  });
});
