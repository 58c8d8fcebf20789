import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  provisionalPatientsQuerySchema,
  type ProvisionalPatient,
} from '@saude/shared/schemas/provisional-patients';
import { createTestContext, serviceContextOf, type TestContext } from '../../test/harness';
import { signedIn } from '../../test/fixtures';
import { jpegDataUrl } from '../../test/fake-images';
import { nextPageOf } from '../../test/list-pages';
import { listProvisionalPatients } from './provisional-patients.service';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const REQUIRED = 'Por favor, preencha todos os campos obrigatórios e capture uma foto.';
const body = (extra: object = {}) => ({
  photo_url: jpegDataUrl(),
  approximate_age: 35,
  gender: 'masculino',
  physical_description: 'Cicatriz no braço esquerdo',
  registration_location: 'Hospital Municipal',
  ...extra,
});

async function insert(
  provisional_id: string,
  age: number,
  gender: string,
  daysAgo: number,
  extra: object = {},
) {
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const row = await ctx.db
    .insertInto('provisional_patients')
    .values({
      provisional_id,
      approximate_age: age,
      gender,
      physical_description: 'Sem descrição',
      registration_location: 'UBS Centro',
      registration_date: at,
      registered_by_name: 'Dra. Ana',
      created_at: at,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('POST /api/provisional-patients', () => {
  it('registers with a generated PROV id, the registering staff and the photo', async () => {
    const doctor = await signedIn(ctx, 'doctor');
    const res = await doctor.post<{ id: number; provisional_id: string }>(
      '/api/provisional-patients',
      body({ approximate_age: '35' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.provisional_id).toMatch(new RegExp(`^PROV-${new Date().getUTCFullYear()}-[1-9]\\d{5}$`));
    const row = await ctx.db.selectFrom('provisional_patients').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      id: res.body.id,
      approximate_age: 35,
      registered_by_name: 'Funcionário doctor',
    });
    expect(row.registered_by_staff_id).toBeGreaterThan(0);
    expect(row.photo_file_id).toMatch(/^[\w-]{22}$/);
    const reception = await signedIn(ctx, 'reception');
    expect((await reception.post('/api/provisional-patients', body())).status).toBe(201);
  });

  it.each([
    [{ photo_url: '' }, REQUIRED],
    [{ photo_url: undefined }, REQUIRED],
    [{ approximate_age: '' }, REQUIRED],
    [{ gender: undefined }, REQUIRED],
    [{ registration_location: '  ' }, REQUIRED],
    [{ approximate_age: 151 }, 'Idade aproximada deve ser um número inteiro entre 0 e 150'],
    [{ approximate_age: -1 }, 'Idade aproximada deve ser um número inteiro entre 0 e 150'],
    [{ approximate_age: 2.5 }, 'Idade aproximada deve ser um número inteiro entre 0 e 150'],
    [{ gender: 'outro' }, 'Sexo inválido'],
    [
      { photo_url: `data:text/plain;base64,${'QUFB'.repeat(40)}` },
      'Por favor, selecione apenas arquivos de imagem.',
    ],
  ])('refuses %o with its message and writes nothing', async (change, error) => {
    const doctor = await signedIn(ctx, 'doctor');
    const res = await doctor.post<{ error: string }>('/api/provisional-patients', body(change));
    expect(res).toMatchObject({ status: 400, body: { error } });
    expect(await ctx.db.selectFrom('provisional_patients').select('id').execute()).toHaveLength(0);
    expect(await ctx.db.selectFrom('files').select('id').execute()).toHaveLength(0);
  });

  it('accepts age 0 and 150 and no description', async () => {
    const doctor = await signedIn(ctx, 'doctor');
    expect(
      (
        await doctor.post(
          '/api/provisional-patients',
          body({ approximate_age: 0, physical_description: null }),
        )
      ).status,
    ).toBe(201);
    expect((await doctor.post('/api/provisional-patients', body({ approximate_age: 150 }))).status).toBe(201);
  });
});

describe('GET /api/public-authority/provisional-patients', () => {
  it('lists newest first with the panel fields, filters, paginates and audits each read', async () => {
    await insert('PROV-2026-000123', 8, 'feminino', 20, { physical_description: 'Menina de tranças' });
    await insert('PROV-2026-000124', 40, 'masculino', 3, { registration_location: 'Hospital Norte' });
    await insert('PROV-2026-000125', 70, 'feminino', 1);
    const authority = await signedIn(ctx, 'public_authority');
    const get = async (query = '') =>
      (
        await authority.get<ProvisionalPatient[]>(`/api/public-authority/provisional-patients${query}`)
      ).body.map((p) => p.provisional_id.slice(-3));
    const all = await authority.get<ProvisionalPatient[]>('/api/public-authority/provisional-patients');
    expect(all.status).toBe(200);
    expect(all.headers.get('x-total-count')).toBe('3');
    expect(Object.keys(all.body[0]!).sort()).toEqual(
      [
        'approximate_age',
        'gender',
        'id',
        'photo_url',
        'physical_description',
        'provisional_id',
        'registered_by_name',
        'registration_date',
        'registration_location',
      ].sort(),
    );
    expect(all.body.map((p) => p.provisional_id.slice(-3))).toEqual(['125', '124', '123']);
    expect(await get('?q=TRANÇAS')).toEqual(['123']);
    expect(await get('?q=norte')).toEqual(['124']);
    expect(await get('?q=000125')).toEqual(['125']);
    expect(await get('?gender=feminino')).toEqual(['125', '123']);
    expect(await get('?age_group=child')).toEqual(['123']);
    expect(await get('?age_group=adult')).toEqual(['124']);
    expect(await get('?age_group=elderly')).toEqual(['125']);
    expect(await get('?days=7')).toEqual(['125', '124']);
    const first = await authority.get<ProvisionalPatient[]>(
      '/api/public-authority/provisional-patients?limit=1',
    );
    const second = await authority.get<ProvisionalPatient[]>(nextPageOf(first)!);
    expect(second.body.map((p) => p.provisional_id.slice(-3))).toEqual(['124']);
    expect(await get('?gender=all&age_group=')).toHaveLength(3);
    const bad = await authority.get<{ error: string }>(
      '/api/public-authority/provisional-patients?age_group=baby',
    );
    expect(bad).toMatchObject({ status: 400, body: { error: 'Faixa etária inválida' } });
    const audit = await ctx.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'provisional_patients.list')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(11);
    expect(audit[0]).toMatchObject({ actor_kind: 'public_authority' });
    expect(JSON.parse(audit.find((a) => a.details?.includes('norte'))!.details!)).toMatchObject({
      q: 'norte',
    });
  });

  it('caps the page size at 100', async () => {
    const authority = await signedIn(ctx, 'public_authority');
    expect((await authority.get('/api/public-authority/provisional-patients?limit=101')).status).toBe(400);
    expect((await authority.get('/api/public-authority/provisional-patients?limit=100')).status).toBe(200);
  });
});

describe('exact boundaries of the authority list (issue 5)', () => {
  it('puts ages 17/18 and 59/60 on either side of the age groups', async () => {
    for (const age of [0, 17, 18, 59, 60, 150])
      await insert(`PROV-2026-${String(age).padStart(6, '0')}`, age, 'feminino', 1);
    const authority = await signedIn(ctx, 'public_authority');
    const ages = async (group: string) =>
      (
        await authority.get<ProvisionalPatient[]>(
          `/api/public-authority/provisional-patients?age_group=${group}`,
        )
      ).body
        .map((p) => p.approximate_age)
        .sort((a, b) => a - b);
    expect(await ages('child')).toEqual([0, 17]);
    expect(await ages('adult')).toEqual([18, 59]);
    expect(await ages('elderly')).toEqual([60, 150]);
  });

  it('keeps a record registered exactly 7 days ago in the 7-day window and drops one a millisecond older', async () => {
    const now = new Date('2026-06-15T12:00:00.000Z');
    const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const week = 7 * 86_400_000;
    await insert('PROV-2026-000001', 30, 'masculino', 0, {
      registration_date: at(week),
      created_at: at(week),
    });
    await insert('PROV-2026-000002', 30, 'masculino', 0, {
      registration_date: at(week + 1),
      created_at: at(week + 1),
    });
    await insert('PROV-2026-000003', 30, 'masculino', 0, { registration_date: at(0), created_at: at(0) });
    const query = provisionalPatientsQuerySchema.parse({ days: '7' });
    const authority = {
      kind: 'public_authority',
      id: 1,
      role: 'public_authority',
      sessionId: 1,
      displayName: 'Polícia Civil',
    } as const;
    const { page, total } = await listProvisionalPatients(serviceContextOf(ctx, authority), query, now);
    expect(total).toEqual({ total: 2, exact: true });
    expect(page.items.map((p) => p.provisional_id)).toEqual(['PROV-2026-000003', 'PROV-2026-000001']);
  });

  it('agrees with the panel counter on the 7-day window just inside and outside the edge', async () => {
    await insert('PROV-2026-000011', 30, 'masculino', 7 - 1 / 24);
    await insert('PROV-2026-000012', 30, 'masculino', 7 + 1 / 24);
    const authority = await signedIn(ctx, 'public_authority');
    const list = await authority.get<ProvisionalPatient[]>(
      '/api/public-authority/provisional-patients?days=7',
    );
    expect(list.body.map((p) => p.provisional_id)).toEqual(['PROV-2026-000011']);
    const summary = await authority.get<{ last_7_days: number }>('/api/public-authority/summary');
    expect(summary.body.last_7_days).toBe(Number(list.headers.get('x-total-count')));
  });

  it('writes one audit event per list read, naming the reader and the filter', async () => {
    await insert('PROV-2026-000021', 30, 'masculino', 1);
    const authority = await signedIn(ctx, 'public_authority');
    const reads = async () =>
      ctx.db
        .selectFrom('audit_events')
        .selectAll()
        .where('action', '=', 'provisional_patients.list')
        .orderBy('id')
        .execute();
    expect(await reads()).toHaveLength(0);
    const id = await insert('PROV-2026-000022', 30, 'masculino', 2);
    const first = await authority.get('/api/public-authority/provisional-patients');
    await authority.get('/api/public-authority/provisional-patients?age_group=adult&days=7&limit=1');
    const page = await authority.get<ProvisionalPatient[]>(
      nextPageOf(await authority.get('/api/public-authority/provisional-patients?limit=1'))!,
    );
    expect(page.body.map((p) => p.id)).toEqual([id]);
    const rows = await reads();
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.actor_kind === 'public_authority' && r.actor_id != null)).toBe(true);
    expect(rows.map((r) => JSON.parse(r.details!) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        limit: 50,
        returned: 2,
        ids: (first.body as ProvisionalPatient[]).map((p) => p.id),
      }),
      expect.objectContaining({ age_group: 'adult', days: 7, limit: 1, returned: 1 }),
      expect.objectContaining({ limit: 1, returned: 1 }),
      expect.objectContaining({ limit: 1, returned: 1, ids: [id] }),
    ]);
    // A refused filter reads nothing and records no read.
    await authority.get('/api/public-authority/provisional-patients?age_group=baby');
    expect(await reads()).toHaveLength(4);
  });
});
