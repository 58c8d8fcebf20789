/**
 * The hospital panel's lists through the list contract (docs/decisions/013-one-list-contract.md):
 * the unit's rows only, in the order of the work, every row reachable by following the links, the
 * filter kept in them, and the total on every page.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  HospitalDoctor,
  HospitalExam,
  HospitalPrescription,
  HospitalStaffMember,
  HospitalVaccination,
} from '@saude/shared/schemas/hospital';
import { LIST_TOTAL_CAP } from '@saude/shared/domain/page-limits';
import { createTestContext, type TestContext } from '../../test/harness';
import { nextPageOf, readAllPages, totalOf } from '../../test/list-pages';
import { createPatient, createStaff, createUnit } from '../../test/fixtures';
import {
  hospitalClient,
  insertAppointment,
  insertHospitalDoctor,
  patientClient,
  staffClient,
} from '../appointments/appointments.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return Math.floor((s / 2 ** 31) * n);
  };
}

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 200) await insert(rows.slice(i, i + 200));
}

describe('GET /api/hospital/exams', () => {
  it('lists the unit exams newest first, or one status: pending oldest first, decided newest first', async () => {
    const hospital = await hospitalClient(ctx);
    const otherUnit = (await createUnit(ctx.db, 'Outra')).id;
    const patient = await createPatient(ctx.db, { full_name: 'Teresa' });
    const rnd = random(3);
    const statuses = ['pending', 'approved', 'rejected'] as const;
    const rows = Array.from({ length: 60 }, (_, i) => ({
      patient_id: patient.id,
      exam_type: `Exame ${i}`,
      exam_date: day(rnd(10)),
      health_unit_id: i % 6 === 5 ? otherUnit : hospital.unitId,
      approval_status: statuses[rnd(3)]!,
      created_at: `2025-02-01T10:00:${String(rnd(20)).padStart(2, '0')}.000Z`,
    }));
    await ctx.db.insertInto('exams').values(rows).execute();
    const all = await ctx.db
      .selectFrom('exams')
      .select(['id', 'exam_date', 'created_at', 'approval_status'])
      .where('health_unit_id', '=', hospital.unitId)
      .execute();
    const newest = (a: (typeof all)[number], b: (typeof all)[number]) =>
      b.exam_date.localeCompare(a.exam_date) || b.id - a.id;
    const oldestCreated = (a: (typeof all)[number], b: (typeof all)[number]) =>
      a.created_at.localeCompare(b.created_at) || a.id - b.id;

    const everyStatus = await readAllPages<HospitalExam>(hospital.client, '/api/hospital/exams?limit=7');
    expect(everyStatus.items.map((e) => e.id)).toEqual([...all].sort(newest).map((e) => e.id));
    expect(totalOf(everyStatus.pages[0]!)).toEqual({ total: all.length, exact: true });
    for (const status of statuses) {
      const { items, pages } = await readAllPages<HospitalExam>(
        hospital.client,
        `/api/hospital/exams?status=${status}&limit=4`,
      );
      const expected = all
        .filter((e) => e.approval_status === status)
        .sort(status === 'pending' ? oldestCreated : newest);
      expect(
        items.map((e) => e.id),
        status,
      ).toEqual(expected.map((e) => e.id));
      for (const page of pages) expect(totalOf(page)).toEqual({ total: expected.length, exact: true });
      if (pages.length > 1) expect(nextPageOf(pages[0]!)).toContain(`status=${status}`);
    }
    const wrong = await hospital.client.get<{ error: string }>('/api/hospital/exams?status=ok');
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Status inválido' } });
  });
});

describe('GET /api/hospital/vaccinations', () => {
  it('lists the vaccines given at the unit, newest first, page by page', async () => {
    const hospital = await hospitalClient(ctx);
    const otherUnit = (await createUnit(ctx.db, 'Outra')).id;
    const patient = await createPatient(ctx.db);
    const rnd = random(5);
    await ctx.db
      .insertInto('vaccinations')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          patient_id: patient.id,
          vaccine_name: `Vacina ${i}`,
          vaccine_date: day(rnd(6)),
          health_unit_id: i % 5 === 0 ? otherUnit : hospital.unitId,
          created_at: '2025-02-01T10:00:00.000Z',
        })),
      )
      .execute();
    const mine = (
      await ctx.db
        .selectFrom('vaccinations')
        .select(['id', 'vaccine_date'])
        .where('health_unit_id', '=', hospital.unitId)
        .execute()
    ).sort((a, b) => b.vaccine_date.localeCompare(a.vaccine_date) || b.id - a.id);
    const { items, pages } = await readAllPages<HospitalVaccination>(
      hospital.client,
      '/api/hospital/vaccinations?limit=5',
    );
    expect(items.map((v) => v.id)).toEqual(mine.map((v) => v.id));
    expect(pages.map((p) => totalOf(p).total)).toEqual(pages.map(() => 24));
  });
});

describe('GET /api/hospital/prescriptions', () => {
  it('pages as the rule reads (issued at the unit or by its doctors), with few prescriptions or many spread thin', async () => {
    const hospital = await hospitalClient(ctx);
    const otherUnit = (await createUnit(ctx.db, 'Outra')).id;
    const unitDoctor = await createStaff(ctx.db, 'doctor', { health_unit_id: hospital.unitId });
    const outsideDoctor = await createStaff(ctx.db, 'doctor', { health_unit_id: otherUnit });
    const rnd = random(11);
    const patients: number[] = [];
    for (let i = 0; i < 40; i++) patients.push((await createPatient(ctx.db)).id);
    // Half the patients were seen at the unit: that alone does not make their prescriptions its own.
    for (const [i, id] of patients.entries()) {
      if (i % 2 === 0) await insertAppointment(ctx, { patient_id: id, health_unit_id: hospital.unitId });
    }
    let seq = 0;
    const prescription = (date: string) => ({
      public_id: `rx-${++seq}`,
      patient_id: patients[rnd(patients.length)]!,
      doctor_staff_id: rnd(5) === 0 ? unitDoctor.id : outsideDoctor.id,
      health_unit_id: [hospital.unitId, otherUnit, null][rnd(3)]!,
      prescription_date: date,
      prescription_text: `Receita ${seq}`,
      is_valid: 1,
      created_at: '2025-02-01T10:00:00.000Z',
    });
    const insert = (rows: ReturnType<typeof prescription>[]) =>
      insertInChunks(rows, (chunk) => ctx.db.insertInto('prescriptions').values(chunk).execute());

    const expected = async () =>
      (
        await ctx.db
          .selectFrom('prescriptions')
          .select(['id', 'health_unit_id', 'doctor_staff_id', 'prescription_date'])
          .execute()
      )
        .filter((p) => p.health_unit_id === hospital.unitId || p.doctor_staff_id === unitDoctor.id)
        .sort((a, b) => b.prescription_date.localeCompare(a.prescription_date) || b.id - a.id)
        .map((p) => p.id);
    const check = async (limit: number) => {
      const want = await expected();
      const { items, pages } = await readAllPages<HospitalPrescription>(
        hospital.client,
        `/api/hospital/prescriptions?limit=${limit}`,
      );
      expect(items.map((p) => p.id)).toEqual(want);
      const total = Math.min(want.length, LIST_TOTAL_CAP);
      for (const page of pages) {
        expect(totalOf(page)).toEqual({ total, exact: want.length <= LIST_TOTAL_CAP });
      }
    };

    // Few.
    await insert(Array.from({ length: 120 }, () => prescription(day(rnd(300)))));
    await check(9);
    // Many, with a stretch of days where the unit's prescriptions are sparse.
    await insert(Array.from({ length: 2400 }, () => prescription(day(rnd(300)))));
    await insert(
      Array.from({ length: 2500 }, () => ({
        ...prescription(day(150 + rnd(5))),
        patient_id: patients[1]!,
        doctor_staff_id: outsideDoctor.id,
        health_unit_id: otherUnit,
      })),
    );
    await check(25);

    const first = await hospital.client.get<HospitalPrescription[]>('/api/hospital/prescriptions?limit=1');
    expect(first.body[0]).toMatchObject({ is_valid: true });
    expect(Object.keys(first.body[0]!).sort()).toEqual(
      [
        'doctor_name',
        'id',
        'is_valid',
        'patient_name',
        'prescription_date',
        'prescription_text',
        'qr_code',
      ].sort(),
    );
  });
});

describe('GET /api/hospital/doctors and /staff', () => {
  it("lists the unit's autonomous doctors and team newest first, not another unit's", async () => {
    const hospital = await hospitalClient(ctx);
    const other = await hospitalClient(ctx);
    const doctors: number[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await insertHospitalDoctor(ctx, hospital.unitId, { doctor_name: `Dr. ${i}` });
      await ctx.db
        .updateTable('hospital_doctors')
        .set({ created_at: `2025-03-0${1 + (i % 2)}T10:00:00.000Z` })
        .where('id', '=', id)
        .execute();
      doctors.push(id);
    }
    await insertHospitalDoctor(ctx, other.unitId);
    const byDoctors = await readAllPages<HospitalDoctor>(hospital.client, '/api/hospital/doctors?limit=2');
    // Created on two days: the second day's first (higher id first), then the first day's.
    expect(byDoctors.items.map((d) => d.id)).toEqual([
      doctors[3],
      doctors[1],
      doctors[4],
      doctors[2],
      doctors[0],
    ]);
    expect(totalOf(byDoctors.pages[0]!)).toEqual({ total: 5, exact: true });

    const team: number[] = [];
    for (const type of ['doctor', 'reception', 'doctor'] as const) {
      team.push((await staffClient(ctx, type, hospital.unitId)).id);
    }
    await staffClient(ctx, 'doctor', other.unitId);
    await createStaff(ctx.db, 'health_department', { health_unit_id: hospital.unitId });
    const byStaff = await readAllPages<HospitalStaffMember>(hospital.client, '/api/hospital/staff?limit=2');
    expect(byStaff.items.map((s) => s.id)).toEqual([...team].reverse());
    expect(totalOf(byStaff.pages[1]!)).toEqual({ total: 3, exact: true });

    const patient = await patientClient(ctx);
    for (const path of [
      '/api/hospital/doctors',
      '/api/hospital/staff',
      '/api/hospital/prescriptions',
      '/api/hospital/exams',
      '/api/hospital/vaccinations',
      '/api/hospital/doctor-options?specialty=Cardiologista',
    ]) {
      expect((await patient.client.get(path)).status, path).toBe(403);
    }
    expect((await hospital.client.get('/api/hospital/staff?limit=101')).status).toBe(400);
  });
});

describe('the clinical lists searched by the patient name (?q=)', () => {
  it("finds the unit's prescriptions, exams and vaccines of the patients named, accents and case aside", async () => {
    const hospital = await hospitalClient(ctx);
    const otherUnit = (await createUnit(ctx.db, 'Outra')).id;
    const doctor = await createStaff(ctx.db, 'doctor', { health_unit_id: hospital.unitId });
    const outsideDoctor = await createStaff(ctx.db, 'doctor', { health_unit_id: otherUnit });
    const joao = (await createPatient(ctx.db, { full_name: 'João da Silva' })).id;
    const joana = (await createPatient(ctx.db, { full_name: 'Maria Joana Souza' })).id;
    const pedro = (await createPatient(ctx.db, { full_name: 'Pedro Alves' })).id;
    let seq = 0;
    const prescription = (patient_id: number, unit: number, doctor_staff_id: number) => ({
      public_id: `rx-${++seq}`,
      patient_id,
      doctor_staff_id,
      health_unit_id: unit,
      prescription_date: day(seq),
      prescription_text: `Receita ${seq}`,
      is_valid: 1,
      created_at: '2025-02-01T10:00:00.000Z',
    });
    await ctx.db
      .insertInto('prescriptions')
      .values([
        prescription(joao, hospital.unitId, doctor.id),
        prescription(joao, hospital.unitId, doctor.id),
        prescription(joana, hospital.unitId, doctor.id),
        prescription(pedro, hospital.unitId, doctor.id),
        // Another unit's, by another unit's doctor: not this unit's, whatever the name.
        prescription(joao, otherUnit, outsideDoctor.id),
      ])
      .execute();
    const exam = (patient_id: number, unit: number, approval_status: 'pending' | 'approved') => ({
      patient_id,
      exam_type: `Exame ${++seq}`,
      exam_date: day(seq),
      health_unit_id: unit,
      approval_status,
      created_at: `2025-02-01T10:00:${String(seq).padStart(2, '0')}.000Z`,
    });
    await ctx.db
      .insertInto('exams')
      .values([
        exam(joao, hospital.unitId, 'pending'),
        exam(joao, hospital.unitId, 'approved'),
        exam(joana, hospital.unitId, 'pending'),
        exam(joao, otherUnit, 'pending'),
      ])
      .execute();
    const vaccination = (patient_id: number, unit: number) => ({
      patient_id,
      vaccine_name: `Vacina ${++seq}`,
      vaccine_date: day(seq),
      health_unit_id: unit,
      created_at: '2025-02-01T10:00:00.000Z',
    });
    await ctx.db
      .insertInto('vaccinations')
      .values([
        vaccination(joao, hospital.unitId),
        vaccination(pedro, hospital.unitId),
        vaccination(joao, otherUnit),
      ])
      .execute();

    const names = async (path: string) => {
      const { items, pages } = await readAllPages<{ patient_name: string }>(
        hospital.client,
        `${path}&limit=1`,
      );
      return { names: items.map((i) => i.patient_name), total: totalOf(pages[0]!).total };
    };
    const rx = (q: string) => names(`/api/hospital/prescriptions?q=${encodeURIComponent(q)}`);
    expect(await rx('joao')).toEqual({ names: ['João da Silva', 'João da Silva'], total: 2 });
    expect(await rx('SILVA joão')).toEqual({ names: ['João da Silva', 'João da Silva'], total: 2 });
    expect(await rx('souza')).toEqual({ names: ['Maria Joana Souza'], total: 1 });
    expect(await rx('ninguém')).toEqual({ names: [], total: 0 });
    expect((await rx('')).total).toBe(4);

    const exams = (query: string) => names(`/api/hospital/exams?${query}`);
    expect(await exams('q=joao')).toEqual({ names: ['João da Silva', 'João da Silva'], total: 2 });
    expect(await exams('q=joao&status=pending')).toEqual({ names: ['João da Silva'], total: 1 });
    expect(await exams('q=maria&status=approved')).toEqual({ names: [], total: 0 });

    const vaccines = (q: string) => names(`/api/hospital/vaccinations?q=${encodeURIComponent(q)}`);
    expect(await vaccines('JOAO')).toEqual({ names: ['João da Silva'], total: 1 });
    expect(await vaccines('alves')).toEqual({ names: ['Pedro Alves'], total: 1 });

    // The trail keeps what was searched for with each page read, as for the department's searches.
    const searched = async (action: string) =>
      (await ctx.db.selectFrom('audit_events').select('details').where('action', '=', action).execute()).map(
        (a) => (JSON.parse(a.details!) as { q?: string }).q,
      );
    expect(new Set(await searched('hospital.prescriptions.read'))).toEqual(
      new Set(['joao', 'SILVA joão', 'souza', 'ninguém', undefined]),
    );
    expect(new Set(await searched('hospital.vaccinations.read'))).toEqual(new Set(['JOAO', 'alves']));
  });
});
