/**
 * The possible duplicates of a report (same type within 50 m, 30 days either side) are looked up for
 * every report of the department's list page. The index of migration 021 (type, latitude, longitude)
 * bounds only the latitude: a band 100 m high crosses the whole city, some 225 index entries of the
 * big generated city for each report of the page, read to keep a handful.
 *
 * The map is cut into cells of a thousandth of a degree (about 110 m by 100 m in Brazil), numbered from
 * the south-west corner of the world. A 100 m box lies in at most two cells each way, so the lookup
 * probes a few (type, cell, cell) keys, each bounded by the dates, and reads only the reports that are
 * near. The cells are columns the database computes from the coordinates, so every writer (the app,
 * the demo, the bulk generator) fills them without knowing of them: virtual in SQLite (which cannot add
 * a stored one to an existing table), stored in PostgreSQL (which has no other kind). Coordinates are
 * validated within ±90 and ±180, so the shifted values are never negative, and SQLite's cast, which
 * truncates, agrees with PostgreSQL's floor and with the lookup's Math.floor
 * (reports.repository.ts, CELLS_PER_DEGREE).
 */
import { sql, type Migration } from 'kysely';
import type { AnyDb, Dialect } from './helpers';

function cellOf(column: string, shift: number, dialect: Dialect) {
  const scaled = sql`(${sql.ref(column)} + ${sql.lit(shift)}) * 1000`;
  return dialect === 'postgres' ? sql`floor(${scaled})::integer` : sql`cast(${scaled} as integer)`;
}

export function reportPlaceCells(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      for (const [column, source, shift] of [
        ['lat_cell', 'latitude', 90],
        ['lon_cell', 'longitude', 180],
      ] as const) {
        await db.schema
          .alterTable('environmental_reports')
          .addColumn(column, 'integer', (c) => {
            const generated = c.generatedAlwaysAs(cellOf(source, shift, dialect));
            return dialect === 'postgres' ? generated.stored() : generated;
          })
          .execute();
      }
      await db.schema.dropIndex('environmental_reports_type_place_idx').execute();
      await db.schema
        .createIndex('environmental_reports_type_cell_idx')
        .on('environmental_reports')
        .columns(['report_type', 'lat_cell', 'lon_cell', 'created_at'])
        .execute();
    },
  };
}
