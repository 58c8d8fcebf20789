/**
 * The only place with queries of push_subscriptions and push_outbox (decision 040), and the reminder
 * job's search of the appointments it has yet to remind.
 */
import { sql, type Kysely } from 'kysely';
import type { PushPayload } from '@saude/shared/schemas/push';
import type { DB } from '../../db/types';

export type SubscriptionOwner = {
  principalKind: string;
  principalId: number;
  recipient: string;
  audience: string | null;
  sessionId: number | null;
};

export type NewSubscription = { endpoint: string; p256dh: string; auth: string };

/** Who an outbox insert is for: one person or unit, or everyone of a group. */
export type PushTarget = { recipient: string } | { audience: string };

/** How a push is sent: urgency (RFC 8030 section 5.3) and how long the push service may hold it. */
export type Delivery = { urgency: 'very-low' | 'low' | 'normal' | 'high'; ttlSeconds: number };

export type Notice = {
  /** The payload every subscriber gets, and per principal kind a different one where its screen differs. */
  payload: PushPayload;
  byKind?: Partial<Record<string, PushPayload>>;
  delivery: Delivery;
};

export type LeasedPush = {
  id: number;
  attempts: number;
  payload: string;
  urgency: string;
  ttl_seconds: number;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
};

export type ReminderCandidate = {
  id: number;
  patient_id: number;
  appointment_date: string;
  appointment_time: string | null;
  unit_name: string | null;
};

/** Untimed appointments count as starting at the agenda's 08:00 (as the appointments list orders them). */
const UNTIMED_SLOT = '08:00';

