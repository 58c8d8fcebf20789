/**
 * The department's triage of environmental reports: filters by neighbourhood and period (city days),
 * a status change with a note the reporter reads, and possible duplicates (same type within 50 m and
 * 30 days).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Report, ReportWithReporter } from '@saude/shared/schemas/reports';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { PASSWORD, createPatient, signedIn } from '../../test/fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

let patientId = 0;
async function report(row: {
  title: string;
  type?: 'mosquito' | 'trash';
  at: string;
  lat?: number;
  lon?: number;
  neighborhood?: string;
}) {
  const inserted = await ctx.db
    .insertInto('environmental_reports')
    .values({
      patient_id: patientId,
      report_type: row.type ?? 'mosquito',
      title: row.title,
      latitude: row.lat ?? null,
      longitude: row.lon ?? null,
      neighborhood: row.neighborhood ?? null,
      status: 'pending',
      created_at: row.at,
      updated_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

const titles = (items: { title: string }[]) => items.map((r) => r.title);

describe('report triage (department)', () => {
  it('filters by neighbourhood (words, accents aside) and by city days of creation', async () => {
    patientId = (await createPatient(ctx.db)).id;
    await report({ title: 'Pneu', at: '2025-03-10T12:00:00.000Z', neighborhood: 'Jardim São João' });
    await report({ title: 'Caixa', at: '2025-03-11T02:30:00.000Z', neighborhood: 'Centro' });
    await report({ title: 'Vaso', at: '2025-03-12T12:00:00.000Z', neighborhood: 'Vila Nova' });
    const admin = await signedIn(ctx, 'health_department');
    const list = async (query: string) =>
      titles((await admin.get<ReportWithReporter[]>(`/api/reports?${query}`)).body);
    expect(await list('neighborhood=sao%20joao')).toEqual(['Pneu']);
    expect(await list('neighborhood=CENTRO')).toEqual(['Caixa']);
    // 02:30 UTC on the 11th is still the 10th in São Paulo.
    expect(await list('from=2025-03-10&to=2025-03-10')).toEqual(['Caixa', 'Pneu']);
    expect(await list('from=2025-03-11')).toEqual(['Vaso']);
    expect(await list('to=2025-03-11')).toEqual(['Caixa', 'Pneu']);
    const bad = await admin.get<{ error: string }>('/api/reports?from=2025-03-12&to=2025-03-10');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Período inválido (AAAA-MM-DD, o início antes do fim)');
  });

  it('suggests reports of the same type within 50 m and 30 days as possible duplicates, newest first', async () => {
    patientId = (await createPatient(ctx.db)).id;
    const base = { lat: -22.9056, lon: -47.0608 };
    const first = await report({ title: 'Foco na praça', at: '2025-03-01T12:00:00.000Z', ...base });
    // About 30 m north: the same place.
    const again = await report({
      title: 'Foco na praça de novo',
      at: '2025-03-20T12:00:00.000Z',
      lat: base.lat + 0.00027,
      lon: base.lon,
    });
    // About 80 m away, another type, or two months later: not the same.
    await report({ title: 'Longe', at: '2025-03-05T12:00:00.000Z', lat: base.lat + 0.00072, lon: base.lon });
    await report({ title: 'Lixo', type: 'trash', at: '2025-03-05T12:00:00.000Z', ...base });
    await report({ title: 'Depois', at: '2025-05-30T12:00:00.000Z', ...base });
    const admin = await signedIn(ctx, 'health_department');
    const items = (await admin.get<ReportWithReporter[]>('/api/reports?limit=50')).body;
    const of = (id: number) => items.find((r) => r.id === id)!.possible_duplicates.map((d) => d.id);
    expect(of(first)).toEqual([again]);
    expect(of(again)).toEqual([first]);
    expect(items.find((r) => r.title === 'Longe')!.possible_duplicates).toEqual([]);
    expect(items.find((r) => r.title === 'Lixo')!.possible_duplicates).toEqual([]);
    expect(items.find((r) => r.title === 'Depois')!.possible_duplicates).toEqual([]);
    // A third report at the place: each lists the other two, the newest first.
    const third = await report({ title: 'Foco outra vez', at: '2025-03-10T12:00:00.000Z', ...base });
    const again2 = (await admin.get<ReportWithReporter[]>('/api/reports?limit=50')).body;
    expect(again2.find((r) => r.id === first)!.possible_duplicates.map((d) => d.id)).toEqual([again, third]);
  });

  it("finds the duplicates where the map's cells meet, and tells 49 m from 51 m", async () => {
    patientId = (await createPatient(ctx.db)).id;
    // A corner where four cells of a thousandth of a degree meet: one report in each, 1-2 m apart.
    const corner = { lat: -22.906, lon: -47.06 };
    const at = '2025-03-10T12:00:00.000Z';
    const ids: number[] = [];
    for (const [dLat, dLon] of [
      [-0.00001, -0.00001],
      [-0.00001, 0.00001],
      [0.00001, -0.00001],
      [0.00001, 0.00001],
    ] as const) {
      ids.push(
        await report({ title: `Canto ${ids.length}`, at, lat: corner.lat + dLat, lon: corner.lon + dLon }),
      );
    }
    // 49 m east and 51 m west of the first corner report, across the next edges: only the east one is near.
    const metresOfLongitude = 111_320 * Math.cos((corner.lat * Math.PI) / 180);
    const east = await report({
      title: 'Leste',
      at,
      lat: corner.lat - 0.00001,
      lon: corner.lon - 0.00001 + 49 / metresOfLongitude,
    });
    await report({
      title: 'Oeste',
      at,
      lat: corner.lat - 0.00001,
      lon: corner.lon - 0.00001 - 51 / metresOfLongitude,
    });
    const admin = await signedIn(ctx, 'health_department');
    const items = (await admin.get<ReportWithReporter[]>('/api/reports?limit=50')).body;
    const of = (id: number) => items.find((r) => r.id === id)!.possible_duplicates.map((d) => d.id);
    // Same date: newest first means the highest id first.
    expect(of(ids[0]!)).toEqual([east, ids[3], ids[2], ids[1]]);
    expect(of(ids[3]!)).toEqual([east, ids[2], ids[1], ids[0]]);
    expect(of(east)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect(items.find((r) => r.title === 'Oeste')!.possible_duplicates).toEqual([]);
  });

  it('changes the status with a note the reporter reads; a change without a note clears it', async () => {
    const p = await createPatient(ctx.db);
    patientId = p.id;
    const id = await report({ title: 'Pneu', at: '2025-03-10T12:00:00.000Z' });
    const admin = await signedIn(ctx, 'health_department');
    const changed = await admin.patch<Report>(`/api/reports/${id}/status`, {
      status: 'investigating',
      note: 'Equipe de vigilância visita na quinta-feira.',
    });
    expect(changed.body).toMatchObject({
      status: 'investigating',
      status_note: 'Equipe de vigilância visita na quinta-feira.',
    });
    const reporter = new TestClient(ctx.app, '10.5.0.1');
    await reporter.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
    const mine = await reporter.get<Report[]>('/api/reports/my');
    expect(mine.body[0]).toMatchObject({
      status: 'investigating',
      status_note: 'Equipe de vigilância visita na quinta-feira.',
    });
    await admin.patch(`/api/reports/${id}/status`, { status: 'resolved' });
    expect((await reporter.get<Report[]>('/api/reports/my')).body[0]).toMatchObject({
      status: 'resolved',
      status_note: null,
    });
    const tooLong = await admin.patch<{ error: string }>(`/api/reports/${id}/status`, {
      status: 'resolved',
      note: 'x'.repeat(501),
    });
    expect(tooLong.status).toBe(400);
    // Other roles cannot change a status.
    for (const role of ['patient', 'doctor', 'hospital'] as const) {
      const other = await signedIn(ctx, role);
      expect((await other.patch(`/api/reports/${id}/status`, { status: 'pending' })).status, role).toBe(403);
    }
  });
});
