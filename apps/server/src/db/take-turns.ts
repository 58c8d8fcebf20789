/**
 * Makes the transactions that check and then write the same thing (a doctor's agenda, say) run one
 * after another. On SQLite they already do: every transaction begins immediate, so writers queue at
 * the database (database.ts, immediateTransactions). On PostgreSQL, at read committed, two
 * transactions can both read "free" before either writes: a transaction-scoped advisory lock on
 * (subject, id) queues them, and PostgreSQL releases it at commit or rollback. Other subjects and
 * other ids do not wait.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from './migrations/helpers';
import type { DB } from './types';

export async function takeTurns(
  trx: Kysely<DB>,
  dialect: Dialect,
  subject: string,
  id: number,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${subject}), ${id}::int)`.execute(trx);
}
