import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VaccinationCard, VaccinationCardVerification } from '@saude/shared/schemas/vaccination-card';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { createUnit, signedIn } from '../../test/fixtures';
import { canonicalJson, createSigner, type Json } from '../../lib/signing';
import { nowIso } from '../../lib/time';
import { patientClient } from '../appointments/appointments.fixtures';
import { signerFor } from '../prescriptions';
import { CARD_MAX_VACCINATIONS } from './vaccination-card.service';
import { MAX_LINK_CHARS, statementLink } from './vaccination-card.statement';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

type Vaccination = {
  vaccine_name: string;
  vaccine_code: string | null;
  dose_code?: string | null;
  dose_number?: number | null;
  vaccine_date: string;
  batch_number?: string | null;
  manufacturer?: string | null;
  health_unit_id?: number | null;
};

async function vaccinate(patientId: number, rows: Vaccination[]) {
  await ctx.db
    .insertInto('vaccinations')
    .values(
      rows.map((v) => ({
        patient_id: patientId,
        dose_code: null,
        dose_number: null,
        batch_number: null,
        manufacturer: null,
        health_unit_id: null,
        administered_by: null,
        next_dose_date: null,
        notes: null,
        created_at: nowIso(),
        ...v,
      })),
    )
    .execute();
}

async function holder() {
  const unit = await createUnit(ctx.db, 'UBS Vila Esperança');
  const patient = await patientClient(ctx, 'Maria da Conceição Souza');
  await ctx.db
    .updateTable('patients')
    .set({ sus_card: '898001160392715', birth_date: '1990-03-15' })
    .where('id', '=', patient.id)
    .execute();
  await vaccinate(patient.id, [
    {
      vaccine_name: 'Febre amarela',
      vaccine_code: '14',
      dose_code: '9',
      vaccine_date: '2019-04-02',
      batch_number: 'FA2291',
      manufacturer: 'Bio-Manguinhos/Fiocruz',
      health_unit_id: unit.id,
    },
    {
      vaccine_name: 'Vacina contra febre tifoide',
      vaccine_code: null,
      dose_number: 1,
      vaccine_date: '2023-09-12',
    },
    {
      vaccine_name: 'Influenza trivalente',
      vaccine_code: '33',
      dose_code: '8',
      vaccine_date: '2025-05-20',
      batch_number: 'INF551',
      manufacturer: 'Instituto Butantan',
      health_unit_id: unit.id,
    },
  ]);
  return { patient, unit };
}

const verify = (client: TestClient, qr: string) =>
  client.post<VaccinationCardVerification & { error?: string }>('/api/vaccination-card/verify', { qr });

/** Changes the statement a link carries and deflates it again, keeping the old signature. */
function alter(link: string, change: (s: Record<string, Json>) => void): string {
  const [base, fragment] = link.split('#');
  const params = new URLSearchParams(fragment);
  const statement = JSON.parse(
    inflateRawSync(Buffer.from(params.get('d')!, 'base64url')).toString(),
  ) as Record<string, Json>;
  change(statement);
  params.set('d', deflateRawSync(Buffer.from(canonicalJson(statement))).toString('base64url'));
  return `${base}#${params.toString()}`;
}

