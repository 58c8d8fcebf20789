/**
 * A Google sign-in belongs to the browser that started it (docs/decisions/026-sign-in-bound-to-the-browser.md):
 * each saved state keeps the SHA-256 of a random value that browser holds in an HttpOnly cookie.
 * States saved before this migration live ten minutes and had no browser; they are dropped.
 */
import { sql, type Migration } from 'kysely';
import type { AnyDb } from './helpers';

export const signInBrowser: Migration = {
  async up(db: AnyDb) {
    await sql`delete from oauth_states`.execute(db);
    await db.schema.alterTable('oauth_states').addColumn('browser_hash', 'text').execute();
  },
};
