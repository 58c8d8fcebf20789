import type { Kysely } from 'kysely';
import type { PrincipalKind } from '@saude/shared/auth/roles';
import type { DB } from '../../db/types';

/** Ids a statement names at most: far under SQLite's and PostgreSQL's limits on parameters. */
const TOUCH_CHUNK = 1_000;

export type SessionRow = {
  id: number;
  principal_kind: string;
  principal_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
};

export function sessionsRepository(db: Kysely<DB>) {
  return {
    async insert(row: {
      token_hash: string;
      principal_kind: PrincipalKind;
      principal_id: number;
      created_at: string;
      expires_at: string;
      ip: string | null;
      user_agent: string | null;
    }): Promise<number> {
      const inserted = await db
        .insertInto('sessions')
        .values({ ...row, last_seen_at: row.created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    async touch(id: number, at: string): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
    },

    /**
     * One last use for many sessions, in statements of at most TOUCH_CHUNK ids. No transaction around
     * them: each clock stands on its own, and one statement (the usual batch) needs no BEGIN/COMMIT.
     */
    async touchMany(ids: number[], at: string): Promise<void> {
      for (let i = 0; i < ids.length; i += TOUCH_CHUNK) {
        const chunk = ids.slice(i, i + TOUCH_CHUNK);
        await db.updateTable('sessions').set({ last_seen_at: at }).where('id', 'in', chunk).execute();
      }
    },

    async deleteById(id: number): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    async deleteByHash(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Ends every session of an account (deactivation, password change). */
    async deleteForPrincipal(kind: PrincipalKind, id: number): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where('principal_kind', '=', kind)
        .where('principal_id', '=', id)
        .execute();
    },

    /** Ends every other session of an account: the one that asked stays (the patient's own password change). */
    async deleteOthersForPrincipal(kind: PrincipalKind, id: number, keepSessionId: number): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where('principal_kind', '=', kind)
        .where('principal_id', '=', id)
        .where('id', '!=', keepSessionId)
        .execute();
    },

    async deleteExpired(now: string, idleCutoff: string): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleCutoff)]))
        .execute();
    },
  };
}
