/**
 * A unit's prescriptions (the panel's 'Receitas' tab): those issued there (migration 020: a
 * consultation's unit, or the doctor's own outside one) and those its doctors wrote; newest first,
 * read by key (docs/decisions/027-clinical-access-by-care.md). Not every prescription of every
 * patient who once had an appointment there: a unit reads what it issued.
 *
 * Both sides are index ranges in date order (by unit, by doctor), so a page is the newest `take` of
 * each side after the cursor, merged; the total is counted the same way, up to the cap.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { LIST_TOTAL_CAP } from '@saude/shared/domain/page-limits';
import type { CursorValue } from '@saude/shared/schemas/list';
import type { DB } from '../../db/types';
import { after, readPage, type Seek } from '../../db/keyset';
import { countAll, toCount, totalOf } from '../../db/list-total';
import type { ForPatients } from './hospital-pages';

const newest = [sql.ref('pr.prescription_date'), sql.ref('pr.id')];

/**
 * The unit, with the ids of its doctors (a few dozen), written into the queries as a list, and the
 * patients searched for, if any (a condition on pr.patient_id).
 */
export type PrescriptionScope = {
  unitId: number;
  staffIds: readonly number[];
  patients: ForPatients;
};

export function hospitalPrescriptions(db: Kysely<DB>) {
  /** Each side of the unit's prescriptions after the cursor, newest first. */
  const sides = (scope: PrescriptionScope, afterKey: readonly CursorValue[] | null) => {
    const from = () => {
      let q = db.selectFrom('prescriptions as pr').select(['pr.id', 'pr.prescription_date']);
      if (scope.patients) q = q.where(scope.patients('pr.patient_id'));
      return afterKey ? q.where(after(newest, 'desc', afterKey)) : q;
    };
    const issuedHere = from().where('pr.health_unit_id', '=', scope.unitId);
    const byItsDoctors = scope.staffIds.length
      ? from().where('pr.doctor_staff_id', 'in', scope.staffIds)
      : from().where(sql<SqlBool>`1 = 0`);
    return [issuedHere, byItsDoctors] as const;
  };

  async function pageIds(scope: PrescriptionScope, afterKey: readonly CursorValue[] | null, take: number) {
    const [here, doctors] = sides(scope, afterKey).map((q) =>
      db
        .selectFrom(q.orderBy('pr.prescription_date', 'desc').orderBy('pr.id', 'desc').limit(take).as('s'))
        .selectAll(),
    );
    const rows = await db
      .selectFrom(here!.union(doctors!).as('u'))
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
        // Whose prescriptions the page showed, for the audit trail (decision 038); not answered.
        'pr.patient_id',
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
    prescriptionScope: async (unitId: number, patients: ForPatients): Promise<PrescriptionScope> => ({
      unitId,
      patients,
      staffIds: (
        await db.selectFrom('staff').select('id').where('health_unit_id', '=', unitId).execute()
      ).map((s) => s.id),
    }),

    prescriptions: (scope: PrescriptionScope, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (r: { prescription_date: string; id: number }) => [r.prescription_date, r.id],
            read: async (afterKey, take) => {
              const ids = await pageIds(scope, afterKey, take);
              return ids.length ? withNames(ids) : [];
            },
          },
        ],
        seek,
        limit,
      ),

    /** Up to the cap from each side; the union drops a prescription met by both. */
    async countPrescriptions(scope: PrescriptionScope) {
      const [here, doctors] = sides(scope, null).map((q) =>
        db.selectFrom(q.limit(LIST_TOTAL_CAP + 1).as('s')).select('s.id'),
      );
      const row = await db
        .selectFrom(here!.union(doctors!).as('c'))
        .select(countAll)
        .executeTakeFirstOrThrow();
      return totalOf(toCount(row.n));
    },
  };
}
