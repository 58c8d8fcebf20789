import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

export function healthUnitsRepository(db: Kysely<DB>) {
  return {
    listActive: () =>
      db.selectFrom('health_units').selectAll().where('is_active', '=', 1).orderBy('name').execute(),
  };
}
