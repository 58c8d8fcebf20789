import type { Insertable, Kysely, Updateable } from 'kysely';
import type { StaffType } from '@saude/shared/auth/roles';
import { onlyDigits } from '@saude/shared/domain/format';
import type { DB, StaffTable } from '../../db/types';
import { countAll, ilike, likePattern, toCount, type Page } from './admin-query';

export type StaffFilter = { q: string; user_type?: StaffType };

/** A search that is only a (possibly masked) number is a CPF; anything else is a name or CRM. */
export const cpfDigitsOf = (q: string) => (/^[\d.\-\s]+$/.test(q) ? onlyDigits(q) : '');

export function adminStaffRepository(db: Kysely<DB>) {
  const filtered = (f: StaffFilter) => {
    let query = db.selectFrom('staff');
    if (f.user_type) query = query.where('user_type', '=', f.user_type);
    if (f.q) {
      const pattern = likePattern(f.q);
      const digits = cpfDigitsOf(f.q);
      query = query.where((eb) =>
        eb.or([
          ilike('full_name', pattern),
          ilike('crm', pattern),
          ...(digits ? [eb('cpf', 'like', `%${digits}%`)] : []),
        ]),
      );
    }
    return query;
  };

  return {
    list: (f: StaffFilter, page: Page) =>
      filtered(f)
        .selectAll()
        .orderBy('full_name')
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    count: async (f: StaffFilter) =>
      toCount((await filtered(f).select(countAll).executeTakeFirstOrThrow()).n),
    byId: (id: number) => db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst(),
    cpfOwner: async (cpf: string) =>
      (await db.selectFrom('staff').select('id').where('cpf', '=', cpf).executeTakeFirst())?.id,
    insert: async (row: Insertable<StaffTable>) =>
      (await db.insertInto('staff').values(row).returning('id').executeTakeFirstOrThrow()).id,
    update: async (id: number, values: Updateable<StaffTable>) =>
      Number(
        (await db.updateTable('staff').set(values).where('id', '=', id).executeTakeFirst()).numUpdatedRows,
      ),
  };
}
