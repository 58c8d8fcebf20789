/**
 * One-time codes for a forgotten password (docs/decisions/017-a-way-back-in.md). Only the code's
 * SHA-256 is kept; a code belongs to one account (a patient or a member of staff), ends at
 * `expires_at`, and is spent by `used_at`. `issued_by` names who gave it at a counter (null when it
 * went by e-mail); `attempts` counts wrong codes typed for the account while it was open.
 */
import type { Migration } from 'kysely';
import { oneOf, withId, type AnyDb, type Dialect } from './helpers';

export function passwordReset(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('password_reset_codes'), dialect)
        .addColumn('account_kind', 'text', (c) =>
          c.notNull().check(oneOf('account_kind', ['patient', 'staff'])),
        )
        .addColumn('account_id', 'integer', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull().check(oneOf('channel', ['counter', 'email'])))
        .addColumn('issued_by_kind', 'text')
        .addColumn('issued_by_id', 'integer')
        .addColumn('health_unit_id', 'integer')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      // The reset looks up an account's open codes; a new code closes the older ones.
      await db.schema
        .createIndex('password_reset_codes_account')
        .on('password_reset_codes')
        .columns(['account_kind', 'account_id', 'expires_at'])
        .execute();
    },
  };
}
