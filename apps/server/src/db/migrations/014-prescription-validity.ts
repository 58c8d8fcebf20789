/**
 * How long a prescription can be dispensed (docs/decisions/021-prescription-validity.md): the last
 * day, `valid_until` (YYYY-MM-DD, the city's calendar). Prescriptions issued before this migration
 * get the default period of 30 days from their date; a row written without it (older tools) is read
 * with the configured default.
 */
import { sql, type Migration } from 'kysely';
import type { AnyDb, Dialect } from './helpers';

export const DEFAULT_VALIDITY_DAYS = 30;

export function prescriptionValidity(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('prescriptions').addColumn('valid_until', 'text').execute();
      const lastDay =
        dialect === 'postgres'
          ? sql`to_char(prescription_date::date + ${sql.lit(DEFAULT_VALIDITY_DAYS)}, 'YYYY-MM-DD')`
          : sql`date(prescription_date, ${sql.lit(`+${DEFAULT_VALIDITY_DAYS} days`)})`;
      await sql`update prescriptions set valid_until = ${lastDay}`.execute(db);
    },
  };
}
