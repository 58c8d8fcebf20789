/**
 * Migration 031 on a database that already holds reports: the database computes the cells of the
 * reports it holds (and of those written later, by any writer), a report without coordinates has
 * none, and the cells agree with the lookup's arithmetic on both sides of a cell's edge.
 */
import { describe, expect, it } from 'vitest';
import { createPatient } from '../test/fixtures';
import { nowIso } from '../lib/time';
import { bareDatabases } from '../test/bare-database';

const bare = bareDatabases();

describe('migration 031', () => {
  it('gives the reports already kept, and those written after, the cells of their place', async () => {
    const database = await bare.open();
    await bare.migrateTo(database, '030-search-fold-speed');
    const db = database.db;
    const at = nowIso();
    const patient = await createPatient(db);
    const report = (latitude: number | null, longitude: number | null) =>
      db
        .insertInto('environmental_reports')
        .values({
          patient_id: patient.id,
          report_type: 'mosquito',
          title: 'Foco',
          latitude,
          longitude,
          status: 'pending',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    // Just south-west and just north-east of the edges at -22.906 and -47.060.
    const kept = await report(-22.90600001, -47.06000001);
    const unplaced = await report(null, null);
    await bare.migrateToLatest(database);
    const later = await report(-22.90599999, -47.05999999);

    const cells = await db
      .selectFrom('environmental_reports')
      .select(['id', 'lat_cell', 'lon_cell'])
      .orderBy('id')
      .execute();
    const cellOf = (degrees: number) => Math.floor(degrees * 1000);
    expect(cells).toEqual([
      { id: kept.id, lat_cell: cellOf(-22.90600001 + 90), lon_cell: cellOf(-47.06000001 + 180) },
      { id: unplaced.id, lat_cell: null, lon_cell: null },
      { id: later.id, lat_cell: cellOf(-22.90599999 + 90), lon_cell: cellOf(-47.05999999 + 180) },
    ]);
    // Two metres apart, on either side of both edges.
    expect(cells[2]!.lat_cell! - cells[0]!.lat_cell!).toBe(1);
    expect(cells[2]!.lon_cell! - cells[0]!.lon_cell!).toBe(1);
  });
});
