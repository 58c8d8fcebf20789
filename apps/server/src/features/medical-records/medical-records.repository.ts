/** Medical records: the only queries of this feature. */
import { sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import type { DB, MedicalRecordsTable } from '../../db/types';
import { after, readPage, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';

/** A patient reads their own records, a doctor the ones they wrote, the department all of them. */
export type RecordsScope =
  { kind: 'patient'; patientId: number } | { kind: 'author'; staffId: number } | { kind: 'all' };

/** Newest first: the (scope, record_date, id) indexes of migration 010 hold exactly this order. */
const newestFirst = [sql.ref('r.record_date'), sql.ref('r.id')];

const inScope = (scope: RecordsScope) => (eb: ExpressionBuilder<DB & { r: MedicalRecordsTable }, 'r'>) => {
  if (scope.kind === 'patient') return eb('r.patient_id', '=', scope.patientId);
  if (scope.kind === 'author') return eb('r.doctor_staff_id', '=', scope.staffId);
  return eb.lit(true);
};

export function medicalRecordsRepository(db: Kysely<DB>) {
  const withNames = () =>
    db
      .selectFrom('medical_records as r')
      .innerJoin('patients as p', 'p.id', 'r.patient_id')
      .leftJoin('staff as s', 's.id', 'r.doctor_staff_id')
      .select([
        'r.id',
        // For the audit trail only (whose records a page showed); not part of the answer.
        'r.patient_id',
        'p.full_name as patient_name',
        's.full_name as doctor_name',
        'r.record_date',
        'r.diagnosis',
        'r.treatment',
        'r.observations',
      ]);
  type RecordRow = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

  return {
    /**
     * The record of a finished visit with its CID-10 codes in the doctor's order, written with its
     * status change (the caller's transaction).
     */
    async insert(row: Insertable<MedicalRecordsTable>, cid10Codes: readonly string[] = []) {
      const { id } = await db
        .insertInto('medical_records')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (cid10Codes.length) {
        await db
          .insertInto('medical_record_diagnoses')
          .values(cid10Codes.map((code, i) => ({ medical_record_id: id, position: i + 1, cid10_code: code })))
          .execute();
      }
      return id;
    },

    /** The CID-10 codes of these records (a page of them), each record's in the doctor's order. */
    async diagnosesOf(recordIds: readonly number[]): Promise<Map<number, string[]>> {
      const byRecord = new Map<number, string[]>();
      if (!recordIds.length) return byRecord;
      const rows = await db
        .selectFrom('medical_record_diagnoses')
        .select(['medical_record_id', 'cid10_code'])
        .where('medical_record_id', 'in', recordIds)
        .orderBy('medical_record_id')
        .orderBy('position')
        .execute();
      for (const row of rows) {
        const codes = byRecord.get(row.medical_record_id) ?? [];
        codes.push(row.cid10_code);
        byRecord.set(row.medical_record_id, codes);
      }
      return byRecord;
    },

    /** A page of the scope's records, newest first, read by key. */
    list: (scope: RecordsScope, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (r: RecordRow) => [r.record_date, r.id],
            read: (afterKey, take) => {
              let q = withNames().where(inScope(scope));
              if (afterKey) q = q.where(after(newestFirst, 'desc', afterKey));
              return q.orderBy('r.record_date', 'desc').orderBy('r.id', 'desc').limit(take).execute();
            },
          },
        ],
        seek,
        limit,
      ),
    count: (scope: RecordsScope) =>
      cappedTotal(db, db.selectFrom('medical_records as r').where(inScope(scope))),
  };
}
