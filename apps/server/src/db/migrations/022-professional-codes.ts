/**
 * The national registries' codes for units and professionals (issue: national health network):
 * a unit's CNES (7 digits, unique where given), a doctor's CRM number apart from its state (UF), and
 * the CBO occupation code of every professional.
 */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers';

export const professionalCodes: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('health_units').addColumn('cnes', 'text').execute();
    // NULLs never collide in a unique index, in both engines: units without a CNES stay valid.
    await db.schema.createIndex('health_units_cnes_key').unique().on('health_units').column('cnes').execute();
    for (const table of ['staff', 'hospital_doctors']) {
      await db.schema.alterTable(table).addColumn('crm_uf', 'text').execute();
      await db.schema.alterTable(table).addColumn('cbo', 'text').execute();
    }
  },
};
