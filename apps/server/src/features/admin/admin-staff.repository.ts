import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { StaffType } from '@saude/shared/auth/roles';
import { onlyDigits } from '@saude/shared/domain/format';
import type { DB, StaffTable } from '../../db/types';
import { readPage, type Seek } from '../../db/keyset';
import { cappedTotal, everyWordIn, newestFirst } from './admin-query';

/** `unit`: one unit's members, or 'none' for the doctors and receptionists attached to none. */
export type StaffFilter = { q: string; user_type?: StaffType; unit?: number | 'none' };

/** A search that is only a (possibly masked) number is a CPF; anything else is a name or CRM. */
export const cpfDigitsOf = (q: string) => (/^[\d.\-\s]+$/.test(q) ? onlyDigits(q) : '');

export function adminStaffRepository(db: Kysely<DB>) {
  const filtered = (f: StaffFilter) => {
    let query = db.selectFrom('staff');
    if (f.user_type) query = query.where('user_type', '=', f.user_type);
    if (f.unit === 'none')
      query = query.where('health_unit_id', 'is', null).where('user_type', '!=', 'health_department');
    else if (f.unit !== undefined) query = query.where('health_unit_id', '=', f.unit);
    if (f.q) {
      const words = everyWordIn(['full_name', 'crm'], f.q);
      const digits = cpfDigitsOf(f.q);
      query = query.where((eb) => (digits ? eb.or([words, eb('cpf', 'like', `%${digits}%`)]) : words));
    }
    return query;
  };

  return {
    /** Newest first, read by key on (created_at, id) or, with a type, (user_type, created_at, id). */
    list: (f: StaffFilter, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          newestFirst<Selectable<StaffTable>>(
            'created_at',
            'id',
            (s) => [s.created_at, s.id],
            () => filtered(f).selectAll(),
          ),
        ],
        seek,
        limit,
      ),
    count: (f: StaffFilter) => cappedTotal(db, filtered(f)),
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
