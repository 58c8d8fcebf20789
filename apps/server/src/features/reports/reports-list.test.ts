/**
 * GET /api/reports/my and GET /api/reports through the list contract: newest first, the filters
 * applied by the database and kept in the next link, every report reachable, the total counted by the
 * server, the department's reads audited with the reports they returned.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Report, ReportWithReporter } from '@saude/shared/schemas/reports';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { PASSWORD, createPatient, signedIn } from '../../test/fixtures';
import { pageRead, readAllPages, totalOf } from '../../test/list-pages';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const TYPES = ['mosquito', 'trash'] as const;
const STATUSES = ['pending', 'investigating', 'resolved'] as const;

async function patient(name: string) {
  const p = await createPatient(ctx.db, { full_name: name });
  const client = new TestClient(ctx.app, `10.41.0.${p.id}`);
  await client.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
  return { client, id: p.id };
}

/** `n` reports of a patient, one minute apart, cycling through the types and statuses. */
async function reports(patientId: number, n: number, title: string) {
  const ids: { id: number; type: string; status: string }[] = [];
  for (let i = 0; i < n; i++) {
    const at = new Date(Date.UTC(2025, 0, 1, 8, ids.length + patientId * 100)).toISOString();
    const type = TYPES[i % 2]!;
    const status = STATUSES[i % 3]!;
    const row = await ctx.db
      .insertInto('environmental_reports')
      .values({
        patient_id: patientId,
        report_type: type,
        title: `${title} ${i}`,
        description: i % 4 === 0 ? 'Água parada no pneu' : null,
        status,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push({ id: row.id, type, status });
  }
  return ids;
}

describe('GET /api/reports/my', () => {
  it('pages through my reports only, newest first, filters kept in the link', async () => {
    const me = await patient('Maria Oliveira');
    const other = await patient('João Santos');
    const mine = await reports(me.id, 14, 'Meu');
    await reports(other.id, 5, 'Outro');

    const all = await readAllPages<Report>(me.client, '/api/reports/my?limit=4');
    expect(all.items.map((r) => r.id)).toEqual(mine.map((r) => r.id).reverse());
    expect(totalOf(all.pages[0]!)).toEqual({ total: 14, exact: true });

    const path = '/api/reports/my?type=mosquito&status=pending&limit=1';
    const filtered = await readAllPages<Report>(me.client, path);
    const expected = mine.filter((r) => r.type === 'mosquito' && r.status === 'pending');
    expect(filtered.items.map((r) => r.id)).toEqual(expected.map((r) => r.id).reverse());
    expect(filtered.pages.every((p) => totalOf(p).total === expected.length)).toBe(true);
    const next = new URL(filtered.pages[0]!.headers.get('link')!.slice(1).split('>')[0]!);
    expect(Object.fromEntries(next.searchParams)).toMatchObject({
      type: 'mosquito',
      status: 'pending',
      limit: '1',
    });

    // The home asks for 3.
    const home = await me.client.get<Report[]>('/api/reports/my?limit=3');
    expect(home.body.map((r) => r.id)).toEqual(
      mine
        .slice(-3)
        .map((r) => r.id)
        .reverse(),
    );

    const dept = await signedIn(ctx, 'health_department');
    expect((await dept.get('/api/reports/my')).status).toBe(403);
  });
});

describe('GET /api/reports (department)', () => {
  it('pages through every report with its filters, and audits which reports it returned', async () => {
    const maria = await patient('Maria Oliveira');
    const joao = await patient('João Santos');
    const all = [...(await reports(maria.id, 9, 'Foco')), ...(await reports(joao.id, 9, 'Lixo'))];
    const dept = await signedIn(ctx, 'health_department');

    const everything = await readAllPages<ReportWithReporter>(dept, '/api/reports?limit=5');
    expect(everything.items.map((r) => r.id)).toEqual(all.map((r) => r.id).reverse());
    expect(everything.items.at(-1)).toMatchObject({ patient_name: 'Maria Oliveira', title: 'Foco 0' });

    for (const [query, keep] of [
      ['status=resolved', (r: (typeof all)[number]) => r.status === 'resolved'],
      ['type=trash', (r: (typeof all)[number]) => r.type === 'trash'],
      [
        'type=mosquito&status=investigating',
        (r: (typeof all)[number]) => r.type === 'mosquito' && r.status === 'investigating',
      ],
    ] as const) {
      const { items, pages } = await readAllPages<ReportWithReporter>(dept, `/api/reports?${query}&limit=2`);
      const expected = all
        .filter(keep)
        .map((r) => r.id)
        .reverse();
      expect(
        items.map((r) => r.id),
        query,
      ).toEqual(expected);
      expect(totalOf(pages[0]!), query).toEqual({ total: expected.length, exact: true });
    }

    // A search matches the reporter's name, the title or the description, case-insensitively.
    const joaos = await readAllPages<ReportWithReporter>(dept, '/api/reports?q=SANTOS&limit=4');
    expect(joaos.items).toHaveLength(9);
    expect(joaos.items.every((r) => r.patient_name === 'João Santos')).toBe(true);
    const pneu = await readAllPages<ReportWithReporter>(dept, '/api/reports?q=pneu&type=trash&limit=1');
    expect(pneu.items.map((r) => r.id)).toEqual(
      all
        .filter((_, i) => (i % 9) % 4 === 0)
        .filter((r) => r.type === 'trash')
        .map((r) => r.id)
        .reverse(),
    );

    const audited = await ctx.db
      .selectFrom('audit_events')
      .select('details')
      .where('action', '=', 'reports.list')
      .orderBy('id')
      .limit(everything.pages.length)
      .execute();
    expect(audited.map((a) => JSON.parse(a.details!))).toEqual(everything.pages.map((p) => pageRead(p.body)));

    const patientClient = maria.client;
    expect((await patientClient.get('/api/reports')).status).toBe(403);
  });
});
