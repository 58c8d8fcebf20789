/**
 * Indexes for the department's lists, read by key (docs/decisions/013-one-list-contract.md). Each list
 * is newest first, (created_at, id) or (occurred_at, id) descending; with a filter on a column, that
 * column comes first so the filtered page is one index range too. The medical data already had theirs
 * (002, 006: the record's date, then id).
 *
 * The audit trail filters by one action, by a family of actions ('login.', every 'login.<word>'), by
 * the kind of actor and by dates. A family is the code up to its last dot: the expression below. Its
 * rare families are the ones the department looks for (the wipes), and walking the trail's order to
 * find two events in a million took half a second a page; with the expression indexed they are one
 * range. The literal must stay equal to ACTION_FAMILY in features/audit/audit.repository.ts, or the
 * planners stop using the index.
 */
import { sql, type Migration } from 'kysely';
import type { AnyDb } from './helpers';

export const adminLists: Migration = {
  async up(db: AnyDb) {
    const index = (name: string, table: string, columns: string[]) =>
      db.schema.createIndex(name).on(table).columns(columns).execute();

    await index('staff_created_idx', 'staff', ['created_at', 'id']);
    await index('staff_type_created_idx', 'staff', ['user_type', 'created_at', 'id']);
    await index('health_units_created_idx', 'health_units', ['created_at', 'id']);
    await index('hospital_administrators_created_idx', 'hospital_administrators', ['created_at', 'id']);
    await index('public_authorities_created_idx', 'public_authorities', ['created_at', 'id']);
    await index('public_authorities_type_created_idx', 'public_authorities', [
      'authority_type',
      'created_at',
      'id',
    ]);

    // PostgreSQL needs the id in the index to read (occurred_at, id) in order; SQLite had it implicitly.
    await db.schema.dropIndex('audit_events_occurred_idx').execute();
    await index('audit_events_occurred_idx', 'audit_events', ['occurred_at', 'id']);
    await index('audit_events_action_idx', 'audit_events', ['action', 'occurred_at', 'id']);
    await index('audit_events_actor_kind_idx', 'audit_events', ['actor_kind', 'occurred_at', 'id']);
    await db.schema
      .createIndex('audit_events_family_idx')
      .on('audit_events')
      .expression(
        sql`rtrim(action, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'), occurred_at, id`,
      )
      .execute();
  },
};
