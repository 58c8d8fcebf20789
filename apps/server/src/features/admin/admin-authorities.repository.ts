import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { AuthorityType } from '@saude/shared/auth/roles';
import type { DB, PublicAuthoritiesTable } from '../../db/types';
import { readPage, type Seek } from '../../db/keyset';
import { cappedTotal, everyWordIn, newestFirst } from './admin-query';

export type AuthorityFilter = { q: string; authority_type?: AuthorityType };

export function adminAuthoritiesRepository(db: Kysely<DB>) {
  /** Authority name or username, and the type. */
  const filtered = (f: AuthorityFilter) => {
    let query = db.selectFrom('public_authorities');
    if (f.authority_type) query = query.where('authority_type', '=', f.authority_type);
    return f.q ? query.where(everyWordIn(['authority_name', 'username'], f.q)) : query;
  };

  return {
    /** Newest first, read by key on (created_at, id) or, with a type, (authority_type, created_at, id). */
    list: (f: AuthorityFilter, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          newestFirst<Selectable<PublicAuthoritiesTable>>(
            'created_at',
            'id',
            (a) => [a.created_at, a.id],
            () => filtered(f).selectAll(),
          ),
        ],
        seek,
        limit,
      ),
    count: (f: AuthorityFilter) => cappedTotal(db, filtered(f)),
    byId: (id: number) =>
      db.selectFrom('public_authorities').selectAll().where('id', '=', id).executeTakeFirst(),
    usernameOwner: async (username: string) =>
      (
        await db
          .selectFrom('public_authorities')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirst()
      )?.id,
    insert: async (row: Insertable<PublicAuthoritiesTable>) =>
      (await db.insertInto('public_authorities').values(row).returning('id').executeTakeFirstOrThrow()).id,
    update: async (id: number, values: Updateable<PublicAuthoritiesTable>) =>
      Number(
        (await db.updateTable('public_authorities').set(values).where('id', '=', id).executeTakeFirst())
          .numUpdatedRows,
      ),
  };
}
