/**
 * The agenda through the list contract (docs/decisions/013-one-list-contract.md): ordered for the
 * work, paged by key, every row reachable, filters kept in the next link, limits enforced.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CITY_SEARCH_NEEDS_DAY_MESSAGE, type AppointmentItem } from '@saude/shared/schemas/appointments';
import { createTestContext, type TestContext } from '../../test/harness';
import { createPatient, createUnit, signedIn } from '../../test/fixtures';
import { nextPageOf, readAllPages, totalOf } from '../../test/list-pages';
import { todayDate } from '../../lib/time';
import { insertAppointment, patientClient, staffClient } from './appointments.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

/** The city's day `n` days from today. */
const day = (n: number) => {
  const d = new Date(`${todayDate()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

async function doctorWithAgenda() {
  const unit = (await createUnit(ctx.db)).id;
  const doctor = await staffClient(ctx, 'doctor', unit);
  const patient = await patientClient(ctx);
  const at = async (offset: number, time: string | null, status = 'scheduled') =>
    insertAppointment(ctx, {
      patient_id: patient.id,
      health_unit_id: unit,
      doctor_staff_id: doctor.id,
      appointment_date: day(offset),
      appointment_time: time,
      status,
    });
  return { unit, doctor, patient, at };
}

describe('GET /api/appointments: order for the work', () => {
  it('opens on today, then the days after it, then the past newest first, and pages to every row', async () => {
    const { doctor, at } = await doctorWithAgenda();
    const long = await at(-400, '09:00', 'completed');
    const lastWeek = await at(-7, '10:00', 'completed');
    const yesterday = await at(-1, '15:00', 'no_show');
    const yesterdayEarly = await at(-1, '08:30', 'completed');
    const todayLate = await at(0, '16:00');
    const todayUntimed = await at(0, null);
    const todayEarly = await at(0, '07:15', 'confirmed');
    const tomorrow = await at(1, '09:00');
    const nextMonth = await at(30, '11:00');

    const first = await doctor.client.get<AppointmentItem[]>('/api/appointments?limit=4');
    expect(first.body.map((a) => a.id)).toEqual([todayEarly, todayUntimed, todayLate, tomorrow]);
    expect(totalOf(first)).toEqual({ total: 9, exact: true });

    const { items, pages } = await readAllPages<AppointmentItem>(doctor.client, '/api/appointments?limit=4');
    expect(items.map((a) => a.id)).toEqual([
      todayEarly,
      todayUntimed,
      todayLate,
      tomorrow,
      nextMonth,
      yesterday,
      yesterdayEarly,
      lastWeek,
      long,
    ]);
    // 9 rows in pages of 4: no link after the last page, and none to an empty page.
    expect(pages.map((p) => p.body.length)).toEqual([4, 4, 1]);
  });

  it('starts the agenda at a chosen day, or shows one day only', async () => {
    const { doctor, at } = await doctorWithAgenda();
    const before = await at(-3, '10:00');
    const chosen = await at(-2, '10:00');
    const after = await at(-1, '10:00');
    const { items } = await readAllPages<AppointmentItem>(doctor.client, `/api/appointments?from=${day(-2)}`);
    expect(items.map((a) => a.id)).toEqual([chosen, after, before]);
    const oneDay = await doctor.client.get<AppointmentItem[]>(`/api/appointments?date=${day(-2)}`);
    expect(oneDay.body.map((a) => a.id)).toEqual([chosen]);
    expect(totalOf(oneDay)).toEqual({ total: 1, exact: true });
  });

  it("answers each staff home's day (the statements planned once) for whoever asks, with every status rule", async () => {
    const unit = (await createUnit(ctx.db)).id;
    const otherUnit = (await createUnit(ctx.db)).id;
    const patient = await patientClient(ctx);
    const doctors = [await staffClient(ctx, 'doctor', unit), await staffClient(ctx, 'doctor', otherUnit)];
    const receptions = [
      await staffClient(ctx, 'reception', unit),
      await staffClient(ctx, 'reception', otherUnit),
    ];
    const agendas = [];
    for (const [i, doctor] of doctors.entries()) {
      const at = (offset: number, time: string, status: string) =>
        insertAppointment(ctx, {
          patient_id: patient.id,
          health_unit_id: i === 0 ? unit : otherUnit,
          doctor_staff_id: doctor.id,
          appointment_date: day(offset),
          appointment_time: time,
          status,
        });
      const late = await at(0, '15:00', 'completed');
      const early = await at(0, '08:30', 'scheduled');
      const cancelled = await at(0, '09:00', 'cancelled');
      const noon = await at(0, '12:00', 'completed');
      await at(1, '08:00', 'scheduled'); // another day: in no answer below
      agendas.push({ early, late, noon, cancelled });
    }
    const today = day(0);
    // The same questions of two doctors, then of two receptions, one after the other: each answer is
    // the asker's own day, filtered as asked.
    for (const [i, staff] of [...doctors, ...receptions].entries()) {
      const { early, late, noon, cancelled } = agendas[i % 2]!;
      const ask = async (query: string) => {
        const res = await staff.client.get<AppointmentItem[]>(`/api/appointments?date=${today}${query}`);
        expect(res.status).toBe(200);
        return { ids: res.body.map((a) => a.id), total: totalOf(res).total };
      };
      expect(await ask('')).toEqual({ ids: [early, noon, late], total: 3 });
      expect(await ask('&limit=1')).toEqual({ ids: [early], total: 3 });
      expect(await ask('&status=completed&limit=1')).toEqual({ ids: [noon], total: 2 });
      expect(await ask('&status=cancelled')).toEqual({ ids: [cancelled], total: 1 });
      // The next pages of the day, read after a cursor.
      const { items } = await readAllPages<AppointmentItem>(
        staff.client,
        `/api/appointments?date=${today}&limit=1`,
      );
      expect(items.map((a) => a.id)).toEqual([early, noon, late]);
    }
  });

  it('gives a patient what is coming first, then the past newest first', async () => {
    const patient = await patientClient(ctx);
    const old = await insertAppointment(ctx, { patient_id: patient.id, appointment_date: day(-60) });
    const recent = await insertAppointment(ctx, { patient_id: patient.id, appointment_date: day(-2) });
    const soon = await insertAppointment(ctx, { patient_id: patient.id, appointment_date: day(3) });
    const later = await insertAppointment(ctx, { patient_id: patient.id, appointment_date: day(90) });
    const res = await patient.client.get<AppointmentItem[]>('/api/appointments?limit=3');
    expect(res.body.map((a) => a.id)).toEqual([soon, later, recent]);
    const rest = await patient.client.get<AppointmentItem[]>(nextPageOf(res)!);
    expect(rest.body.map((a) => a.id)).toEqual([old]);
    expect(nextPageOf(rest)).toBeNull();
  });
});

describe('GET /api/appointments?q=: the patient searched at the counter', () => {
  it('finds the patient by name as typed, accents and order aside, or by the start of the CPF, within the scope', async () => {
    const unit = (await createUnit(ctx.db)).id;
    const otherUnit = (await createUnit(ctx.db)).id;
    const reception = await staffClient(ctx, 'reception', unit);
    const joao = await createPatient(ctx.db, { full_name: 'João Gonçalves Araújo', cpf: '52998224725' });
    const maria = await createPatient(ctx.db, { full_name: 'Maria José da Silva' });
    const book = (patient_id: number, health_unit_id: number, offset: number) =>
      insertAppointment(ctx, {
        patient_id,
        health_unit_id,
        appointment_date: day(offset),
        appointment_time: '10:00',
      });
    const joaoToday = await book(joao.id, unit, 0);
    const joaoLastMonth = await book(joao.id, unit, -30);
    await book(maria.id, unit, 0);
    // The same patient at another unit: outside this reception's scope, searched or not.
    await book(joao.id, otherUnit, 1);

    const search = async (q: string, extra = '') => {
      const res = await reception.client.get<AppointmentItem[]>(
        `/api/appointments?q=${encodeURIComponent(q)}${extra}`,
      );
      expect(res.status).toBe(200);
      return { ids: res.body.map((a) => a.id), total: totalOf(res).total };
    };
    expect(await search('joao')).toEqual({ ids: [joaoToday, joaoLastMonth], total: 2 });
    expect(await search('araujo GONÇALVES')).toEqual({ ids: [joaoToday, joaoLastMonth], total: 2 });
    expect(await search('529.982')).toEqual({ ids: [joaoToday, joaoLastMonth], total: 2 });
    expect(await search('joao', `&date=${day(0)}`)).toEqual({ ids: [joaoToday], total: 1 });
    // A word of neither name, and a CPF start that is not the patient's.
    expect(await search('joao pereira')).toEqual({ ids: [], total: 0 });
    expect(await search('111')).toEqual({ ids: [], total: 0 });
    // LIKE's own wildcards are typed text, not patterns.
    expect(await search('%')).toEqual({ ids: [], total: 0 });
    // Blank is no search.
    expect((await search('  ')).total).toBe(3);

    // The search stays in the next page's link.
    const first = await reception.client.get<AppointmentItem[]>('/api/appointments?q=joao&limit=1');
    expect(new URL(nextPageOf(first)!, 'http://x').searchParams.get('q')).toBe('joao');
    const { items } = await readAllPages<AppointmentItem>(
      reception.client,
      '/api/appointments?q=joao&limit=1',
    );
    expect(items.map((a) => a.id)).toEqual([joaoToday, joaoLastMonth]);
  });

  it("asks the department, whose list is the whole city's, to name a day for a search", async () => {
    const unit = (await createUnit(ctx.db)).id;
    const joao = await createPatient(ctx.db, { full_name: 'João Araújo' });
    const today = await insertAppointment(ctx, {
      patient_id: joao.id,
      health_unit_id: unit,
      appointment_date: day(0),
    });
    await insertAppointment(ctx, { patient_id: joao.id, health_unit_id: unit, appointment_date: day(1) });
    const department = await signedIn(ctx, 'health_department');
    const wide = await department.get('/api/appointments?q=joao');
    expect(wide.status).toBe(400);
    expect(JSON.stringify(wide.body)).toContain(CITY_SEARCH_NEEDS_DAY_MESSAGE);
    const oneDay = await department.get<AppointmentItem[]>(`/api/appointments?q=joao&date=${day(0)}`);
    expect(oneDay.status).toBe(200);
    expect(oneDay.body.map((a) => a.id)).toEqual([today]);
  });

  it('refuses a search longer than 100 characters', async () => {
    const unit = (await createUnit(ctx.db)).id;
    const reception = await staffClient(ctx, 'reception', unit);
    const res = await reception.client.get(`/api/appointments?q=${'a'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Busca muito longa');
  });
});

