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
import type { Dialect } from '../../db/migrations/helpers';
import { patientNamed } from '../patients';
import { cappedTotal, newestFirst } from './admin-query';

/** Dates are YYYY-MM-DD text, so a range is a plain comparison on both engines. */
export type MedicalDataFilter = { q: string; from?: string; to?: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/** What else a word of the search may match besides the text columns (a record's CID-10 codes). */
type WordMatch = (word: string) => Expression<SqlBool> | undefined;

/**
 * A person named on the row by a foreign key (`key`, e.g. 'pr.patient_id'), found by name in their own
 * table. A word is looked for once in the people's names (an IN subquery, which both engines read
 * once: patients through the register search's index, patient-search.ts), instead of folding the
 * joined names again on every row scanned: on the big city a search that matched nothing folded three
 * names per prescription and took seconds.
 */
type NamedBy = { key: string; table: 'patients' | 'staff' };

/**
 * The row's own text (its columns joined by a line break, which no word holds, so a word never runs
 * from one column into the next) folded and matched. search_fold() is a JavaScript function on SQLite:
 * on ASCII text (as many bytes as characters) SQLite's own LIKE, which folds ASCII letters, answers
 * the same, so the function is called only for text with accents (as patient-search.ts does).
 */
function ownTextMatches(dialect: Dialect, own: readonly string[], pattern: string) {
  const text = sql.join(
    own.map((c) => sql`coalesce(${sql.ref(c)}, '')`),
    sql` || ${'\n'} || `,
  );
  const folded = ilike(sql`${text}`, pattern, { notNull: true });
  if (dialect !== 'sqlite') return folded;
  return sql<SqlBool>`(case when length(${text}) = length(cast(${text} as blob))
    then ${text} like ${pattern} escape '\\' else ${folded} end)`;
}

/** Every word in the row's own text, in the name of one of the people it names, or in what `alsoMatches` says of it. */
function everyWordMatches(
  dialect: Dialect,
  own: readonly string[],
  people: readonly NamedBy[],
  q: string,
  alsoMatches?: WordMatch,
) {
  return everyWord(q, (pattern, word) => {
    const extra = alsoMatches?.(word);
    const named = ({ key, table }: NamedBy) =>
      table === 'patients'
        ? patientNamed(dialect, key, word)
        : sql<SqlBool>`${sql.ref(key)} in (select id from staff where ${ilike('full_name', pattern, { notNull: true })})`;
    const matches = [ownTextMatches(dialect, own, pattern), ...people.map(named), ...(extra ? [extra] : [])];
    return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
  });
}

/** The period on the record's own date, and every word of the search in its text or its people. */
function filtered<Q extends AnySelect>(
  query: Q,
  date: string,
  f: MedicalDataFilter,
  search?: {
    dialect: Dialect;
    own: readonly string[];
    people: readonly NamedBy[];
    alsoMatches?: WordMatch;
  },
) {
  let q: AnySelect = query;
  if (f.from) q = q.where(sql<SqlBool>`${sql.ref(date)} >= ${f.from}`);
  if (f.to) q = q.where(sql<SqlBool>`${sql.ref(date)} <= ${f.to}`);
  if (f.q && search)
    q = q.where(everyWordMatches(search.dialect, search.own, search.people, f.q, search.alsoMatches));
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
  /** The row's own text columns a search looks in. */
  searched: readonly string[];
  /** The people the row names, whose names a search looks in too. */
  people: readonly NamedBy[];
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
function dataset<J extends AnySelect, Row>(db: Kysely<DB>, dialect: Dialect, d: Dataset<J, Row>) {
  const search = { dialect, own: d.searched, people: d.people, alsoMatches: d.alsoMatches };
  return {
    list: (f: MedicalDataFilter, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          newestFirst(d.date, d.id, d.keyOf, () => d.rows(filtered(d.joined(), d.date, f, search)), {
            // A search on SQLite reads the dataset in table order and sorts its matches: ~0.1-0.2 s
            // for 300 000 prescriptions whatever the text. Walking the date index instead fetches the
            // rows one by one in date order: quick for common text, 1-2 s for text found in few rows
            // or none (a CID-10 code, a typo).
            sortMatches: dialect === 'sqlite' && f.q.trim() !== '',
          }),
        ],
        seek,
        limit,
      ),
    count: (f: MedicalDataFilter) =>
      cappedTotal(db, f.q ? filtered(d.joined(), d.date, f, search) : filtered(d.base(), d.date, f)),
  };
}

export function adminMedicalDataRepository(db: Kysely<DB>, dialect: Dialect) {
  return {
    prescriptions: dataset(db, dialect, {
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
      searched: ['pr.prescription_text'],
      people: [
        { key: 'pr.patient_id', table: 'patients' },
        { key: 'pr.doctor_staff_id', table: 'staff' },
      ],
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

    records: dataset(db, dialect, {
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
      searched: ['r.diagnosis', 'r.treatment', 'r.observations'],
      people: [
        { key: 'r.patient_id', table: 'patients' },
        { key: 'r.doctor_staff_id', table: 'staff' },
      ],
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

    vaccinations: dataset(db, dialect, {
      base: () => db.selectFrom('vaccinations as v'),
      joined: () =>
        db
          .selectFrom('vaccinations as v')
          .crossJoin('patients as p')
          .whereRef('p.id', '=', 'v.patient_id')
          .leftJoin('health_units as u', 'u.id', 'v.health_unit_id'),
      date: 'v.vaccine_date',
      id: 'v.id',
      people: [{ key: 'v.patient_id', table: 'patients' }],
      searched: ['v.administered_by', 'v.vaccine_name', 'v.batch_number', 'v.manufacturer', 'v.notes'],
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

    exams: dataset(db, dialect, {
      base: () => db.selectFrom('exams as e'),
      joined: () =>
        db
          .selectFrom('exams as e')
          .crossJoin('patients as p')
          .whereRef('p.id', '=', 'e.patient_id')
          .leftJoin('staff as s', 's.id', 'e.doctor_staff_id'),
      date: 'e.exam_date',
      id: 'e.id',
      searched: ['e.doctor_name', 'e.exam_type', 'e.result', 'e.observations'],
      people: [
        { key: 'e.patient_id', table: 'patients' },
        { key: 'e.doctor_staff_id', table: 'staff' },
      ],
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
