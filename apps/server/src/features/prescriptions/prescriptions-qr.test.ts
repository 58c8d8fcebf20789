import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Prescription, PrescriptionQrPayload } from '@saude/shared/schemas/prescriptions';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { createPatient, signedIn } from '../../test/fixtures';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { createLogger } from '../../lib/logger';
import { createSigner, loadSigner, SIGNING_KEY_SETTING, type Json } from '../../lib/signing';
import { settingsStore } from './prescriptions.repository';
import { addDays } from '../../lib/city-calendar';
import { todayDate } from '../../lib/time';
import { scanLink } from '@saude/shared/domain/prescription-link';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const pharmacy = () => new TestClient(ctx.app, '10.5.5.5');

async function issued(text = 'Losartana potássica 50 mg — 1 comprimido ao dia') {
  const doctor = await signedIn(ctx, 'doctor');
  const patient = await createPatient(ctx.db, { full_name: 'Maria da Conceição Souza' });
  const res = await doctor.post<Prescription>('/api/prescriptions/standalone', {
    patient_id: patient.id,
    prescription_text: text,
  });
  expect(res.status).toBe(201);
  return res.body;
}

const qrOf = (p: Prescription) => JSON.parse(p.qr_code!) as PrescriptionQrPayload;
const verify = (qr: unknown) =>
  pharmacy().post<{ status: string; patient_initials?: string }>('/api/prescriptions/verify', {
    qr: typeof qr === 'string' ? qr : JSON.stringify(qr),
  });

/** Re-signs a payload with some key, as a forger would. */
function resign(
  payload: PrescriptionQrPayload,
  key = generateKeyPairSync('ed25519').privateKey,
  kid?: string,
) {
  const signer = createSigner(key);
  const { signature: _old, ...rest } = payload;
  const unsigned = { ...rest, kid: kid ?? signer.kid };
  return { ...unsigned, signature: signer.sign(unsigned as Json) };
}

