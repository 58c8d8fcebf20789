import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminExamItem,
  AdminMedicalRecordItem,
  AdminPrescriptionItem,
  AdminStats,
  AdminVaccinationItem,
  ReportPoints,
} from '@saude/shared/schemas/admin';
import { createTestContext, type TestContext } from '../../test/harness';
import { createPatient, createStaff, createUnit, signedIn } from '../../test/fixtures';
import { todayDate } from '../../lib/time';
import { insertAppointment, insertRequest } from '../appointments/appointments.fixtures';
import { nextPageOf, readAllPages, totalOf } from '../../test/list-pages';
import { plansOf } from '../../test/query-plans';
import { shiftDate } from './admin-medical-data.service';
import { adminStatsRepository } from './admin-stats.repository';
import {
  auditActions,
  departmentClient,
  insertExam,
  insertPrescription,
  insertProvisional,
  insertRecord,
  insertReport,
  insertVaccination,
} from './admin.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const today = todayDate();

async function seedClinical() {
  const ana = await createPatient(ctx.db, { full_name: 'Ana Beatriz' });
  const bruno = await createPatient(ctx.db, { full_name: 'Bruno Costa' });
  const doctor = await createStaff(ctx.db, 'doctor');
  // today, 5 days ago (week), 20 days ago (month), 60 days ago (only in "all")
  const dates = [today, shiftDate(today, -5), shiftDate(today, -20), shiftDate(today, -60)];
  for (const [i, date] of dates.entries()) {
    const patient = i % 2 === 0 ? ana : bruno;
    await insertPrescription(ctx, {
      patient_id: patient.id,
      doctor_staff_id: doctor.id,
      prescription_date: date,
      prescription_text: i === 3 ? 'Amoxicilina 500mg' : 'Dipirona',
    });
    await insertRecord(ctx, {
      patient_id: patient.id,
      doctor_staff_id: doctor.id,
      record_date: date,
      diagnosis: i === 3 ? 'Dengue' : 'Gripe',
    });
    await insertVaccination(ctx, {
      patient_id: patient.id,
      vaccine_date: date,
      vaccine_name: i === 3 ? 'Febre Amarela' : 'Influenza',
    });
    await insertExam(ctx, {
      patient_id: patient.id,
      exam_date: date,
      exam_type: i === 3 ? 'Glicemia' : 'Hemograma',
    });
  }
  return { ana, bruno, doctor };
}

