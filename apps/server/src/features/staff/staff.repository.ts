import type { Insertable, Kysely } from 'kysely';
import type { DB, StaffTable } from '../../db/types';

export function staffRepository(db: Kysely<DB>) {
  return {
    cpfExists: async (cpf: string) =>
      Boolean(await db.selectFrom('staff').select('id').where('cpf', '=', cpf).executeTakeFirst()),
    insert: async (row: Insertable<StaffTable>) =>
      (await db.insertInto('staff').values(row).returning('id').executeTakeFirstOrThrow()).id,
    byId: (id: number) => db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  };
}
