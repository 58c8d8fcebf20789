import { sql, type Insertable, type Kysely } from 'kysely';
import type { AppointmentRequestsTable, DB } from '../../db/types';
import { after, readPage, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';

/** A patient's own requests, or everyone's (the health department). */
export type RequestListScope = { patientId?: number };

const newestFirst = [sql.ref('r.created_at'), sql.ref('r.id')];

/**
 * A request with the names its lists show, for the patient, the department and the units alike
 * (hospital-requests.repository.ts adds what only the unit needs). The unit name is the deciding
 * unit's when one took the request (a request for "any unit" is shown with the unit that scheduled it).
 */
export const requestsWithNames = (db: Kysely<DB>) =>
  db
    .selectFrom('appointment_requests as r')
    .innerJoin('patients as p', 'p.id', 'r.patient_id')
    .leftJoin('health_units as u', 'u.id', 'r.health_unit_id')
    .leftJoin('health_units as du', 'du.id', 'r.decided_health_unit_id')
    .leftJoin('staff as s', 's.id', 'r.assigned_staff_id')
    .leftJoin('hospital_doctors as hd', 'hd.id', 'r.assigned_hospital_doctor_id')
    .select((eb) => [
      'r.id',
      'r.specialty',
      'r.appointment_type',
      'r.health_unit_id',
      'r.notes',
      'r.requested_date',
      'r.status',
      eb.fn.coalesce('du.name', 'u.name').as('health_unit_name'),
      'r.approved_date',
      'r.approved_time',
      'r.rejection_reason',
      eb.fn.coalesce('s.full_name', 'hd.doctor_name').as('doctor_name'),
      'p.full_name as patient_name',
      'r.created_at',
    ]);
export type RequestRow = Awaited<ReturnType<ReturnType<typeof requestsWithNames>['executeTakeFirstOrThrow']>>;

export function appointmentRequestsRepository(db: Kysely<DB>) {
  const withNames = () => requestsWithNames(db);

  return {
    activeUnitExists: async (id: number) =>
      Boolean(
        await db
          .selectFrom('health_units')
          .select('id')
          .where('id', '=', id)
          .where('is_active', '=', 1)
          .executeTakeFirst(),
      ),

    insert: async (row: Insertable<AppointmentRequestsTable>) =>
      (await db.insertInto('appointment_requests').values(row).returning('id').executeTakeFirstOrThrow()).id,

    byId: (id: number) => withNames().where('r.id', '=', id).executeTakeFirst(),

    /** Newest first (a new request shows on top, spec 01 section 4), read by key. */
    list(scope: RequestListScope, seek: Seek | undefined, limit: number) {
      return readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (r: RequestRow) => [r.created_at, r.id],
            read: (afterKey, take) => {
              let q = withNames();
              if (scope.patientId != null) q = q.where('r.patient_id', '=', scope.patientId);
              if (afterKey) q = q.where(after(newestFirst, 'desc', afterKey));
              return q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(take).execute();
            },
          },
        ],
        seek,
        limit,
      );
    },

    count(scope: RequestListScope) {
      let q = db.selectFrom('appointment_requests as r');
      if (scope.patientId != null) q = q.where('r.patient_id', '=', scope.patientId);
      return cappedTotal(db, q);
    },
  };
}
