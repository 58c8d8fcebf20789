import type { Insertable, Kysely } from 'kysely';
import type { AppointmentRequestsTable, DB } from '../../db/types';

export type RequestListScope = { patientId?: number; limit: number; offset: number };

export function appointmentRequestsRepository(db: Kysely<DB>) {
  /**
   * A request with the names the list shows. The unit name is the deciding unit's when one took
   * the request (a request for "any unit" is shown with the unit that scheduled it).
   */
  const withNames = () =>
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
        eb.fn.coalesce('s.full_name', 'hd.doctor_name').as('doctor_name'),
        'p.full_name as patient_name',
        'r.created_at',
      ]);

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

    /** Newest first; a patient's own requests, or everyone's for the health department. */
    list: (scope: RequestListScope) => {
      let q = withNames();
      if (scope.patientId != null) q = q.where('r.patient_id', '=', scope.patientId);
      return q
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(scope.limit)
        .offset(scope.offset)
        .execute();
    },
  };
}
export type RequestRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof appointmentRequestsRepository>['byId']>>
>;