describe('GET /api/appointments: the list contract', () => {
  it('keeps the filters and the limit in the next link', async () => {
    const { doctor, at } = await doctorWithAgenda();
    for (let i = 0; i < 5; i++) await at(i, '10:00', 'confirmed');
    await at(2, '11:00', 'scheduled');
    const first = await doctor.client.get<AppointmentItem[]>(
      `/api/appointments?status=confirmed&from=${day(0)}&limit=2`,
    );
    const link = first.headers.get('link')!;
    expect(link).toMatch(/^<http:\/\/localhost:3000\/api\/appointments\?[^>]+>; rel="next"$/);
    const next = new URL(link.slice(1, link.indexOf('>')));
    expect(next.searchParams.get('status')).toBe('confirmed');
    expect(next.searchParams.get('from')).toBe(day(0));
    expect(next.searchParams.get('limit')).toBe('2');
    expect(next.searchParams.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    const { items } = await readAllPages<AppointmentItem>(
      doctor.client,
      `/api/appointments?status=confirmed&from=${day(0)}&limit=2`,
    );
    expect(items).toHaveLength(5);
    expect(items.every((a) => a.status === 'confirmed')).toBe(true);
  });

  it('neither skips nor repeats rows written while someone pages', async () => {
    const { doctor, at } = await doctorWithAgenda();
    const initial = [];
    for (let i = 0; i < 6; i++) initial.push(await at(i, '10:00'));
    const first = await doctor.client.get<AppointmentItem[]>('/api/appointments?limit=3');
    expect(first.body.map((a) => a.id)).toEqual(initial.slice(0, 3));
    // Written meanwhile: one before the cursor (already passed), one after it (still ahead).
    await at(0, '07:00');
    const ahead = await at(4, '12:00');
    const { items } = await readAllPages<AppointmentItem>(doctor.client, nextPageOf(first)!);
    expect(items.map((a) => a.id)).toEqual([initial[3], initial[4], ahead, initial[5]]);
  });

  it('refuses a limit outside 1..100 and a cursor it did not make, with 400 and a message', async () => {
    const { doctor } = await doctorWithAgenda();
    for (const limit of ['0', '101', '-1', '2.5', 'abc', '']) {
      const res = await doctor.client.get<{ error: string }>(`/api/appointments?limit=${limit}`);
      expect(res.status, `limit=${limit}`).toBe(400);
      expect(res.body.error).toBe('O limite deve ser um número inteiro de 1 a 100');
    }
    expect((await doctor.client.get('/api/appointments?limit=100')).status).toBe(200);
    expect((await doctor.client.get('/api/appointments?limit=1')).status).toBe(200);
    const foreign = Buffer.from(JSON.stringify([0, 'x', 1])).toString('base64url');
    for (const cursor of [
      '%%%',
      'bm90LWpzb24',
      foreign,
      Buffer.from('[9,"a","b",1]').toString('base64url'),
    ]) {
      const res = await doctor.client.get<{ error: string }>(`/api/appointments?cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.error).toBe('Cursor de paginação inválido');
    }
  });

  it('counts the whole list up to the cap and says when it stopped counting', async () => {
    const patient = await patientClient(ctx);
    const rows = Array.from({ length: 1005 }, (_, i) => ({
      patient_id: patient.id,
      appointment_date: day(-(i % 300)),
      appointment_time: '10:00',
      appointment_type: 'consultation',
      status: 'completed',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await ctx.db
        .insertInto('appointments')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    const res = await patient.client.get<AppointmentItem[]>('/api/appointments?limit=100');
    expect(res.body).toHaveLength(100);
    expect(totalOf(res)).toEqual({ total: 1000, exact: false });
    const { items } = await readAllPages<AppointmentItem>(patient.client, '/api/appointments?limit=100');
    expect(new Set(items.map((a) => a.id)).size).toBe(1005);
  });
});
