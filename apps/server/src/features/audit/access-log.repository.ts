/**
 * "Quem acessou meus dados" (decision 038): one patient's audited reads, newest first, by key. The
 * page is one range of audit_event_patients' primary key (patient, occurred_at, event id), then its
 * events and their readers by primary key: the cost of a page is the page's, however long the trail.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { after, readPage, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';

const newestFirst = [sql.ref('l.occurred_at'), sql.ref('l.audit_event_id')];

export function accessLogRepository(db: Kysely<DB>) {
  const ofPatient = (patientId: number) =>
    db.selectFrom('audit_event_patients as l').where('l.patient_id', '=', patientId);

  /** The events with who read them: the account of the actor's kind and the unit it works for. */
  const withReaders = (ids: number[]) =>
    db
      .selectFrom('audit_events as e')
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
      .leftJoin('health_units as u', (j) =>
        j.on(sql.ref('u.id'), '=', sql`coalesce(s.health_unit_id, h.health_unit_id)`),
      )
      .where('e.id', 'in', ids)
      .select([
        'e.id',
        'e.occurred_at',
        'e.actor_kind',
        'e.action',
        'e.target_type',
        sql<
          string | null
        >`coalesce(s.full_name, d.full_name, h.administrator_name, a.authority_name, ph.name)`.as(
          'actor_name',
        ),
        's.user_type as staff_type',
        'a.authority_type',
        'u.name as unit_name',
      ])
      .orderBy('e.occurred_at', 'desc')
      .orderBy('e.id', 'desc');
  type Row = Awaited<ReturnType<ReturnType<typeof withReaders>['execute']>>[number];

  return {
    list: (patientId: number, seek: Seek | undefined, limit: number) =>
      readPage<Row>(
        [
          {
            key: ['text', 'integer'],
            keyOf: (r) => [r.occurred_at, r.id],
            read: async (afterKey, take) => {
              let q = ofPatient(patientId).select('l.audit_event_id');
              if (afterKey) q = q.where(after(newestFirst, 'desc', afterKey));
              const page = await q
                .orderBy('l.occurred_at', 'desc')
                .orderBy('l.audit_event_id', 'desc')
                .limit(take)
                .execute();
              if (page.length === 0) return [];
              return withReaders(page.map((r) => r.audit_event_id)).execute();
            },
          },
        ],
        seek,
        limit,
      ),

    count: (patientId: number) => cappedTotal(db, ofPatient(patientId)),
  };
}
