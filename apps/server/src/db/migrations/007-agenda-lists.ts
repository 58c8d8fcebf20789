/**
 * The agenda read by key (docs/decisions/013-one-list-contract.md). A doctor's or a unit's agenda
 * filtered by status ("Confirmadas", "Realizadas") read the scope's whole (scope, date) range and
 * dropped the other statuses: at 1M appointments a unit's rare status cost 2.5 ms a page and grew with
 * the unit's history. With the status in the index the page is one range again.
 */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers';

export const agendaLists: Migration = {
  async up(db: AnyDb) {
    for (const scope of ['doctor_staff_id', 'health_unit_id'] as const) {
      await db.schema
        .createIndex(`appointments_${scope}_status_date_idx`)
        .on('appointments')
        .columns([scope, 'status', 'appointment_date'])
        .execute();
    }
  },
};
