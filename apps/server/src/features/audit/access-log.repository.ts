/**
 * "Quem acessou meus dados" (decision 038): one patient's audited reads, newest first, by key. The
 * page is one range of audit_event_patients' primary key (patient, occurred_at, event id), then its
 * events and their readers by primary key: the cost of a page is the page's, however long the trail.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { after, readPage, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';
import { actorName, auditEventsWithActors } from './audit.repository';

const newestFirst = [sql.ref('l.occurred_at'), sql.ref('l.audit_event_id')];

export function accessLogRepository(db: Kysely<DB>) {
  const ofPatient = (patientId: number) =>
    db.selectFrom('audit_event_patients as l').where('l.patient_id', '=', patientId);

  /** The events with who read them: the trail's actor accounts, and the unit the reader works for. */
  const withReaders = (ids: number[]) =>
    auditEventsWithActors(db)
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
        actorName.as('actor_name'),
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
