/**
 * The city's prescriptions, records, vaccinations and exams for the department, searched and paged
 * in the database (the date indexes of migration 002 serve the period filters and the ordering).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { LIST_TOTAL_CAP } from '@saude/shared/schemas/common';
import { cappedTotal, ilike, likePattern, toCount, totalOf, type Page, type Total } from './admin-query';

/** Dates are YYYY-MM-DD text, so a range is a plain comparison on both engines. */
export type MedicalDataFilter = { q: string; from?: string; to?: string };

export function adminMedicalDataRepository(db: Kysely<DB>) {
  /**
   * Without a search, the total is the base table's rows in the period: the joins follow NOT NULL
   * foreign keys (or are left joins), so they cannot change it, and counting through them reads every
   * joined row (seconds at 300 000 prescriptions) where the base count is an index range. Either
   * count stops at the cap (admin-query.ts).
   */
  const countBase = async (table: string, dateColumn: string, f: MedicalDataFilter): Promise<Total> => {
    const conditions = [
      ...(f.from ? [sql`${sql.ref(dateColumn)} >= ${f.from}`] : []),
      ...(f.to ? [sql`${sql.ref(dateColumn)} <= ${f.to}`] : []),
    ];
    const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from (select 1 from ${sql.table(table)} ${where} limit ${LIST_TOTAL_CAP + 1}) as capped
    `.execute(db);
    return totalOf(toCount(rows[0]?.n));
  };

  const prescriptions = (f: MedicalDataFilter) => {
    let query = db
      .selectFrom('prescriptions as pr')
      .innerJoin('patients as p', 'p.id', 'pr.patient_id')
      .innerJoin('staff as s', 's.id', 'pr.doctor_staff_id');
    if (f.from) query = query.where('pr.prescription_date', '>=', f.from);
    if (f.to) query = query.where('pr.prescription_date', '<=', f.to);
    if (f.q) {
      const pattern = likePattern(f.q);
      query = query.where((eb) =>
        eb.or([
          ilike('p.full_name', pattern),
          ilike('s.full_name', pattern),
          ilike('pr.prescription_text', pattern),
        ]),
      );
    }
    return query;
  };

  const records = (f: MedicalDataFilter) => {
    let query = db
      .selectFrom('medical_records as r')
      .innerJoin('patients as p', 'p.id', 'r.patient_id')
      .leftJoin('staff as s', 's.id', 'r.doctor_staff_id')
      .leftJoin('health_units as u', 'u.id', 'r.health_unit_id');
    if (f.from) query = query.where('r.record_date', '>=', f.from);
    if (f.to) query = query.where('r.record_date', '<=', f.to);
    if (f.q) {
      const pattern = likePattern(f.q);
      query = query.where((eb) =>
        eb.or([
          ilike('p.full_name', pattern),
          ilike('s.full_name', pattern),
          ilike('r.diagnosis', pattern),
          ilike('r.treatment', pattern),
          ilike('r.observations', pattern),
        ]),
      );
    }
    return query;
  };

  const vaccinations = (f: MedicalDataFilter) => {
    let query = db
      .selectFrom('vaccinations as v')
      .innerJoin('patients as p', 'p.id', 'v.patient_id')
      .leftJoin('health_units as u', 'u.id', 'v.health_unit_id');
    if (f.from) query = query.where('v.vaccine_date', '>=', f.from);
    if (f.to) query = query.where('v.vaccine_date', '<=', f.to);
    if (f.q) {
      const pattern = likePattern(f.q);
      query = query.where((eb) =>
        eb.or([
          ilike('p.full_name', pattern),
          ilike('v.administered_by', pattern),
          ilike('v.vaccine_name', pattern),
          ilike('v.batch_number', pattern),
          ilike('v.notes', pattern),
        ]),
      );
    }
    return query;
  };

  const exams = (f: MedicalDataFilter) => {
    let query = db
      .selectFrom('exams as e')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .leftJoin('staff as s', 's.id', 'e.doctor_staff_id');
    if (f.from) query = query.where('e.exam_date', '>=', f.from);
    if (f.to) query = query.where('e.exam_date', '<=', f.to);
    if (f.q) {
      const pattern = likePattern(f.q);
      query = query.where((eb) =>
        eb.or([
          ilike('p.full_name', pattern),
          ilike('e.doctor_name', pattern),
          ilike('s.full_name', pattern),
          ilike('e.exam_type', pattern),
          ilike('e.result', pattern),
          ilike('e.observations', pattern),
        ]),
      );
    }
    return query;
  };

  return {
    prescriptions: (f: MedicalDataFilter, page: Page) =>
      prescriptions(f)
        .select([
          'pr.id',
          'pr.patient_id',
          'p.full_name as patient_name',
          's.full_name as doctor_name',
          's.crm as doctor_crm',
          'pr.prescription_date',
          'pr.prescription_text',
          'pr.is_valid',
          'pr.qr_code',
          'pr.dispensed_at',
          'pr.created_at',
        ])
        .orderBy('pr.prescription_date', 'desc')
        .orderBy('pr.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    countPrescriptions: (f: MedicalDataFilter) =>
      f.q ? cappedTotal(db, prescriptions(f)) : countBase('prescriptions', 'prescription_date', f),

    records: (f: MedicalDataFilter, page: Page) =>
      records(f)
        .select([
          'r.id',
          'r.patient_id',
          'p.full_name as patient_name',
          's.full_name as doctor_name',
          'u.name as health_unit_name',
          'r.record_date',
          'r.diagnosis',
          'r.treatment',
          'r.observations',
          'r.created_at',
        ])
        .orderBy('r.record_date', 'desc')
        .orderBy('r.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    countRecords: (f: MedicalDataFilter) =>
      f.q ? cappedTotal(db, records(f)) : countBase('medical_records', 'record_date', f),

    vaccinations: (f: MedicalDataFilter, page: Page) =>
      vaccinations(f)
        .select([
          'v.id',
          'v.patient_id',
          'p.full_name as patient_name',
          'v.vaccine_name',
          'v.vaccine_date',
          'v.dose_number',
          'v.administered_by',
          'v.batch_number',
          'v.next_dose_date',
          'v.notes',
          'u.name as health_unit_name',
        ])
        .orderBy('v.vaccine_date', 'desc')
        .orderBy('v.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    countVaccinations: (f: MedicalDataFilter) =>
      f.q ? cappedTotal(db, vaccinations(f)) : countBase('vaccinations', 'vaccine_date', f),

    exams: (f: MedicalDataFilter, page: Page) =>
      exams(f)
        .select((eb) => [
          'e.id',
          'e.patient_id',
          'p.full_name as patient_name',
          eb.fn.coalesce('e.doctor_name', 's.full_name').as('doctor_name'),
          'e.exam_type',
          'e.exam_date',
          'e.result',
          'e.reference_values',
          'e.observations',
          'e.is_normal',
          'e.file_id',
          'e.approval_status',
          'e.created_at',
        ])
        .orderBy('e.exam_date', 'desc')
        .orderBy('e.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    countExams: (f: MedicalDataFilter) =>
      f.q ? cappedTotal(db, exams(f)) : countBase('exams', 'exam_date', f),
  };
}
