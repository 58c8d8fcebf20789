/**
 * The agenda and the requests read by key (docs/decisions/013-one-list-contract.md). A doctor's or a
 * unit's agenda filtered by status ("Confirmadas", "Realizadas") read the scope's whole (scope, date)
 * range and dropped the other statuses: at 1M appointments a unit's rare status cost 2.5 ms a page and
 * grew with the unit's history. With the status in the index the page is one range again. The
 * department's list of every request had no index in its order: each page sorted all of them.
 */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers';

export const agendaLists: Migration = {
  async up(db: AnyDb) {
    // The department reads every request newest first: without this it sorted all of them per page.
    await db.schema
      .createIndex('appointment_requests_created_idx')
      .on('appointment_requests')
      .columns(['created_at', 'id'])
      .execute();
    for (const scope of ['doctor_staff_id', 'health_unit_id'] as const) {
      await db.schema
        .createIndex(`appointments_${scope}_status_date_idx`)
        .on('appointments')
        .columns([scope, 'status', 'appointment_date'])
        .execute();
    }
  },
};
