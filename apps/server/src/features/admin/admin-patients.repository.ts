import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, PatientsTable } from '../../db/types';
import { countAll, ilike, likePattern, toCount, type Page } from './admin-query';
import { cpfDigitsOf } from './admin-staff.repository';

export function adminPatientsRepository(db: Kysely<DB>) {
  /** Name, CPF (digits, masked or not) or SUS card. */
  const filtered = (q: string) => {
    const query = db.selectFrom('patients');
    if (!q) return query;
    const pattern = likePattern(q);
    const digits = cpfDigitsOf(q);
    return query.where((eb) =>
      eb.or([
        ilike('full_name', pattern),
        ilike('sus_card', pattern),
        ...(digits ? [eb('cpf', 'like', `%${digits}%`), eb('sus_card', 'like', `%${digits}%`)] : []),
      ]),
    );
  };

  return {
    list: (q: string, page: Page) =>
      filtered(q)
        .selectAll()
        .orderBy('full_name')
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    count: async (q: string) => toCount((await filtered(q).select(countAll).executeTakeFirstOrThrow()).n),
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
