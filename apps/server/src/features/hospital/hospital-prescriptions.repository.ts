/**
 * A unit's prescriptions (the panel's 'Receitas' tab): those of the patients who had an appointment at
 * the unit, and those its employee doctors wrote; newest first, read by key.
 *
 * The first branch is a relation through appointments, not a column of the prescription, so no index
 * holds a unit's prescriptions in date order. Like the patient search (features/patients/
 * patient-search.ts), a page is found by walking the date order from the cursor a bounded distance,
 * testing each prescription with one index look-up (migration 008: appointments by unit and patient):
 * a unit whose patients are one in six of the city fills a page in about 300 entries. A unit whose
 * prescriptions are few, or too sparse for the walk, has its prescriptions read from its patients and
 * doctors and sorted: their number, not the city's, is then the cost. The total is counted the same
 * way, from the unit's side, up to the cap.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { LIST_TOTAL_CAP } from '@saude/shared/domain/page-limits';
import type { CursorValue } from '@saude/shared/schemas/list';
import type { DB } from '../../db/types';
import { after, readPage, type Seek } from '../../db/keyset';
import { countAll, toCount, totalOf } from '../../db/list-total';

/** Entries of the date order walked per row wanted, as in patient-search.ts. */
const WALK_ROWS_PER_RESULT = 50;

const newest = [sql.ref('pr.prescription_date'), sql.ref('pr.id')];

/** The unit, with the ids of its employees (a few dozen), written into the queries as a list. */
export type PrescriptionScope = { unitId: number; staffIds: readonly number[] };

/** Written by one of the unit's employees (`column`: the prescription's doctor). */
const byStaff = (column: string, ids: readonly number[]) =>
  ids.length ? sql<SqlBool>`${sql.ref(column)} in (${sql.join(ids)})` : sql<SqlBool>`1 = 0`;

export function hospitalPrescriptions(db: Kysely<DB>) {
  /** The unit's patients, each once, read from the (health_unit_id, patient_id) index. */
  const unitPatients = (unitId: number) =>
    db.selectFrom('appointments').select('patient_id').distinct().where('health_unit_id', '=', unitId);

  const ofPatients = (unitId: number) =>
    db
      .selectFrom(unitPatients(unitId).as('up'))
      .innerJoin('prescriptions as pr', 'pr.patient_id', 'up.patient_id')
      .select(['pr.id', 'pr.prescription_date']);

  const ofStaff = (staffIds: readonly number[]) =>
    db
      .selectFrom('prescriptions as pr')
      .select(['pr.id', 'pr.prescription_date'])
      .where(byStaff('pr.doctor_staff_id', staffIds));

  /** The page's ids by walking the date order; null when the walk did not fill the page. */
  async function walk(scope: PrescriptionScope, afterKey: readonly CursorValue[] | null, take: number) {
    let walked = db
      .selectFrom('prescriptions as pr')
      .select(['pr.id', 'pr.patient_id', 'pr.doctor_staff_id', 'pr.prescription_date']);
    if (afterKey) walked = walked.where(after(newest, 'desc', afterKey));
    // A scalar subquery, not `exists`: under an OR PostgreSQL turns `exists` into a hash of all the
    // unit's appointments, read on every page.
    const hadAppointment = sql<SqlBool>`(select 1 from appointments a
      where a.health_unit_id = ${scope.unitId} and a.patient_id = w.patient_id limit 1) is not null`;
    const ids = await db
      .selectFrom(
        walked
          .orderBy('pr.prescription_date', 'desc')
          .orderBy('pr.id', 'desc')
          .limit(WALK_ROWS_PER_RESULT * take)
          .as('w'),
      )
      .select('w.id')
      .where(sql<SqlBool>`(${byStaff('w.doctor_staff_id', scope.staffIds)} or ${hadAppointment})`)
      .orderBy('w.prescription_date', 'desc')
      .orderBy('w.id', 'desc')
      .limit(take)
      .execute();
    return ids.length === take ? ids.map((r) => r.id) : null;
  }

  /** The page's ids from the unit's side: every prescription of the unit after the cursor, sorted. */
  async function fromUnit(scope: PrescriptionScope, afterKey: readonly CursorValue[] | null, take: number) {
    const start: RawBuilder<SqlBool> = afterKey ? after(newest, 'desc', afterKey) : sql<SqlBool>`1 = 1`;
    const rows = await db
      .selectFrom(ofPatients(scope.unitId).where(start).union(ofStaff(scope.staffIds).where(start)).as('u'))
      .select('u.id')
      .orderBy('u.prescription_date', 'desc')
      .orderBy('u.id', 'desc')
      .limit(take)
      .execute();
    return rows.map((r) => r.id);
  }

  const withNames = (ids: number[]) =>
    db
      .selectFrom('prescriptions as pr')
      .innerJoin('patients as p', 'p.id', 'pr.patient_id')
      .innerJoin('staff as s', 's.id', 'pr.doctor_staff_id')
      .select([
        'pr.id',
        'p.full_name as patient_name',
        's.full_name as doctor_name',
        'pr.prescription_date',
        'pr.prescription_text',
        'pr.is_valid',
        'pr.qr_code',
      ])
      .where('pr.id', 'in', ids)
      .orderBy('pr.prescription_date', 'desc')
      .orderBy('pr.id', 'desc')
      .execute();

  return {
    prescriptionScope: async (unitId: number): Promise<PrescriptionScope> => ({
      unitId,
      staffIds: (
        await db.selectFrom('staff').select('id').where('health_unit_id', '=', unitId).execute()
      ).map((s) => s.id),
    }),

    /** With `few` (the unit has at most the cap of them) the walk is skipped. */
    prescriptions: (scope: PrescriptionScope, few: boolean, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (r: { prescription_date: string; id: number }) => [r.prescription_date, r.id],
            read: async (afterKey, take) => {
              const ids =
                (few ? null : await walk(scope, afterKey, take)) ?? (await fromUnit(scope, afterKey, take));
              return ids.length ? withNames(ids) : [];
            },
          },
        ],
        seek,
        limit,
      ),

    /** Up to the cap from each branch; the union drops a prescription met by both. */
    async countPrescriptions(scope: PrescriptionScope) {
      const row = await db
        .selectFrom(
          db
            .selectFrom(
              ofPatients(scope.unitId)
                .limit(LIST_TOTAL_CAP + 1)
                .as('b'),
            )
            .select('b.id')
            .union(
              db
                .selectFrom(
                  ofStaff(scope.staffIds)
                    .limit(LIST_TOTAL_CAP + 1)
                    .as('d'),
                )
                .select('d.id'),
            )
            .as('c'),
        )
        .select(countAll)
        .executeTakeFirstOrThrow();
      return totalOf(toCount(row.n));
    },
  };
}
