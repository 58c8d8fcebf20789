import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, PharmaciesTable } from '../../db/types';
import { readPage, type Seek } from '../../db/keyset';
import { cappedTotal, everyWordIn, newestFirst } from './admin-query';

export type PharmacyRow = Selectable<PharmaciesTable>;
export type PharmacyFilter = { q: string };

export function adminPharmaciesRepository(db: Kysely<DB>) {
  /** Name, username, CNPJ or the pharmacist's name, every word in any order. */
  const filtered = (f: PharmacyFilter) => {
    const query = db.selectFrom('pharmacies');
    return f.q ? query.where(everyWordIn(['name', 'username', 'cnpj', 'pharmacist_name'], f.q)) : query;
  };
  const ownerOf = async (column: 'username' | 'cnpj', value: string) =>
    (await db.selectFrom('pharmacies').select('id').where(column, '=', value).executeTakeFirst())?.id;

  return {
    /** Newest first, read by key on (created_at, id). */
    list: (f: PharmacyFilter, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          newestFirst<PharmacyRow>(
            'created_at',
            'id',
            (a) => [a.created_at, a.id],
            () => filtered(f).selectAll(),
          ),
        ],
        seek,
        limit,
      ),
    count: (f: PharmacyFilter) => cappedTotal(db, filtered(f)),
    byId: (id: number) => db.selectFrom('pharmacies').selectAll().where('id', '=', id).executeTakeFirst(),
    usernameOwner: (username: string) => ownerOf('username', username),
    cnpjOwner: (cnpj: string) => ownerOf('cnpj', cnpj),
    insert: async (row: Insertable<PharmaciesTable>) =>
      (await db.insertInto('pharmacies').values(row).returning('id').executeTakeFirstOrThrow()).id,
    update: async (id: number, values: Updateable<PharmaciesTable>) =>
      Number(
        (await db.updateTable('pharmacies').set(values).where('id', '=', id).executeTakeFirst())
          .numUpdatedRows,
      ),
  };
}
