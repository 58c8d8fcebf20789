/**
 * Partner pharmacies (docs/decisions/023-pharmacy-accounts.md): accounts of their own, created by the
 * health department, with the pharmacy's CNPJ and the responsible pharmacist's CRF and UF. A
 * dispensing now records where it happened by key too: the pharmacy, or the health unit whose panel
 * dispensed; `dispensed_by` keeps the readable "who and where" shown to the patient.
 */
import type { Migration } from 'kysely';
import { flag, withId, withTimestamps, type AnyDb, type Dialect } from './helpers';

export function pharmacies(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await flag(
        withTimestamps(
          withId(db.schema.createTable('pharmacies'), dialect)
            .addColumn('username', 'text', (c) => c.notNull().unique())
            .addColumn('password_hash', 'text', (c) => c.notNull())
            .addColumn('name', 'text', (c) => c.notNull())
            .addColumn('cnpj', 'text', (c) => c.notNull().unique())
            .addColumn('pharmacist_name', 'text', (c) => c.notNull())
            .addColumn('pharmacist_crf', 'text', (c) => c.notNull())
            .addColumn('pharmacist_crf_uf', 'text', (c) => c.notNull())
            .addColumn('address', 'text')
            .addColumn('phone', 'text'),
        ),
        'is_active',
        1,
      ).execute();
      // The department's list, newest first (the list contract reads by key).
      await db.schema
        .createIndex('pharmacies_created_idx')
        .on('pharmacies')
        .columns(['created_at', 'id'])
        .execute();

      await db.schema
        .alterTable('prescriptions')
        .addColumn('dispensed_pharmacy_id', 'integer', (c) =>
          c.references('pharmacies.id').onDelete('set null'),
        )
        .execute();
      await db.schema
        .alterTable('prescriptions')
        .addColumn('dispensed_unit_id', 'integer', (c) =>
          c.references('health_units.id').onDelete('set null'),
        )
        .execute();
      // A pharmacy's own record of what it dispensed, newest first.
      await db.schema
        .createIndex('prescriptions_pharmacy_dispensed_idx')
        .on('prescriptions')
        .columns(['dispensed_pharmacy_id', 'dispensed_at', 'id'])
        .execute();
    },
  };
}
