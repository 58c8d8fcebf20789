import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, PublicAuthoritiesTable } from '../../db/types';
import { countAll, ilike, likePattern, toCount, type Page } from './admin-query';

export function adminAuthoritiesRepository(db: Kysely<DB>) {
  /** Authority name or username. */
  const filtered = (q: string) => {
    const query = db.selectFrom('public_authorities');
    if (!q) return query;
    const pattern = likePattern(q);
    return query.where((eb) => eb.or([ilike('authority_name', pattern), ilike('username', pattern)]));
  };

  return {
    list: (q: string, page: Page) =>
      filtered(q)
        .selectAll()
        .orderBy('authority_name')
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    count: async (q: string) => toCount((await filtered(q).select(countAll).executeTakeFirstOrThrow()).n),
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