describe('GET /api/me/vaccination-card', () => {
  it('gives the patient their card, oldest first, with a signed QR link that verifies publicly', async () => {
    const { patient } = await holder();
    const res = await patient.client.get<VaccinationCard>('/api/me/vaccination-card');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const card = res.body;
    expect(card.holder).toMatchObject({
      full_name: 'Maria da Conceição Souza',
      cns: '898001160392715',
      birth_date: '1990-03-15',
    });
    expect(card.truncated).toBe(false);
    expect(card.vaccinations.map((v) => [v.vaccine_name, v.dose, v.vaccine_date])).toEqual([
      ['Febre amarela', 'Dose única', '2019-04-02'],
      ['Vacina contra febre tifoide', '1ª dose', '2023-09-12'],
      ['Influenza trivalente', 'Dose', '2025-05-20'],
    ]);
    expect(card.vaccinations[0]).toMatchObject({
      batch_number: 'FA2291',
      manufacturer: 'Bio-Manguinhos/Fiocruz',
      health_unit_name: 'UBS Vila Esperança',
    });
    expect(card.qr).toMatch(
      /^http:\/\/localhost:3000\/validar-carteira#d=[A-Za-z0-9_-]+&s=[A-Za-z0-9_-]{86}$/,
    );
    // The code carries no name: only the initials, and nothing in it is readable as plain text.
    expect(card.qr).not.toContain('Maria');
    // Short enough for a code a camera reads from paper at a glance (version 16 at M holds 450 bytes).
    expect(card.qr!.length).toBeLessThan(450);

    const visitor = new TestClient(ctx.app, '10.9.9.9');
    const checked = await verify(visitor, card.qr!);
    expect(checked.status).toBe(200);
    expect(checked.headers.get('cache-control')).toBe('no-store');
    expect(checked.body).toEqual({
      status: 'valid',
      issued_at: card.issued_at,
      holder: { initials: 'M. C. S.', cns: '898001160392715', birth_date: '1990-03-15' },
      vaccinations: [
        { vaccine: 'Febre amarela', vaccine_code: '14', dose: 'Dose única', date: '2019-04-02' },
        { vaccine: 'Vacina contra febre tifoide', vaccine_code: null, dose: '1ª dose', date: '2023-09-12' },
        { vaccine: 'Influenza trivalente', vaccine_code: '33', dose: 'Dose', date: '2025-05-20' },
      ],
    });

    // Each card issued is kept in the trail, with the patient as its target.
    const events = await ctx.db
      .selectFrom('audit_events')
      .select(['actor_kind', 'target_type', 'target_id'])
      .where('action', '=', 'vaccination_card.issued')
      .execute();
    expect(events).toEqual([
      { actor_kind: 'patient', target_type: 'patient', target_id: String(patient.id) },
    ]);
  });

  it('shows only the signed-in patient’s own vaccinations', async () => {
    const { patient } = await holder();
    const other = await patientClient(ctx, 'Otávio Vizinho');
    await vaccinate(other.id, [{ vaccine_name: 'BCG', vaccine_code: '15', vaccine_date: '1990-01-01' }]);
    const mine = await patient.client.get<VaccinationCard>(`/api/me/vaccination-card?patient_id=${other.id}`);
    expect(mine.body.vaccinations).toHaveLength(3);
    expect(mine.body.vaccinations.map((v) => v.vaccine_name)).not.toContain('BCG');
    const theirs = await other.client.get<VaccinationCard>('/api/me/vaccination-card');
    expect(theirs.body.holder.full_name).toBe('Otávio Vizinho');
    expect(theirs.body.vaccinations.map((v) => v.vaccine_name)).toEqual(['BCG']);
  });

  it('a patient with no vaccinations still gets a card and a code that says so', async () => {
    const patient = await patientClient(ctx, 'João Sem Vacina');
    const card = await patient.client.get<VaccinationCard>('/api/me/vaccination-card');
    expect(card.body.vaccinations).toEqual([]);
    const checked = await verify(patient.client, card.body.qr!);
    expect(checked.body).toMatchObject({ status: 'valid', vaccinations: [] });
  });

  it('a history past the bound is printed without a code, since it is not vouched for as a whole', async () => {
    const patient = await patientClient(ctx, 'Muitas Doses');
    const rows = Array.from({ length: CARD_MAX_VACCINATIONS + 1 }, (_, i) => ({
      vaccine_name: 'Influenza trivalente',
      vaccine_code: '33',
      vaccine_date: `${1700 + i}-05-01`,
    }));
    await vaccinate(patient.id, rows);
    const card = await patient.client.get<VaccinationCard>('/api/me/vaccination-card');
    expect(card.body.truncated).toBe(true);
    expect(card.body.vaccinations).toHaveLength(CARD_MAX_VACCINATIONS);
    expect(card.body.vaccinations[0]!.vaccine_date).toBe('1701-05-01');
    expect(card.body.qr).toBeNull();
  });

  it('refuses every other role (403) and a visitor (401)', async () => {
    for (const role of [
      'doctor',
      'reception',
      'health_department',
      'hospital',
      'public_authority',
      'pharmacy',
    ] as const) {
      const client = await signedIn(ctx, role);
      expect((await client.get('/api/me/vaccination-card')).status, role).toBe(403);
    }
    expect((await ctx.app.request('/api/me/vaccination-card')).status).toBe(401);
  });
});