export function pushRepository(db: Kysely<DB>) {
  return {
    /**
     * One subscription per endpoint: registering an endpoint again (the same browser after another
     * sign-in) hands it to the new identity, so a browser never notifies two people.
     */
    async upsertSubscription(sub: NewSubscription, owner: SubscriptionOwner, at: string): Promise<void> {
      const owned = {
        p256dh: sub.p256dh,
        auth: sub.auth,
        principal_kind: owner.principalKind,
        principal_id: owner.principalId,
        recipient: owner.recipient,
        audience: owner.audience,
        session_id: owner.sessionId,
        updated_at: at,
      };
      await db
        .insertInto('push_subscriptions')
        .values({ endpoint: sub.endpoint, ...owned, created_at: at })
        .onConflict((oc) => oc.column('endpoint').doUpdateSet(owned))
        .execute();
    },

    /** Only the caller's own subscription is removed; another identity's endpoint is left alone. */
    async deleteOwn(endpoint: string, principalKind: string, principalId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', endpoint)
        .where('principal_kind', '=', principalKind)
        .where('principal_id', '=', principalId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Signing out of a session removes the subscriptions registered in it (the outbox rows go too). */
    async deleteOfSessionToken(tokenHash: string): Promise<void> {
      await db
        .deleteFrom('push_subscriptions')
        .where('session_id', 'in', db.selectFrom('sessions').select('id').where('token_hash', '=', tokenHash))
        .execute();
    },

    async deleteSubscription(id: number): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    /**
     * One INSERT ... SELECT: a row per subscription of the target, however many there are (a message
     * to every patient of a city is one statement, and people without a subscription cost nothing).
     */
    async enqueue(target: PushTarget, notice: Notice, at: string): Promise<void> {
      const { delivery } = notice;
      const kinds = Object.entries(notice.byKind ?? {});
      const payload =
        kinds.length === 0
          ? sql<string>`${JSON.stringify(notice.payload)}`
          : sql<string>`case ${sql.join(
              kinds.map(([kind, p]) => sql`when principal_kind = ${kind} then ${JSON.stringify(p)}`),
              sql` `,
            )} else ${JSON.stringify(notice.payload)} end`;
      await db
        .insertInto('push_outbox')
        .columns(['subscription_id', 'payload', 'urgency', 'ttl_seconds', 'locked_until', 'created_at'])
        .expression(
          db
            .selectFrom('push_subscriptions')
            .select([
              'id',
              payload.as('payload'),
              sql<string>`${delivery.urgency}`.as('urgency'),
              sql<number>`cast(${delivery.ttlSeconds} as integer)`.as('ttl_seconds'),
              sql<string>`${at}`.as('locked_until'),
              sql<string>`${at}`.as('created_at'),
            ])
            .where((eb) =>
              'recipient' in target
                ? eb('recipient', '=', target.recipient)
                : eb('audience', '=', target.audience),
            ),
        )
        .execute();
    },

    /**
     * Leases up to `limit` due rows until `until`: the guarded UPDATE takes a row only while it is
     * still due, so when two servers race for it exactly one gets it back.
     */
    async lease(now: string, until: string, limit: number): Promise<LeasedPush[]> {
      const taken = await db
        .updateTable('push_outbox')
        .set((eb) => ({ locked_until: until, attempts: eb('attempts', '+', 1) }))
        .where(
          'id',
          'in',
          db
            .selectFrom('push_outbox')
            .select('id')
            .where('locked_until', '<=', now)
            .orderBy('locked_until')
            .orderBy('id')
            .limit(limit),
        )
        .where('locked_until', '<=', now)
        .returning(['id', 'attempts', 'payload', 'urgency', 'ttl_seconds', 'subscription_id'])
        .execute();
      if (taken.length === 0) return [];
      const subs = await db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where(
          'id',
          'in',
          taken.map((t) => t.subscription_id),
        )
        .execute();
      const byId = new Map(subs.map((s) => [s.id, s]));
      return taken.flatMap((t) => {
        const s = byId.get(t.subscription_id);
        return s ? [{ ...t, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth }] : [];
      });
    },

    async deleteOutbox(id: number): Promise<void> {
      await db.deleteFrom('push_outbox').where('id', '=', id).execute();
    },

    /** Back to the queue, free again at `at`. */
    async retryAt(id: number, at: string): Promise<void> {
      await db.updateTable('push_outbox').set({ locked_until: at }).where('id', '=', id).execute();
    },

    /**
     * Appointments still to be reminded by `job`, starting in (from, to] of the city's wall clock
     * (dates YYYY-MM-DD, times HH:MM), of patients with a subscription. The date range is read
     * through appointments_date_idx; an appointment already claimed is skipped by the job_claims
     * primary key, so a claimed reminder is never looked at twice beyond that probe.
     */
    async reminderCandidates(
      job: string,
      from: { date: string; time: string },
      to: { date: string; time: string },
      limit: number,
    ): Promise<ReminderCandidate[]> {
      const start = sql<string>`coalesce(a.appointment_time, ${UNTIMED_SLOT})`;
      return db
        .selectFrom('appointments as a')
        .leftJoin('health_units as u', 'u.id', 'a.health_unit_id')
        .select(['a.id', 'a.patient_id', 'a.appointment_date', 'a.appointment_time', 'u.name as unit_name'])
        .where('a.appointment_date', '>=', from.date)
        .where('a.appointment_date', '<=', to.date)
        .where('a.status', 'in', ['scheduled', 'confirmed'])
        .where((eb) =>
          eb.and([
            eb.or([
              eb('a.appointment_date', '>', from.date),
              eb.and([eb('a.appointment_date', '=', from.date), eb(start, '>', from.time)]),
            ]),
            eb.or([
              eb('a.appointment_date', '<', to.date),
              eb.and([eb('a.appointment_date', '=', to.date), eb(start, '<=', to.time)]),
            ]),
          ]),
        )
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('push_subscriptions as s')
              .select(sql`1`.as('one'))
              .where('s.recipient', '=', sql<string>`${sql.lit('patient_')} || cast(a.patient_id as text)`),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('job_claims as c')
                .select(sql`1`.as('one'))
                .where('c.job', '=', job)
                .where('c.run_key', '=', sql<string>`cast(a.id as text)`),
            ),
          ),
        )
        .orderBy('a.appointment_date')
        .orderBy('a.id')
        .limit(limit)
        .execute();
    },
  };
}