describe('pharmacy validation', () => {
  it('a fresh QR verifies as valid and discloses only initials', async () => {
    const p = await issued();
    const res = await verify(p.qr_code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'valid',
      public_id: p.public_id,
      prescription_date: p.prescription_date,
      prescription_text: p.prescription_text,
      doctor: { name: 'Funcionário doctor', crm: '123456/SP', specialty: 'Cardiologista' },
      patient_initials: 'M. C. S.',
      dispensed_at: null,
      valid_until: addDays(p.prescription_date, 30),
    });
    const byId = await pharmacy().get<{ status: string }>(`/api/prescriptions/validate/${p.public_id}`);
    expect(byId.body).toEqual(res.body);
    expect(JSON.stringify(byId.body)).not.toContain('Conceição');

    // Field order does not matter: the signature covers the canonical form.
    const reordered = Object.fromEntries(Object.entries(qrOf(p)).reverse());
    expect((await verify(reordered)).body.status).toBe('valid');
  });

  it('the scanned link (address and signature) verifies like the signed JSON; a changed one does not', async () => {
    const p = await issued();
    const { validation_url, signature } = qrOf(p);
    const link = scanLink(validation_url, signature);
    expect(link).toMatch(/^http:\/\/.+\/validar-receita\?id=[\w-]{22}#s=[\w-]{86}$/);
    const res = await verify(link);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'valid', public_id: p.public_id, patient_initials: 'M. C. S.' });

    // Another prescription's signature, a flipped character, or a link without one.
    const other = await issued('Metformina 850 mg');
    expect((await verify(scanLink(validation_url, qrOf(other).signature))).body.status).toBe('tampered');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect((await verify(scanLink(validation_url, flipped))).body.status).toBe('tampered');
    expect((await verify(validation_url)).status).toBe(400);
    // An unknown id is not found, as by id.
    const unknown = new URL(validation_url);
    unknown.searchParams.set('id', 'x'.repeat(22));
    expect((await verify(scanLink(unknown.href, signature))).status).toBe(404);

    // The text changed in the database after issue: the link no longer verifies.
    await ctx.db
      .updateTable('prescriptions')
      .set({ prescription_text: 'Morfina 10 mg' })
      .where('public_id', '=', p.public_id)
      .execute();
    expect((await verify(link)).body.status).toBe('tampered');
  });

  it('a modified patient, text digest or extra field is tampered', async () => {
    const p = await issued();
    const qr = qrOf(p);
    for (const forged of [
      { ...qr, patient: 'Outra Pessoa' },
      { ...qr, text_sha256: 'a'.repeat(64) },
      { ...qr, prescription_text: 'Morfina 10 mg — 60 comprimidos' },
      { ...qr, doctor: { ...qr.doctor, crm: '999999/SP' } },
      { ...qr, signature: 'A'.repeat(86) },
      { ...qr, signature: undefined },
    ]) {
      const res = await verify(forged);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('tampered');
      expect(res.body.patient_initials).toBeUndefined();
    }
  });

  it('a QR signed with a foreign Ed25519 key is refused', async () => {
    const p = await issued();
    expect((await verify(resign(qrOf(p)))).body.status).toBe('foreign');
    // Claiming our key id does not help: the signature does not verify with our public key.
    expect((await verify(resign(qrOf(p), undefined, qrOf(p).kid))).body.status).toBe('tampered');
  });

  it('a correctly signed payload that differs from the issued record is tampered', async () => {
    const p = await issued();
    const signer = await loadSigner(settingsStore(ctx.db), undefined);
    const { signature: _s, ...rest } = qrOf(p);
    const altered = { ...rest, date: '2020-01-01' };
    const res = await verify({ ...altered, signature: signer.sign(altered as Json) });
    expect(res.body.status).toBe('tampered');
  });

  it('answers 404 for an unknown id and 400 for a text that is not a QR payload', async () => {
    expect((await pharmacy().get('/api/prescriptions/validate/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await pharmacy().get('/api/prescriptions/validate/x')).status).toBe(404);
    const bad = await pharmacy().post<{ error: string }>('/api/prescriptions/verify', { qr: 'não é json' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('QR code inválido');
    const empty = await pharmacy().post<{ error: string }>('/api/prescriptions/verify', {});
    expect(empty.body.error).toBe('Informe o conteúdo do QR code');
  });
});

describe('dispensing', () => {
  it('dispenses once, then 409; the status becomes dispensed', async () => {
    const p = await issued();
    const hospital = await signedIn(ctx, 'hospital');
    const first = await hospital.post<{ status: string; dispensed_at: string }>(
      `/api/prescriptions/${p.public_id}/dispense`,
    );
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('dispensed');
    const second = await hospital.post<{ error: string }>(`/api/prescriptions/${p.public_id}/dispense`);
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('Receita já dispensada');
    expect((await verify(p.qr_code)).body.status).toBe('dispensed');
    const row = await ctx.db.selectFrom('prescriptions').selectAll().executeTakeFirstOrThrow();
    expect(row.dispensed_by).toMatch(/^Hospital \d+ \(Administrador\)$/);
    expect((await hospital.post(`/api/prescriptions/AAAAAAAAAAAAAAAAAAAAAA/dispense`)).status).toBe(404);
  });

  it('lasts the default 30 days or the period the doctor chose; past its last day it is expired', async () => {
    const p = await issued();
    expect(p.valid_until).toBe(addDays(p.prescription_date, 30));
    expect(p.status).toBe('valid');
    const doctor = await signedIn(ctx, 'doctor');
    const patient = await createPatient(ctx.db);
    const long = await doctor.post<Prescription>('/api/prescriptions/standalone', {
      patient_id: patient.id,
      prescription_text: 'Losartana 50 mg, uso contínuo',
      validity_days: 180,
    });
    expect(long.body.valid_until).toBe(addDays(long.body.prescription_date, 180));
    const tooLong = await doctor.post<{ error: string }>('/api/prescriptions/standalone', {
      patient_id: patient.id,
      prescription_text: 'Losartana 50 mg',
      validity_days: 400,
    });
    expect([tooLong.status, tooLong.body.error]).toEqual([
      400,
      'A validade da receita pode ser de no máximo 365 dias',
    ]);

    // Its last day is still valid; the day after, expired everywhere, and it cannot be dispensed.
    const hospital = await signedIn(ctx, 'hospital');
    const lastDay = (day: string | null) =>
      ctx.db
        .updateTable('prescriptions')
        .set({ valid_until: day })
        .where('public_id', '=', p.public_id)
        .execute();
    await lastDay(todayDate());
    expect((await verify(p.qr_code)).body.status).toBe('valid');
    await lastDay(addDays(todayDate(), -1));
    expect((await verify(p.qr_code)).body).toMatchObject({
      status: 'expired',
      valid_until: addDays(todayDate(), -1),
    });
    const byId = await pharmacy().get<{ status: string }>(`/api/prescriptions/validate/${p.public_id}`);
    expect(byId.body.status).toBe('expired');
    const refused = await hospital.post<{ error: string }>(`/api/prescriptions/${p.public_id}/dispense`);
    expect([refused.status, refused.body.error]).toEqual([409, 'Receita vencida: não pode ser dispensada']);

    // A row written without a last day (older tools) has the default period from its date.
    await ctx.db
      .updateTable('prescriptions')
      .set({ valid_until: null, prescription_date: addDays(todayDate(), -31) })
      .where('public_id', '=', p.public_id)
      .execute();
    const old = await pharmacy().get<{ status: string; valid_until: string }>(
      `/api/prescriptions/validate/${p.public_id}`,
    );
    expect(old.body).toMatchObject({ status: 'expired', valid_until: addDays(todayDate(), -1) });
    expect((await hospital.post(`/api/prescriptions/${p.public_id}/dispense`)).status).toBe(409);
  });

  it('an invalid prescription reads as invalid and cannot be dispensed', async () => {
    const p = await issued();
    await ctx.db.updateTable('prescriptions').set({ is_valid: 0 }).execute();
    expect((await verify(p.qr_code)).body.status).toBe('invalid');
    const hospital = await signedIn(ctx, 'hospital');
    const res = await hospital.post<{ error: string }>(`/api/prescriptions/${p.public_id}/dispense`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Receita inválida: não pode ser dispensada');
  });
});

describe('the platform signing key', () => {
  it('is generated once, stored, and shared by two app instances on one database', async () => {
    const p = await issued();
    const second = createApp({
      config: ctx.config,
      database: ctx.database,
      db: ctx.db,
      logger: createLogger('silent'),
      fetch: globalThis.fetch,
    });
    const other = new TestClient(second, '10.6.6.6');
    const res = await other.post<{ status: string }>('/api/prescriptions/verify', { qr: p.qr_code });
    expect(res.body.status).toBe('valid');
    const keyA = await pharmacy().get<{ kid: string }>('/api/prescriptions/public-key');
    const keyB = await other.get<{ kid: string }>('/api/prescriptions/public-key');
    expect(keyA.body.kid).toBe(keyB.body.kid);
    expect(keyA.body.kid).toBe(qrOf(p).kid);
    // One signing key, whatever else the settings hold (the sign-ins above made the device cookie key).
    const rows = await ctx.db.selectFrom('app_settings').selectAll().execute();
    expect(rows.filter((r) => r.key === SIGNING_KEY_SETTING)).toHaveLength(1);
  });

  it('settles on one key when servers start at the same time', async () => {
    const store = settingsStore(ctx.db);
    const signers = await Promise.all([1, 2, 3, 4].map(() => loadSigner(store, undefined)));
    expect(new Set(signers.map((s) => s.kid)).size).toBe(1);
  });

  it('uses PRESCRIPTION_SIGNING_KEY when configured and refuses a key that is not Ed25519', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const der = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const configured = await createTestContext({ PRESCRIPTION_SIGNING_KEY: der });
    try {
      const key = await new TestClient(configured.app).get<{ kid: string }>('/api/prescriptions/public-key');
      expect(key.body.kid).toBe(createSigner(privateKey).kid);
      expect(await configured.db.selectFrom('app_settings').selectAll().execute()).toEqual([]);
    } finally {
      await configured.close();
    }
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      format: 'pem',
      type: 'pkcs8',
    });
    expect(() => loadConfig({ PRESCRIPTION_SIGNING_KEY: rsa.toString() })).toThrow(
      /PRESCRIPTION_SIGNING_KEY/,
    );
    expect(() => loadConfig({ PRESCRIPTION_SIGNING_KEY: 'bm90IGEga2V5' })).toThrow(
      /PRESCRIPTION_SIGNING_KEY/,
    );
  });
});