describe('POST /api/vaccination-card/verify', () => {
  it('answers tampered for a changed vaccine, date, holder or signature, and foreign for another key', async () => {
    const { patient } = await holder();
    const { qr } = (await patient.client.get<VaccinationCard>('/api/me/vaccination-card')).body;
    const link = qr!;
    const visitor = new TestClient(ctx.app, '10.9.9.8');

    const changes: ((s: Record<string, Json>) => void)[] = [
      (s) => ((s.vac as { d: string }[])[0]!.d = '2020-04-02'),
      (s) => (s.vac as Json[]).push({ d: '2025-06-01', c: '87', o: '1ª dose' }),
      (s) => (s.ini = 'J. P.'),
      (s) => (s.cns = '700000000000005'),
    ];
    for (const change of changes) {
      const res = await verify(visitor, alter(link, change));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'tampered', message: expect.stringContaining('adulterado') });
    }
    const badSignature = link.replace(/s=([A-Za-z0-9_-])/, (_, c: string) => `s=${c === 'A' ? 'B' : 'A'}`);
    expect((await verify(visitor, badSignature)).body.status).toBe('tampered');
    expect((await verify(visitor, link.replace(/#d=[A-Za-z0-9_-]{4}/, '#d=AAAA'))).body.status).toBe(
      'tampered',
    );

    // Signed by some other key, with the same shape: not ours.
    const other = createSigner(generateKeyPairSync('ed25519').privateKey);
    const ours = await signerFor(ctxDeps());
    expect(other.kid).not.toBe(ours.kid);
    const forged = statementLink(other, 'http://localhost:3000', {
      typ: 'carteira-vacinacao',
      v: 1,
      iat: '2026-01-01T00:00:00Z',
      ini: 'M. C. S.',
      cns: null,
      dob: null,
      vac: [],
    });
    expect((await verify(visitor, forged)).body).toEqual({
      status: 'foreign',
      message: expect.stringContaining('outra chave'),
    });
  });

  it('refuses text that is no card link (400), and a prescription’s code is never taken for a card', async () => {
    const visitor = new TestClient(ctx.app, '10.9.9.7');
    for (const text of [
      'olá',
      'https://exemplo.com/validar-receita?id=abc#s=xyz',
      'http://localhost:3000/validar-carteira',
    ]) {
      const res = await verify(visitor, text);
      expect(res.status, text).toBe(400);
      expect(res.body).toEqual({ error: 'Este QR code não é de uma carteira de vacinação.' });
    }
    // A payload the platform signed for something else (typ missing) is not a card statement.
    const signer = await signerFor(ctxDeps());
    const other = { prescription_id: 1, kid: signer.kid } as Record<string, Json>;
    const d = deflateRawSync(Buffer.from(canonicalJson(other))).toString('base64url');
    const res = await verify(
      visitor,
      `http://localhost:3000/validar-carteira#d=${d}&s=${signer.sign(other)}`,
    );
    expect(res.body.status).toBe('tampered');
    expect((await verify(visitor, 'x'.repeat(4001))).status).toBe(400);
  });

  it('keeps the link within what a printed code can hold (QR version 25 at error correction M: 997 bytes)', () => {
    expect(MAX_LINK_CHARS).toBeLessThanOrEqual(997);
  });
});

function ctxDeps() {
  return {
    config: ctx.config,
    database: ctx.database,
    db: ctx.db,
    logger: console,
    fetch,
  } as unknown as Parameters<typeof signerFor>[0];
}
