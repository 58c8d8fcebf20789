import type { Insertable, Kysely, RawBuilder, SqlBool, Updateable } from 'kysely';
import type { DB, PatientsTable } from '../../db/types';
import type { SearchTerm } from '../patients/patient-search';
import { cappedTotal, type Page } from './admin-query';
import { cpfDigitsOf } from './admin-staff.repository';

/** Name or SUS card containing the text; CPF or SUS card containing the digits of a typed CPF. */
export function patientTerms(q: string): SearchTerm[] {
  const digits = cpfDigitsOf(q);
  return [
    { columns: ['full_name', 'sus_card'], text: q },
    ...(digits ? [{ columns: ['cpf', 'sus_card'] as const, text: digits }] : []),
  ];
}

export function adminPatientsRepository(db: Kysely<DB>) {
  /** `where` comes from patient-search.ts's plan for a search, absent without one. */
  const filtered = (where?: RawBuilder<SqlBool>) => {
    const query = db.selectFrom('patients');
    return where ? query.where(where) : query;
  };

  return {
    list: (where: RawBuilder<SqlBool> | undefined, page: Page) =>
      filtered(where)
        .selectAll()
        .orderBy('full_name')
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset)
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
