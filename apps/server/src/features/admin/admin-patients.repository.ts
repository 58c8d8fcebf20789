import { sql, type Insertable, type Kysely, type RawBuilder, type SqlBool, type Updateable } from 'kysely';
import type { DB, PatientsTable } from '../../db/types';
import { after, readPage, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';
import type { SearchTerm } from '../patients/patient-search';
import { cpfDigitsOf } from './admin-staff.repository';

/** Name or SUS card containing the text; CPF or SUS card containing the digits of a typed CPF. */
export function patientTerms(q: string): SearchTerm[] {
  const digits = cpfDigitsOf(q);
  return [
    { columns: ['full_name', 'sus_card'], text: q },
    ...(digits ? [{ columns: ['cpf', 'sus_card'] as const, text: digits }] : []),
  ];
}

const newestFirst = [sql.ref('id')];

export function adminPatientsRepository(db: Kysely<DB>) {
  return {
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
    /** The patients of a search, in name order: `where` comes from patient-search.ts's plan. */
    search: (where: RawBuilder<SqlBool>, take: number) =>
      db
        .selectFrom('patients')
        .selectAll()
        .where(where)
        .orderBy('full_name')
        .orderBy('id')
        .limit(take)
        .execute(),
    /** All patients, up to the cap (a search counts its matches in patient-search.ts). */
    count: () => cappedTotal(db, db.selectFrom('patients')),
    byId: (id: number) => db.selectFrom('patients').selectAll().where('id', '=', id).executeTakeFirst(),
    cpfOwner: async (cpf: string) =>
      (await db.selectFrom('patients').select('id').where('cpf', '=', cpf).executeTakeFirst())?.id,
    insert: async (row: Insertable<PatientsTable>) =>
      (await db.insertInto('patients').values(row).returning('id').executeTakeFirstOrThrow()).id,
    update: async (id: number, values: Updateable<PatientsTable>) =>
      Number(
        (await db.updateTable('patients').set(values).where('id', '=', id).executeTakeFirst()).numUpdatedRows,
      ),
  };
}
