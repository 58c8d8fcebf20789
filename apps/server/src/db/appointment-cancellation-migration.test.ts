/**
 * Migration 026 on a database that already holds requests: the status check is widened to accept
 * 'cancelled' (SQLite rebuilds the table), and the rows, the autoincrement counter and the unit
 * counters' triggers stay as they were.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createPatient, createUnit } from '../test/fixtures';
import { nowIso, todayDate } from '../lib/time';
import { bareDatabases } from '../test/bare-database';

const bare = bareDatabases();

describe('migration 026', () => {
  it("lets a kept request be withdrawn, keeping rows, ids and the unit's counters", async () => {
    const database = await bare.open();
    await bare.migrateTo(database, '025-job-claims');
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

    await bare.migrateTo(database, '026-appointment-cancellation');
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
