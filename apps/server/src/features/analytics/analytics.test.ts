import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsAnswer } from '@saude/shared/schemas/analytics';
import { createTestContext, type TestContext } from '../../test/harness';
import { createPatient, createStaff, createUnit, signedIn } from '../../test/fixtures';
import { addDays, cityDateOf, cityDayStartUtc } from '../../lib/city-calendar';
import { waiting } from './analytics.service';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const DAY = 86_400_000;
const today = () => cityDateOf(new Date());
const ago = (days: number) => addDays(today(), -days);

/** A small city with known figures; dates are relative to today in the city's calendar. */
async function seed() {
  const db = ctx.db;
  const centro = (await createUnit(db, 'UBS Centro')).id;
  const norte = (await createUnit(db, 'Hospital Norte')).id;
  const patient = (await createPatient(db)).id;
  const doctor = (await createStaff(db, 'doctor')).id;
  const now = new Date().toISOString();

  const appointments: [number, string, number | null][] = [
    [0, 'completed', centro],
    [0, 'completed', centro],
    [0, 'no_show', centro],
    [0, 'scheduled', norte],
    [6, 'cancelled', norte],
    [6, 'completed', null],
    [7, 'no_show', centro],
    [29, 'completed', norte],
    [30, 'completed', norte],
    [-1, 'scheduled', centro],
  ];
  for (const [days, status, unit] of appointments) {
    await db
      .insertInto('appointments')
      .values({
        patient_id: patient,
        health_unit_id: unit,
        appointment_date: ago(days),
        appointment_type: 'consultation',
        status,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  const requests: [number, string][] = [
    [1, 'pending'],
    [5, 'pending'],
    [10, 'pending'],
    [20, 'pending'],
    [3, 'approved'],
  ];
  for (const [days, status] of requests) {
    const at = new Date(Date.now() - days * DAY).toISOString();
    await db
      .insertInto('appointment_requests')
      .values({
        patient_id: patient,
        specialty: 'Cardiologista',
        appointment_type: 'consultation',
        requested_date: cityDateOf(at),
        status,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  // The first city instant of the 7-day period, and the last instant before it.
  const start7 = cityDayStartUtc(ago(6));
  const before7 = new Date(Date.parse(start7) - 1).toISOString();
  const reports: [string, string, string, string | null][] = [
    [now, 'mosquito', 'pending', 'Centro'],
    [now, 'trash', 'resolved', 'Centro'],
    [start7, 'mosquito', 'investigating', '  '],
    [before7, 'trash', 'pending', 'Vila Nova'],
    [new Date(Date.now() - 40 * DAY).toISOString(), 'trash', 'pending', 'Centro'],
  ];
  for (const [at, report_type, status, neighborhood] of reports) {
    await db
      .insertInto('environmental_reports')
      .values({
        patient_id: patient,
        report_type,
        title: 'Foco',
        status,
        neighborhood,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  const vaccines: [string, number][] = [
    ['Gripe', 0],
    ['Gripe', 2],
    ['Gripe', 29],
    ['Gripe', 30],
    ['COVID-19', 1],
    ['COVID-19', 1],
    ...Array.from({ length: 10 }, (_, i) => [`V${String(i + 1).padStart(2, '0')}`, 3] as [string, number]),
  ];
  for (const [vaccine_name, days] of vaccines) {
    await db
      .insertInto('vaccinations')
      .values({ patient_id: patient, vaccine_name, vaccine_date: ago(days), created_at: now })
      .execute();
  }

  let n = 0;
  for (const days of [0, 0, 3, 30]) {
    await db
      .insertInto('prescriptions')
      .values({
        public_id: `rx-${++n}`,
        patient_id: patient,
        doctor_staff_id: doctor,
        prescription_date: ago(days),
        prescription_text: 'Dipirona',
        is_valid: 1,
        created_at: now,
      })
      .execute();
  }
  return { centro, norte };
}

const byKey = <T, K extends keyof T>(rows: T[], key: K) =>
  Object.fromEntries(rows.map((r) => [String(r[key]), (r as { count: number }).count]));

describe('GET /api/admin/analytics', () => {
  it('answers the default 30-day figures of a known data set', async () => {
    await seed();
    const dept = await signedIn(ctx, 'health_department');
    const res = await dept.get<AnalyticsAnswer>('/api/admin/analytics');
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a.period).toEqual({ from: ago(29), to: today(), days: 30 });
    expect(byKey(a.appointments_by_status, 'status')).toEqual({
      completed: 4,
      no_show: 2,
      scheduled: 1,
      cancelled: 1,
    });
    expect(a.no_show_rate).toBeCloseTo(2 / 6, 10);
    expect(a.requests_waiting).toEqual({
      count: 4,
      oldest_days: 20,
      average_days: 9,
      buckets: [
        { label: '0-2 dias', count: 1 },
        { label: '3-7 dias', count: 1 },
        { label: '8-14 dias', count: 1 },
        { label: '15+ dias', count: 1 },
      ],
    });
    expect(byKey(a.reports_by_type, 'report_type')).toEqual({ mosquito: 2, trash: 2 });
    expect(byKey(a.reports_by_status, 'status')).toEqual({ pending: 2, resolved: 1, investigating: 1 });
    expect(a.reports_by_neighborhood).toEqual([
      { neighborhood: 'Centro', count: 2 },
      { neighborhood: 'Não informado', count: 1 },
      { neighborhood: 'Vila Nova', count: 1 },
    ]);
    expect(a.vaccinations_by_vaccine).toHaveLength(10);
    expect(a.vaccinations_by_vaccine.slice(0, 3)).toEqual([
      { vaccine_name: 'Gripe', count: 3 },
      { vaccine_name: 'COVID-19', count: 2 },
      { vaccine_name: 'V01', count: 1 },
    ]);
    expect(a.vaccinations_by_vaccine.at(-1)).toEqual({ vaccine_name: 'V08', count: 1 });
    expect(a.prescriptions_total).toBe(3);
    expect(a.prescriptions_over_time).toEqual([
      { date: ago(3), count: 1 },
      { date: today(), count: 2 },
    ]);
  });

  it('keeps to the period: its first day is in, the day before and the future are out', async () => {
    const { centro, norte } = await seed();
    const dept = await signedIn(ctx, 'health_department');
    const a = (await dept.get<AnalyticsAnswer>('/api/admin/analytics?days=7')).body;
    expect(a.period).toEqual({ from: ago(6), to: today(), days: 7 });
    expect(byKey(a.appointments_by_status, 'status')).toEqual({
      completed: 3,
      no_show: 1,
      scheduled: 1,
      cancelled: 1,
    });
    expect(a.no_show_rate).toBe(0.25);
    expect(a.appointments_by_unit).toEqual([
      { health_unit_id: centro, health_unit_name: 'UBS Centro', count: 3 },
      { health_unit_id: norte, health_unit_name: 'Hospital Norte', count: 2 },
      { health_unit_id: null, health_unit_name: 'Sem unidade', count: 1 },
    ]);
    expect(a.appointments_over_time).toEqual([
      { date: ago(6), count: 2 },
      { date: today(), count: 4 },
    ]);
    // Reports: the first instant of the period counts, one millisecond earlier does not.
    expect(byKey(a.reports_by_type, 'report_type')).toEqual({ mosquito: 2, trash: 1 });
    expect(a.prescriptions_total).toBe(3);
    // The backlog is not limited to the period.
    expect(a.requests_waiting.count).toBe(4);
  });

  it('answers empty figures and null rates for an empty city', async () => {
    const dept = await signedIn(ctx, 'health_department');
    const a = (await dept.get<AnalyticsAnswer>('/api/admin/analytics?days=365')).body;
    expect(a).toMatchObject({
      appointments_by_status: [],
      no_show_rate: null,
      requests_waiting: { count: 0, oldest_days: null, average_days: null },
      prescriptions_total: 0,
    });
    expect(a.requests_waiting.buckets.map((b) => b.count)).toEqual([0, 0, 0, 0]);
  });

  it('counts the most recorded CID-10 codes of the period, ten at most, with their descriptions', async () => {
    const db = ctx.db;
    const patient = (await createPatient(db)).id;
    const now = new Date().toISOString();
    const visit = async (days: number, codes: string[]) => {
      const { id } = await db
        .insertInto('medical_records')
        .values({ patient_id: patient, record_date: ago(days), diagnosis: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [i, code] of codes.entries()) {
        await db
          .insertInto('medical_record_diagnoses')
          .values({ medical_record_id: id, position: i + 1, cid10_code: code })
          .execute();
      }
    };
    await visit(0, ['J069', 'I10']);
    await visit(1, ['J069']);
    await visit(6, ['I10', 'E119']);
    await visit(7, ['J069']); // before a 7-day period
    await visit(2, []);
    const dept = await signedIn(ctx, 'health_department');
    const week = (await dept.get<AnalyticsAnswer>('/api/admin/analytics?days=7')).body;
    expect(week.diagnoses_by_code).toEqual([
      { code: 'I10', description: 'Hipertensão essencial (primária)', count: 2 },
      { code: 'J069', description: 'Infecção aguda das vias aéreas superiores não especificada', count: 2 },
      { code: 'E119', description: 'Diabetes mellitus não-insulino-dependente - sem complicações', count: 1 },
    ]);
    const month = (await dept.get<AnalyticsAnswer>('/api/admin/analytics')).body;
    expect(month.diagnoses_by_code[0]).toMatchObject({ code: 'J069', count: 3 });

    for (const [i, code] of [
      'A00',
      'A01',
      'A02',
      'A03',
      'A04',
      'A05',
      'A06',
      'A07',
      'A08',
      'A09',
    ].entries()) {
      await visit(i % 3, [code]);
    }
    const many = (await dept.get<AnalyticsAnswer>('/api/admin/analytics')).body.diagnoses_by_code;
    expect(many).toHaveLength(10);
    expect(many.slice(0, 3).map((d) => d.code)).toEqual(['J069', 'I10', 'A00']);
    // A doctor or a patient does not read the city's figures.
    expect((await (await signedIn(ctx, 'doctor')).get('/api/admin/analytics')).status).toBe(403);
  });

  it.each(['6', '366', 'abc', '7.5'])('refuses days=%s with a 400', async (days) => {
    const dept = await signedIn(ctx, 'health_department');
    const res = await dept.get<{ error: string }>(`/api/admin/analytics?days=${days}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Período inválido/);
  });
});

describe('waiting days', () => {
  it('counts whole city days: a request made at 23:30 local yesterday waits 1 day', () => {
    // 02:30 UTC is 23:30 of the previous day in São Paulo (UTC-3).
    const w = waiting([{ hour: '2026-03-10T02', n: 2 }], '2026-03-10');
    expect(w).toMatchObject({ count: 2, oldest_days: 1, average_days: 1 });
    expect(waiting([{ hour: '2026-03-10T03', n: '1' }], '2026-03-10').oldest_days).toBe(0);
  });

  it('puts 2/3, 7/8 and 14/15 days on either side of the bucket edges', () => {
    const today = '2026-03-20';
    const hours = [2, 3, 7, 8, 14, 15].map((d) => ({ hour: `${addDays(today, -d)}T12`, n: 1 }));
    expect(waiting(hours, today).buckets.map((b) => b.count)).toEqual([1, 2, 2, 1]);
  });
});

describe('city calendar', () => {
  it('starts a São Paulo day at 03:00 UTC', () => {
    expect(cityDayStartUtc('2026-05-01')).toBe('2026-05-01T03:00:00.000Z');
    expect(cityDateOf('2026-05-01T02:59:59.999Z')).toBe('2026-04-30');
  });
});
