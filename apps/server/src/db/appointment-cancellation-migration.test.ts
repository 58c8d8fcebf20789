/**
 * Migration 026 on a database that already holds requests: the status check is widened to accept
 * 'cancelled' (SQLite rebuilds the table), and the rows, the autoincrement counter and the unit
 * counters' triggers stay as they were.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createPatient, createUnit } from '../test/fixtures';
import { createDatabase, type Database } from './database';
import { migrateTo } from './migrate';
import { nowIso, todayDate } from '../lib/time';
import { dropTestSchema, whileNoSchemaIsDropped } from '../test/schema-lock';

const pgUrl = process.env.TEST_DATABASE_URL;
let database: Database | undefined;
let dropSchema: (() => Promise<void>) | undefined;

afterEach(async () => {
  await database?.close();
  await dropSchema?.();
  database = undefined;
  dropSchema = undefined;
});

async function open(): Promise<Database> {
  if (!pgUrl) return createDatabase({ kind: 'sqlite', path: ':memory:' });
  const schema = `t_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
  dropSchema = () => dropTestSchema(pgUrl, schema);
  return createDatabase({ kind: 'postgres', url: pgUrl, schema });
}

async function migrate(db: Database, target: string) {
  if (pgUrl) await whileNoSchemaIsDropped(pgUrl, () => migrateTo(db, target));
  else await migrateTo(db, target);
}

describe('migration 026', () => {
  it("lets a kept request be withdrawn, keeping rows, ids and the unit's counters", async () => {
    database = await open();
    await migrate(database, '025-job-claims');
    const db = database.db;
    const at = nowIso();
    const unit = await createUnit(db);
    const patient = await createPatient(db);
    const request = (status: string) =>
      db
        .insertInto('appointment_requests')
        .values({
          patient_id: patient.id,
          specialty: 'Cardiologista',
          appointment_type: 'consultation',
          health_unit_id: unit.id,
          requested_date: todayDate(),
          status,
          created_at: at,
          updated_at: at,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
    const kept = await request('pending');
    const removed = await request('pending');
    await db.deleteFrom('appointment_requests').where('id', '=', removed.id).execute();
    await expect(request('cancelled')).rejects.toThrow();

    await migrate(database, '026-appointment-cancellation');
    await db
      .updateTable('appointment_requests')
      .set({ status: 'cancelled', cancelled_at: at })
      .where('id', '=', kept.id)
      .execute();
    const next = await request('pending');
    expect(next.id).toBeGreaterThan(removed.id);
    await expect(request('withdrawn')).rejects.toThrow();

    const counts = await db
      .selectFrom('appointment_request_counts')
      .select(['status', 'n'])
      .where('health_unit_id', '=', unit.id)
      .where('n', '>', 0)
      .orderBy('status')
      .execute();
    expect(counts.map((c) => [c.status, Number(c.n)])).toEqual([
      ['cancelled', 1],
      ['pending', 1],
    ]);
    const columns = await sql<{ n: number }>`select count(*) as n from appointment_requests`.execute(db);
    expect(Number(columns.rows[0]!.n)).toBe(2);
  });
});
