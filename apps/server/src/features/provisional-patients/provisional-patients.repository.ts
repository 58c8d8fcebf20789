import { sql, type Insertable, type Kysely } from 'kysely';
import type { Gender } from '@saude/shared/domain/constants';
import type { DB, ProvisionalPatientsTable } from '../../db/types';
import { after, readPage, type Seek } from '../../db/keyset';
import { countAll, exactTotal, toCount } from '../../db/list-total';
import { everyWordIn } from '../../db/text-match';

export type ProvisionalFilter = {
  q: string;
  gender?: Gender;
  ageRange?: [number, number];
  /** ISO timestamp: registered at or after. */
  since?: string;
};

/** Newest first, on the (registration_date, id) and (gender, registration_date, id) indexes. */
const newestFirst = [sql.ref('registration_date'), sql.ref('id')];

export function provisionalPatientsRepository(db: Kysely<DB>) {
  const filtered = (f: ProvisionalFilter) => {
    let query = db.selectFrom('provisional_patients');
    if (f.gender) query = query.where('gender', '=', f.gender);
    if (f.ageRange) {
      query = query
        .where('approximate_age', '>=', f.ageRange[0])
        .where('approximate_age', '<=', f.ageRange[1]);
    }
    if (f.since) query = query.where('registration_date', '>=', f.since);
    if (f.q) {
      query = query.where(
        everyWordIn(['provisional_id', 'physical_description', 'registration_location'], f.q),
      );
    }
    return query;
  };

  return {
    provisionalIdExists: async (provisionalId: string) =>
      Boolean(
        await db
          .selectFrom('provisional_patients')
          .select('id')
          .where('provisional_id', '=', provisionalId)
          .executeTakeFirst(),
      ),
    insert: async (row: Insertable<ProvisionalPatientsTable>) =>
      (await db.insertInto('provisional_patients').values(row).returning('id').executeTakeFirstOrThrow()).id,
    list: (f: ProvisionalFilter, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (r: { registration_date: string; id: number }) => [r.registration_date, r.id],
            read: (afterKey, take) => {
              let q = filtered(f).select([
                'id',
                'provisional_id',
                'photo_file_id',
                'approximate_age',
                'gender',
                'physical_description',
                'registration_location',
                'registration_date',
                'registered_by_name',
              ]);
              if (afterKey) q = q.where(after(newestFirst, 'desc', afterKey));
              return q.orderBy('registration_date', 'desc').orderBy('id', 'desc').limit(take).execute();
            },
          },
        ],
        seek,
        limit,
      ),
    /**
     * Exact, as the panel prints it ("N registro(s) encontrado(s)"): the table holds the people treated
     * without documents, about 10 000 at city scale, not a city's history.
     */
    count: async (f: ProvisionalFilter) =>
      exactTotal(toCount((await filtered(f).select(countAll).executeTakeFirstOrThrow()).n)),
  };
}
