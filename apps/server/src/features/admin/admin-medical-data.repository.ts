/**
 * The city's prescriptions, records, vaccinations and exams for the department, newest first by their
 * date then id, searched and filtered by period in the database. Pages are read by key on the (date,
 * id) indexes of migrations 002 and 006, which also serve the period filters.
 */
import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { CID10_CODE_PATTERN, normalizeCid10 } from '@saude/shared/domain/cid10';
import type { DB } from '../../db/types';
import { readPage, type Seek } from '../../db/keyset';
import { everyWord, ilike } from '../../db/text-match';
import { cappedTotal, newestFirst } from './admin-query';

/** Dates are YYYY-MM-DD text, so a range is a plain comparison on both engines. */
export type MedicalDataFilter = { q: string; from?: string; to?: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/** What else a word of the search may match besides the text columns (a record's CID-10 codes). */
type WordMatch = (word: string) => Expression<SqlBool> | undefined;

/** Every word in one of `searched`, or in what `alsoMatches` says of it. */
const everyWordMatches = (searched: readonly string[], q: string, alsoMatches?: WordMatch) =>
  everyWord(q, (pattern, word) => {
    const extra = alsoMatches?.(word);
    const matches = [...searched.map((c) => ilike(c, pattern)), ...(extra ? [extra] : [])];
    return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
  });

/** The period on the record's own date, and every word of the search in one of `searched`. */
function filtered<Q extends AnySelect>(
  query: Q,
  date: string,
  searched: readonly string[],
  f: MedicalDataFilter,
  alsoMatches?: WordMatch,
) {
  let q: AnySelect = query;
  if (f.from) q = q.where(sql<SqlBool>`${sql.ref(date)} >= ${f.from}`);
  if (f.to) q = q.where(sql<SqlBool>`${sql.ref(date)} <= ${f.to}`);
  if (f.q) q = q.where(everyWordMatches(searched, f.q, alsoMatches));
  return q as Q;
}

/**
 * A word shaped like a CID-10 code ('J06', 'j06.9') also finds the records coded with it or under it,
 * through the diagnoses' primary key (record, code).
 */
const recordCodedWith: WordMatch = (word) => {
  const code = normalizeCid10(word);
  if (!CID10_CODE_PATTERN.test(code)) return undefined;
  return sql<SqlBool>`exists (select 1 from medical_record_diagnoses d where d.medical_record_id = ${sql.ref('r.id')} and d.cid10_code like ${`${code}%`})`;
};

type Dataset<J extends AnySelect, Row> = {
  /** The table alone (`<table> as <alias>`), for the count without a search. */
  base: () => AnySelect;
  /**
   * The table with the joins that name people and units. The people are CROSS JOINed (with the join
   * condition in WHERE): SQLite keeps that join order, so the list is driven by its own (date, id)
   * index. With statistics and a period it drove the join from staff through the doctor index and
   * sorted every match instead: half a second to a second a page on the big city. PostgreSQL reads it
   * as the inner join it is.
   */
  joined: () => J;
  /** `<alias>.<date column>` and `<alias>.id`: the order, newest first. */
  date: string;
  id: string;
  /** The columns a search looks in (of the joined tables too). */
  searched: readonly string[];
  /** What else a word may match. */
  alsoMatches?: WordMatch;
  rows: (query: J) => SelectQueryBuilder<any, any, Row>; // eslint-disable-line @typescript-eslint/no-explicit-any
  keyOf: (row: Row) => [string, number];
};

/**
 * One dataset's page and total. Without a search the total is the base table's rows in the period:
 * the joins follow NOT NULL foreign keys (or are left joins), so they cannot change it, and counting
 * through them reads every joined row where the base count is an index range. Either count stops at
 * the cap.
 */
function dataset<J extends AnySelect, Row>(db: Kysely<DB>, d: Dataset<J, Row>) {
  return {
    list: (f: MedicalDataFilter, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          newestFirst(d.date, d.id, d.keyOf, () =>
            d.rows(filtered(d.joined(), d.date, d.searched, f, d.alsoMatches)),
          ),
        ],
        seek,
        limit,
      ),
    count: (f: MedicalDataFilter) =>
      cappedTotal(
        db,
        f.q ? filtered(d.joined(), d.date, d.searched, f, d.alsoMatches) : filtered(d.base(), d.date, [], f),
      ),
  };
}

