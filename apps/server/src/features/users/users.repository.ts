import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { patientsRepository } from '../patients';

export function usersRepository(db: Kysely<DB>) {
  return {
    identityById: (id: number) =>
      db.selectFrom('external_identities').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Creates or refreshes the identity for this provider subject; returns its id. */
    async upsertIdentity(row: {
      provider: string;
      subject: string;
      email: string | null;
      name: string | null;
      at: string;
    }) {
      const inserted = await db
        .insertInto('external_identities')
        .values({
          provider: row.provider,
          subject: row.subject,
          email: row.email,
          name: row.name,
          created_at: row.at,
          updated_at: row.at,
        })
        .onConflict((oc) =>
          oc
            .columns(['provider', 'subject'])
            .doUpdateSet({ email: row.email, name: row.name, updated_at: row.at }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    async saveOauthState(row: {
      state: string;
      code_verifier: string;
      nonce: string;
      created_at: string;
      browser_hash: string;
    }) {
      await db.insertInto('oauth_states').values(row).execute();
    },

    /** Single use: the state is deleted as it is read. */
    async takeOauthState(state: string) {
      const row = await db
        .selectFrom('oauth_states')
        .selectAll()
        .where('state', '=', state)
        .executeTakeFirst();
      if (row) await db.deleteFrom('oauth_states').where('state', '=', state).execute();
      return row;
    },

    async deleteOauthStatesBefore(cutoff: string) {
      await db.deleteFrom('oauth_states').where('created_at', '<', cutoff).execute();
    },

    cpfTaken: async (cpf: string) => {
      const [p, s] = await Promise.all([
        patientsRepository(db).cpfOwner(cpf),
        db.selectFrom('staff').select('id').where('cpf', '=', cpf).executeTakeFirst(),
      ]);
      return { patient: p != null, staff: Boolean(s) };
    },
  };
}
