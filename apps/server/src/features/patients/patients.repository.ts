/**
 * The `patients` table's queries, for every feature: registration (by the patient, a unit, the
 * department or a Google profile), sign-in and the session's account, the patient's own changes,
 * the department's list, the searches, and what clinical features check before writing.
 */
import {
  sql,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { DB, PatientsTable } from '../../db/types';
import { after, readPage, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';

/** A patient as stored; what leaves the server is chosen by the presenters. */
export type PatientRow = Selectable<PatientsTable>;

const newestFirst = [sql.ref('id')];

export function patientsRepository(db: Kysely<DB>) {
  return {
    byId: (id: number): Promise<PatientRow | undefined> =>
      db.selectFrom('patients').selectAll().where('id', '=', id).executeTakeFirst(),

    byCpf: (cpf: string): Promise<PatientRow | undefined> =>
      db.selectFrom('patients').selectAll().where('cpf', '=', cpf).executeTakeFirst(),

    /** Whose the CPF is, if anyone's (a CPF is unique among patients). */
    cpfOwner: async (cpf: string) =>
      (await db.selectFrom('patients').select('id').where('cpf', '=', cpf).executeTakeFirst())?.id,

    insert: async (row: Insertable<PatientsTable>) =>
      (await db.insertInto('patients').values(row).returning('id').executeTakeFirstOrThrow()).id,

    /** How many rows changed: 0 when there is no such patient. */
    update: async (id: number, values: Updateable<PatientsTable>) =>
      Number(
        (await db.updateTable('patients').set(values).where('id', '=', id).executeTakeFirst()).numUpdatedRows,
      ),

    /** An active patient's name; nothing for an inactive or missing one (a session ends with it). */
    activeName: async (id: number) =>
      (
        await db
          .selectFrom('patients')
          .select('full_name')
          .where('id', '=', id)
          .where('is_active', '=', 1)
          .executeTakeFirst()
      )?.full_name,

    /** The names of these patients (a message's recipients), in no order. */
    namesOf: (ids: number[]) =>
      ids.length
        ? db.selectFrom('patients').select(['id', 'full_name as name']).where('id', 'in', ids).execute()
        : Promise.resolve([]),

    /** An active patient's allergies and blood type: only active patients can be prescribed to. */
    allergyCard: (id: number) =>
      db
        .selectFrom('patients')
        .select(['id', 'full_name', 'blood_type', 'allergies'])
        .where('id', '=', id)
        .where('is_active', '=', 1)
        .executeTakeFirst(),

    /** Whether the unit registered the patient (part of the care relationship, decision 027). */
    registeredBy: async (id: number, unitId: number) =>
      (await db
        .selectFrom('patients')
        .select('id')
        .where('id', '=', id)
        .where('created_by_health_unit_id', '=', unitId)
        .executeTakeFirst()) !== undefined,

    /** Every patient, newest first (the id: registration order), read by key. */
    list: (seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['integer'],
            keyOf: (p: { id: number }) => [p.id],
            read: (afterKey, take) => {
              let q = db.selectFrom('patients').selectAll();
              if (afterKey) q = q.where(after(newestFirst, 'desc', afterKey));
              return q.orderBy('id', 'desc').limit(take).execute();
            },
          },
        ],
        seek,
        limit,
      ),

    /** All patients, up to the cap (a search counts its matches in patient-search.ts). */
    count: () => cappedTotal(db, db.selectFrom('patients')),

    /** Patients meeting `where` (patient-search.ts's plan, scope and page start included), in name order. */
    search: (where: RawBuilder<SqlBool>, take: number): Promise<PatientRow[]> =>
      db
        .selectFrom('patients')
        .selectAll()
        .where(where)
        .orderBy('full_name')
        .orderBy('id')
        .limit(take)
        .execute(),
  };
}
