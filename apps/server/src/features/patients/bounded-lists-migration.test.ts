/**
 * Migration 006 (with 011, which folds its search index) on a database that already has patients and
 * requests (as every deployed one does): the search index and the request counts start from the
 * existing rows, not empty.
 */
import { Migrator, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import type { Dialect } from '../../db/migrations/helpers';
import { initial } from '../../db/migrations/001-initial';
import { listIndexes } from '../../db/migrations/002-list-indexes';
import { updatesIndexes } from '../../db/migrations/004-updates-indexes';
import { benchIndexes } from '../../db/migrations/005-bench-indexes';
import { boundedLists } from '../../db/migrations/006-bounded-lists';
import { searchFolding } from '../../db/migrations/011-search-folding';
import { nowIso } from '../../lib/time';
import { plan } from './patient-search';
import { bareDatabases, whileMigrating } from '../../test/bare-database';

const bare = bareDatabases();

async function migrate(db: Database, upTo006: boolean) {
  const dialect: Dialect = db.dialect;
  const migrations: Record<string, Migration> = {
    '001-initial': initial(dialect),
    '002-list-indexes': listIndexes,
    '004-updates-indexes': updatesIndexes,
    '005-bench-indexes': benchIndexes,
    // 011 folds the search index of 006 (made again from the rows, as 006 made it); the search needs both.
    ...(upTo006
      ? { '006-bounded-lists': boundedLists(dialect), '011-search-folding': searchFolding(dialect) }
      : {}),
  };
  const migrator = new Migrator({
    db: db.db,
    provider: { getMigrations: async () => migrations },
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  const { error } = await whileMigrating(() => migrator.migrateToLatest());
  if (error) throw error;
}

describe('migration 006', () => {
  it('indexes the patients and counts the requests already there', async () => {
    const database = await bare.open();
    const { db } = database;
    await migrate(database, false);
    const at = nowIso();
    const unit = (
      await db
        .insertInto('health_units')
        .values({ name: 'UBS', is_active: 1, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const patients = await db
      .insertInto('patients')
      .values(
        ['Teresa Quiroga', 'Ulisses Quiroga Neto', 'Vera Lúcia'].map((full_name, i) => ({
          full_name,
          cpf: `5550000000${i}`,
          is_active: 1,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute();
    const request = (health_unit_id: number | null, status: string, decided: number | null) => ({
      patient_id: patients[0]!.id,
      specialty: 'Pediatra',
      appointment_type: 'consultation',
      requested_date: '2026-03-01',
      health_unit_id,
      status,
      decided_health_unit_id: decided,
      created_at: at,
      updated_at: at,
    });
    await db
      .insertInto('appointment_requests')
      .values([
        request(unit, 'pending', null),
        request(unit, 'approved', unit),
        request(null, 'pending', null),
        request(null, 'rejected', unit),
        request(null, 'approved', unit),
      ])
      .execute();

    await migrate(database, true);

    const where = await plan(db, database.dialect, [{ columns: ['full_name'], text: 'QUIRÓGA' }], {
      rows: 10,
    });
    const found = await db
      .selectFrom('patients')
      .select('full_name')
      .where(where)
      .orderBy('full_name')
      .execute();
    expect(found.map((p) => p.full_name)).toEqual(['Teresa Quiroga', 'Ulisses Quiroga Neto']);
    const counts = await db
      .selectFrom('appointment_request_counts')
      .select(['health_unit_id', 'decided_health_unit_id', 'status', 'n'])
      .orderBy('health_unit_id')
      .orderBy('decided_health_unit_id')
      .orderBy('status')
      .execute();
    expect(counts.map((c) => ({ ...c, n: Number(c.n) }))).toEqual([
      { health_unit_id: 0, decided_health_unit_id: 0, status: 'pending', n: 1 },
      { health_unit_id: 0, decided_health_unit_id: unit, status: 'approved', n: 1 },
      { health_unit_id: 0, decided_health_unit_id: unit, status: 'rejected', n: 1 },
      { health_unit_id: unit, decided_health_unit_id: 0, status: 'pending', n: 1 },
      { health_unit_id: unit, decided_health_unit_id: unit, status: 'approved', n: 1 },
    ]);
  });
});