export function adminMedicalDataRepository(db: Kysely<DB>) {
  return {
    prescriptions: dataset(db, {
      base: () => db.selectFrom('prescriptions as pr'),
      joined: () =>
        db
          .selectFrom('prescriptions as pr')
          .crossJoin('patients as p')
          .crossJoin('staff as s')
          .whereRef('p.id', '=', 'pr.patient_id')
          .whereRef('s.id', '=', 'pr.doctor_staff_id'),
      date: 'pr.prescription_date',
      id: 'pr.id',
      searched: ['p.full_name', 's.full_name', 'pr.prescription_text'],
      rows: (q) =>
        q.select([
          'pr.id',
          'pr.patient_id',
          'p.full_name as patient_name',
          's.full_name as doctor_name',
          's.crm as doctor_crm',
          's.crm_uf as doctor_crm_uf',
          'pr.prescription_date',
          'pr.prescription_text',
          'pr.is_valid',
          'pr.qr_code',
          'pr.dispensed_at',
          'pr.created_at',
        ]),
      keyOf: (r) => [r.prescription_date, r.id],
    }),

    records: dataset(db, {
      base: () => db.selectFrom('medical_records as r'),
      joined: () =>
        db
          .selectFrom('medical_records as r')
          .crossJoin('patients as p')
          .whereRef('p.id', '=', 'r.patient_id')
          .leftJoin('staff as s', 's.id', 'r.doctor_staff_id')
          .leftJoin('health_units as u', 'u.id', 'r.health_unit_id'),
      date: 'r.record_date',
      id: 'r.id',
      searched: ['p.full_name', 's.full_name', 'r.diagnosis', 'r.treatment', 'r.observations'],
      alsoMatches: recordCodedWith,
      rows: (q) =>
        q.select([
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
        ]),
      keyOf: (r) => [r.record_date, r.id],
    }),

    vaccinations: dataset(db, {
      base: () => db.selectFrom('vaccinations as v'),
      joined: () =>
        db
          .selectFrom('vaccinations as v')
          .crossJoin('patients as p')
          .whereRef('p.id', '=', 'v.patient_id')
          .leftJoin('health_units as u', 'u.id', 'v.health_unit_id'),
      date: 'v.vaccine_date',
      id: 'v.id',
      searched: [
        'p.full_name',
        'v.administered_by',
        'v.vaccine_name',
        'v.batch_number',
        'v.manufacturer',
        'v.notes',
      ],
      rows: (q) =>
        q.select([
          'v.id',
          'v.patient_id',
          'p.full_name as patient_name',
          'v.vaccine_code',
          'v.vaccine_name',
          'v.vaccine_date',
          'v.dose_code',
          'v.dose_number',
          'v.administered_by',
          'v.batch_number',
          'v.manufacturer',
          'v.next_dose_date',
          'v.notes',
          'u.name as health_unit_name',
        ]),
      keyOf: (v) => [v.vaccine_date, v.id],
    }),

    exams: dataset(db, {
      base: () => db.selectFrom('exams as e'),
      joined: () =>
        db
          .selectFrom('exams as e')
          .crossJoin('patients as p')
          .whereRef('p.id', '=', 'e.patient_id')
          .leftJoin('staff as s', 's.id', 'e.doctor_staff_id'),
      date: 'e.exam_date',
      id: 'e.id',
      searched: ['p.full_name', 'e.doctor_name', 's.full_name', 'e.exam_type', 'e.result', 'e.observations'],
      rows: (q) =>
        q.select((eb) => [
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
        ]),
      keyOf: (e) => [e.exam_date, e.id],
    }),
  };
}