describe('admin medical data', () => {
  it('lists every dataset with names, booleans, QR codes and file urls, paged with a total', async () => {
    await seedClinical();
    const { client } = await departmentClient(ctx);

    const prescriptions = await client.get<AdminPrescriptionItem[]>('/api/admin/all-prescriptions?limit=2');
    expect(prescriptions.headers.get('x-total-count')).toBe('4');
    expect(prescriptions.body).toHaveLength(2);
    expect(prescriptions.body[0]).toMatchObject({
      patient_name: 'Ana Beatriz',
      doctor_name: 'Funcionário doctor',
      prescription_date: today,
      is_valid: true,
      qr_code: '{"prescription_id":1}',
    });
    const records = await client.get<AdminMedicalRecordItem[]>('/api/admin/all-medical-records?limit=3');
    const last = await client.get<AdminMedicalRecordItem[]>(nextPageOf(records)!);
    expect(last.body.map((r) => [r.patient_name, r.doctor_name, r.diagnosis])).toEqual([
      ['Bruno Costa', 'Funcionário doctor', 'Dengue'],
    ]);
    const vaccinations = await client.get<AdminVaccinationItem[]>('/api/admin/all-vaccinations');
    expect(vaccinations.body[0]).toMatchObject({ patient_name: 'Ana Beatriz', doctor_name: 'Enf. Carla' });
    const exams = await client.get<AdminExamItem[]>('/api/admin/all-exams');
    expect(exams.body[0]).toMatchObject({ is_normal: true, file_url: null, doctor_name: 'Dr. Exame' });

    expect((await client.get('/api/admin/all-exams?limit=101')).status).toBe(400);
    expect((await client.get('/api/admin/all-exams?period=year')).body).toEqual({
      error: 'Período inválido',
    });
    const reads = (await auditActions(ctx)).filter((a) => a === 'admin.medical_data.read');
    expect(reads).toHaveLength(5);
  });

  it('filters by period (today, 7 days, 30 days, all) on each dataset', async () => {
    await seedClinical();
    const { client } = await departmentClient(ctx);
    for (const dataset of ['prescriptions', 'medical-records', 'vaccinations', 'exams']) {
      const totals: Record<string, string | null> = {};
      for (const period of ['today', 'week', 'month', 'all', '']) {
        const res = await client.get(`/api/admin/all-${dataset}?period=${period}`);
        expect(res.status).toBe(200);
        totals[period] = res.headers.get('x-total-count');
      }
      expect(totals, dataset).toEqual({ today: '1', week: '2', month: '3', all: '4', '': '4' });
    }
  });

  it('searches patient name, doctor name and the main text fields', async () => {
    await seedClinical();
    const { client } = await departmentClient(ctx);
    const total = async (path: string) => (await client.get(path)).headers.get('x-total-count');
    expect(await total('/api/admin/all-prescriptions?q=bruno')).toBe('2');
    expect(await total('/api/admin/all-prescriptions?q=FUNCIONÁRIO')).toBe('4');
    expect(await total('/api/admin/all-prescriptions?q=amoxi')).toBe('1');
    expect(await total('/api/admin/all-medical-records?q=dengue')).toBe('1');
    expect(await total('/api/admin/all-vaccinations?q=febre')).toBe('1');
    expect(await total('/api/admin/all-exams?q=glicemia&period=week')).toBe('0');
    expect(await total('/api/admin/all-exams?q=glicemia')).toBe('1');
    expect(await total('/api/admin/all-exams?q=100%25')).toBe('0');
  });

  it('finds every word in any of the places (a name, the text), never across two columns, and counts past a page', async () => {
    const { ana, doctor } = await seedClinical();
    await insertPrescription(ctx, {
      patient_id: ana.id,
      doctor_staff_id: doctor.id,
      prescription_date: today,
      prescription_text: 'Paracetamol após as refeições',
    });
    const { client } = await departmentClient(ctx);
    const total = async (path: string) => (await client.get(path)).headers.get('x-total-count');
    // Text with accents, searched with or without them, in any case.
    expect(await total('/api/admin/all-prescriptions?q=apos%20REFEICOES')).toBe('1');
    expect(await total('/api/admin/all-prescriptions?q=Refei%C3%A7%C3%B5es%20ana')).toBe('1');
    // Bruno's prescription of Amoxicilina: the patient's name and the text, in any order.
    expect(await total('/api/admin/all-prescriptions?q=amoxicilina%20bruno')).toBe('1');
    expect(await total('/api/admin/all-prescriptions?q=ana%20amoxicilina')).toBe('0');
    // The doctor's name and the unit's vaccinator, each a place of its own.
    expect(await total('/api/admin/all-medical-records?q=funcionario%20gripe')).toBe('3');
    expect(await total('/api/admin/all-vaccinations?q=carla%20amarela')).toBe('1');
    // The exam's doctor ('Dr. Exame') and its type ('Glicemia') are searched together but never as one
    // word running from one column into the next.
    expect(await total('/api/admin/all-exams?q=exame%20glicemia')).toBe('1');
    expect(await total('/api/admin/all-exams?q=exameglicemia')).toBe('0');
    // A page shorter than the matches: the total is still counted, not the page's length.
    const page = await client.get('/api/admin/all-prescriptions?q=dipirona&limit=2');
    expect(page.body).toHaveLength(2);
    expect(page.headers.get('x-total-count')).toBe('3');
  });
});

describe('admin medical data through the list contract', () => {
  it('pages newest first by date then id to every row, keeping the search and period in the link', async () => {
    const patient = await createPatient(ctx.db, { full_name: 'Clara Nunes' });
    const other = await createPatient(ctx.db, { full_name: 'Diego Alves' });
    const doctor = await createStaff(ctx.db, 'doctor');
    const dates = [shiftDate(today, -3), today, shiftDate(today, -3), shiftDate(today, -40), today];
    const ids = [];
    for (const date of dates) {
      ids.push(
        await insertPrescription(ctx, {
          patient_id: patient.id,
          doctor_staff_id: doctor.id,
          prescription_date: date,
        }),
      );
      await insertPrescription(ctx, {
        patient_id: other.id,
        doctor_staff_id: doctor.id,
        prescription_date: date,
      });
    }
    const { client } = await departmentClient(ctx);

    const path = '/api/admin/all-prescriptions?q=nunes%20clara&period=month&limit=2';
    const first = await client.get<AdminPrescriptionItem[]>(path);
    expect(totalOf(first)).toEqual({ total: 4, exact: true });
    const next = new URL(`http://x${nextPageOf(first)}`);
    expect([next.searchParams.get('q'), next.searchParams.get('period')]).toEqual(['nunes clara', 'month']);
    const { items, pages } = await readAllPages<AdminPrescriptionItem>(client, path);
    // Today's two (newest id first), then the two of three days ago; the one of 40 days ago is outside.
    expect(items.map((p) => p.id)).toEqual([ids[4], ids[1], ids[2], ids[0]]);
    expect(pages).toHaveLength(2);

    const everything = await readAllPages<AdminPrescriptionItem>(
      client,
      '/api/admin/all-prescriptions?limit=3',
    );
    expect(everything.items).toHaveLength(10);
    expect(new Set(everything.items.map((p) => p.id)).size).toBe(10);

    // Each page read is audited with what it showed.
    const audited = await ctx.db
      .selectFrom('audit_events')
      .select('details')
      .where('action', '=', 'admin.medical_data.read')
      .orderBy('id')
      .execute();
    const details = audited.map((a) => JSON.parse(a.details ?? '{}'));
    expect(details[0]).toMatchObject({ q: 'nunes clara', period: 'month', limit: 2, returned: 2 });
    expect(details[0].ids).toEqual([ids[4], ids[1]]);
    // The third read is readAllPages' second page: after the first page's last row.
    expect(details[2]).toMatchObject({ after: ids[1], ids: [ids[2], ids[0]] });
  });

  it('refuses other roles and a cursor of another list', async () => {
    const doctor = await signedIn(ctx, 'doctor');
    expect((await doctor.get('/api/admin/all-exams')).status).toBe(403);
    const { client } = await departmentClient(ctx);
    const foreign = Buffer.from(JSON.stringify([0, 1, 2])).toString('base64url');
    expect((await client.get(`/api/admin/all-vaccinations?cursor=${foreign}`)).status).toBe(400);
  });
});

