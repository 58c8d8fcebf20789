import type { Insertable, Kysely } from 'kysely';
import type { DB, FilesTable } from '../../db/types';

export function filesRepository(db: Kysely<DB>) {
  return {
    insert: (row: Insertable<FilesTable>) => db.insertInto('files').values(row).execute(),
    byId: (id: string) => db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}
