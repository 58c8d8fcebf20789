/**
 * Web Push (decision 040). A browser's subscription belongs to the identity that registered it
 * (principal kind and id) and carries the audience keys the events address: `recipient` (one
 * person or unit: patient_12, staff_3, authority_5, unit_7) and `audience` (their group, as the
 * messages name it: all_patients, all_doctors, ...). The outbox holds one row per notification and
 * subscription, written in the same transaction as the event, and leased by the sender with
 * `locked_until` so several servers never send the same row.
 */
import type { Migration } from 'kysely';
import { withId, type AnyDb, type Dialect } from './helpers';

export function push(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('push_subscriptions'), dialect)
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('principal_kind', 'text', (c) => c.notNull())
        .addColumn('principal_id', 'integer', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('audience', 'text')
        // The session that registered it: signing out of that session removes it.
        .addColumn('session_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      for (const [name, columns] of [
        ['push_subscriptions_recipient_idx', ['recipient']],
        ['push_subscriptions_audience_idx', ['audience']],
        ['push_subscriptions_principal_idx', ['principal_kind', 'principal_id']],
        ['push_subscriptions_session_idx', ['session_id']],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on('push_subscriptions')
          .columns([...columns])
          .execute();
      }

      await withId(db.schema.createTable('push_outbox'), dialect)
        .addColumn('subscription_id', 'integer', (c) =>
          c.notNull().references('push_subscriptions.id').onDelete('cascade'),
        )
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('urgency', 'text', (c) => c.notNull())
        .addColumn('ttl_seconds', 'integer', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        // Free to send from this instant: now for a new row, later while leased or backing off.
        .addColumn('locked_until', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('push_outbox_due_idx')
        .on('push_outbox')
        .columns(['locked_until', 'id'])
        .execute();
      await db.schema
        .createIndex('push_outbox_subscription_idx')
        .on('push_outbox')
        .column('subscription_id')
        .execute();
    },
  };
}