describe('admin stats', () => {
  it('counts the city and groups reports by status and neighbourhood, with map points', async () => {
    const { ana, doctor } = await seedClinical();
    const unit = await createUnit(ctx.db);
    await insertRequest(ctx, { patient_id: ana.id, health_unit_id: unit.id });
    await insertRequest(ctx, { patient_id: ana.id, health_unit_id: unit.id, status: 'rejected' });
    await insertAppointment(ctx, { patient_id: ana.id, appointment_date: today });
    await insertAppointment(ctx, { patient_id: ana.id, appointment_date: shiftDate(today, 1) });
    await insertReport(ctx, {
      patient_id: ana.id,
      neighborhood: 'Centro',
      latitude: -23.5,
      longitude: -46.6,
    });
    await insertReport(ctx, { patient_id: ana.id, neighborhood: 'Centro', status: 'resolved' });
    await insertReport(ctx, { patient_id: ana.id, neighborhood: ' ', status: 'investigating' });
    await insertProvisional(ctx, { approximate_age: 30, gender: 'feminino' });
    const { client } = await departmentClient(ctx);

    const res = await client.get<AdminStats>('/api/admin/stats');
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({
      staff: 1,
      patients: 2,
      health_units: 1,
      reports: 3,
      pending_requests: 1,
      appointments_today: 1,
      prescriptions: 4,
      provisional_patients: 1,
    });
    expect(res.body.reports_by_status).toEqual({ pending: 1, investigating: 1, resolved: 1 });
    expect(res.body.reports_by_neighborhood).toEqual([
      { neighborhood: 'Centro', count: 2 },
      { neighborhood: 'Não informado', count: 1 },
    ]);
    // The map's points are asked for apart (when the map nears the screen).
    expect(res.body).not.toHaveProperty('report_points');
    const map = await client.get<ReportPoints>('/api/admin/report-points');
    expect(map.status).toBe(200);
    expect(map.body.points).toEqual([
      expect.objectContaining({ title: 'Foco', report_type: 'mosquito', status: 'pending', latitude: -23.5 }),
    ]);
    expect(doctor.id).toBeGreaterThan(0);
  });

  it('counts blank and padded neighbourhood names as one, the most reported first', async () => {
    const ana = await createPatient(ctx.db, { full_name: 'Ana Beatriz' });
    const places = ['Vila Nova', 'Centro', ' Centro ', 'Água Branca', null, '', '  ', 'Centro'];
    for (const neighborhood of places) await insertReport(ctx, { patient_id: ana.id, neighborhood });
    const { client } = await departmentClient(ctx);

    const res = await client.get<AdminStats>('/api/admin/stats');
    expect(res.status).toBe(200);
    // Ties in Portuguese order: "Água" before "Vila", not after "Z" as its code points would put it.
    expect(res.body.reports_by_neighborhood).toEqual([
      { neighborhood: 'Centro', count: 3 },
      { neighborhood: 'Não informado', count: 3 },
      { neighborhood: 'Água Branca', count: 1 },
      { neighborhood: 'Vila Nova', count: 1 },
    ]);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'groups the neighbourhoods on their index, without reading the reports (SQLite plan)',
    async () => {
      const [plan] = await plansOf(ctx.db, (db) => adminStatsRepository(db).reportsByNeighborhood());
      const text = plan!.join(' | ');
      expect(text).toContain('USING COVERING INDEX environmental_reports_neighborhood_idx');
      expect(text).not.toContain('TEMP B-TREE');
    },
  );
});
