/**
 * Reading the audit trail, newest first (occurred_at, id), by key (docs/decisions/013-one-list-contract.md).
 * Events name their actor by kind and id only, so the name is resolved at read time by joining the
 * account table of that kind (one left join per kind, each on a primary key and only matching rows of
 * its own kind).
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { AuditEventsTable, DB } from '../../db/types';
import { after, readPage, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';
import { everyWordIn } from '../../db/text-match';

export type AuditFilter = {
  /** Exact action, or a family when it ends with '.' ('login.': every 'login.<word>'). */
  action?: string;
  actorKind?: string;
  targetType?: string;
  /** Half-open UTC range of occurred_at. */
  start?: string;
  end?: string;
  q?: string;
};

/**
 * An action's family: its code up to the last dot ('admin.wipe.all' -> 'admin.wipe.'). The literal
 * must stay equal to the expression of audit_events_family_idx (migration 009), or the planners stop
 * using the index and a rare family walks the whole trail.
 */
const ACTION_FAMILY = sql<string>`rtrim(e.action, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-')`;

const newestFirst = [sql.ref('e.occurred_at'), sql.ref('e.id')];

/** The account's display name, per actor kind; an external identity without a name shows its e-mail. */
export const actorName = sql<
  string | null
>`coalesce(p.full_name, s.full_name, d.full_name, h.administrator_name, a.authority_name, ph.name, x.name, x.email)`;

/** The trail with each event's actor account joined, under the aliases `actorName` reads. */
export const auditEventsWithActors = (db: Kysely<DB>) =>
  db
    .selectFrom('audit_events as e')
    .leftJoin('patients as p', (j) => j.onRef('p.id', '=', 'e.actor_id').on('e.actor_kind', '=', 'patient'))
    .leftJoin('staff as s', (j) => j.onRef('s.id', '=', 'e.actor_id').on('e.actor_kind', '=', 'staff'))
    .leftJoin('health_department_accounts as d', (j) =>
      j.onRef('d.id', '=', 'e.actor_id').on('e.actor_kind', '=', 'health_department'),
    )
    .leftJoin('hospital_administrators as h', (j) =>
      j.onRef('h.id', '=', 'e.actor_id').on('e.actor_kind', '=', 'hospital'),
    )
    .leftJoin('public_authorities as a', (j) =>
      j.onRef('a.id', '=', 'e.actor_id').on('e.actor_kind', '=', 'public_authority'),
    )
    .leftJoin('pharmacies as ph', (j) =>
      j.onRef('ph.id', '=', 'e.actor_id').on('e.actor_kind', '=', 'pharmacy'),
    )
    .leftJoin('external_identities as x', (j) =>
      j.onRef('x.id', '=', 'e.actor_id').on('e.actor_kind', '=', 'external'),
    );

export function auditRepository(db: Kysely<DB>) {
  const withActors = () => auditEventsWithActors(db);

  type Query = ReturnType<typeof withActors>;
  const filtered = (f: AuditFilter, from: Query = withActors()): Query => {
    let q = from;
    if (f.action) {
      q = f.action.endsWith('.')
        ? q.where(sql<boolean>`${ACTION_FAMILY} = ${f.action}`)
        : q.where('e.action', '=', f.action);
    }
    if (f.actorKind) q = q.where('e.actor_kind', '=', f.actorKind);
    if (f.targetType) q = q.where('e.target_type', '=', f.targetType);
    if (f.start) q = q.where('e.occurred_at', '>=', f.start);
    if (f.end) q = q.where('e.occurred_at', '<', f.end);
    if (f.q) q = q.where(everyWordIn(['e.action', 'e.target_id', 'e.ip', actorName], f.q));
    return q;
  };

  const rows = (f: AuditFilter) =>
    filtered(f).select([
      'e.id',
      'e.occurred_at',
      'e.actor_kind',
      'e.actor_id',
      actorName.as('actor_name'),
      'e.action',
      'e.target_type',
      'e.target_id',
      'e.ip',
      'e.request_id',
      'e.details',
    ]);
  type Row = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;

  return {
    /**
     * One event, and the patients whose health data it read (decision 038) with its time, so each
     * patient's reads are one range of audit_event_patients. Append-only: nothing updates either.
     */
    async insert(event: Insertable<AuditEventsTable>, patientIds: readonly number[]): Promise<void> {
      if (patientIds.length === 0) {
        await db.insertInto('audit_events').values(event).execute();
        return;
      }
      await db.transaction().execute(async (tx) => {
        const { id } = await tx
          .insertInto('audit_events')
          .values(event)
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('audit_event_patients')
          .values(
            patientIds.map((patientId) => ({
              patient_id: patientId,
              occurred_at: event.occurred_at,
              audit_event_id: id,
            })),
          )
          .execute();
      });
    },

    /**
     * Newest first, ties (same millisecond) by id. One index range per filter: (occurred_at, id), or
     * the action, its family or the actor kind before them (migration 009); dates bound the range.
     */
    list: (f: AuditFilter, seek: Seek | undefined, limit: number) =>
      readPage<Row>(
        [
          {
            key: ['text', 'integer'],
            keyOf: (e) => [e.occurred_at, e.id],
            read: async (afterKey, take) => {
              if (f.q) {
                // A search of actor names needs the names while it filters.
                let q = rows(f);
                if (afterKey) q = q.where(after(newestFirst, 'desc', afterKey));
                return q.orderBy('e.occurred_at', 'desc').orderBy('e.id', 'desc').limit(take).execute();
              }
              // The page from the trail alone, then its actors' names: joined first, SQLite (without
              // statistics for a young trail) sorted the whole trail for every page (26 ms at 24 000
              // events, growing with it).
              let ids = filtered(f, db.selectFrom('audit_events as e') as Query).select('e.id');
              if (afterKey) ids = ids.where(after(newestFirst, 'desc', afterKey));
              const page = await ids
                .orderBy('e.occurred_at', 'desc')
                .orderBy('e.id', 'desc')
                .limit(take)
                .execute();
              if (page.length === 0) return [];
              return rows({})
                .where(
                  'e.id',
                  'in',
                  page.map((e) => e.id),
                )
                .orderBy('e.occurred_at', 'desc')
                .orderBy('e.id', 'desc')
                .execute();
            },
          },
        ],
        seek,
        limit,
      ),

    /**
     * The total only needs the names when q searches them; otherwise it counts the events alone so
     * SQLite does not look up six accounts per counted row. The bare table is typed as the joined
     * query; that holds because only the q filter names a joined table.
     */
    count: (f: AuditFilter) =>
      cappedTotal(db, f.q ? filtered(f) : filtered(f, db.selectFrom('audit_events as e') as Query)),
  };
}
