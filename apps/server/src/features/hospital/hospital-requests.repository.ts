import type { ExpressionBuilder, Insertable, Kysely, Transaction } from 'kysely';
import type { RequestStatus } from '@saude/shared/domain/constants';
import type { AppointmentsTable, DB } from '../../db/types';

type RequestEb = ExpressionBuilder<DB & { r: DB['appointment_requests'] }, 'r'>;

/**
 * What a unit sees: requests addressed to it, requests for "any unit" still waiting for someone,
 * and the ones it decided (including "any unit" requests it took or turned down).
 */
const visibleTo = (unitId: number) => (eb: RequestEb) =>
  eb.or([
    eb('r.health_unit_id', '=', unitId),
    eb.and([eb('r.health_unit_id', 'is', null), eb('r.status', '=', 'pending')]),
    eb('r.decided_health_unit_id', '=', unitId),
  ]);

export type ApprovalUpdate = {
  approved_date: string;
  approved_time: string;
  decided_health_unit_id: number;
  assigned_staff_id: number | null;
  assigned_hospital_doctor_id: number | null;
  appointment_id: number;
  at: string;
};

export function hospitalRequestsRepository(db: Kysely<DB>) {
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
        'r.patient_id',
        'p.full_name as patient_name',
        'r.specialty',
        'r.appointment_type',
        'r.health_unit_id',
        eb.fn.coalesce('du.name', 'u.name').as('health_unit_name'),
        'r.requested_date',
        'r.notes',
        'r.status',
        'r.approved_date',
        'r.approved_time',
        eb.fn.coalesce('s.full_name', 'hd.doctor_name').as('doctor_name'),
        'r.appointment_id',
        'r.created_at',
      ]);

  return {
    list: (unitId: number, filter: { status?: RequestStatus; limit: number; offset: number }) => {
      let q = withNames().where(visibleTo(unitId));
      if (filter.status) q = q.where('r.status', '=', filter.status);
      return q
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute();
    },

    async counts(unitId: number) {
      const rows = await db
        .selectFrom('appointment_requests as r')
        .where(visibleTo(unitId))
        .select((eb) => ['r.status', eb.fn.countAll<number | string>().as('n')])
        .groupBy('r.status')
        .execute();
      // PostgreSQL answers count(*) as a string.
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },

    visibleItem: (unitId: number, id: number) =>
      withNames().where('r.id', '=', id).where(visibleTo(unitId)).executeTakeFirst(),

    /** A request open to any unit that another unit has already decided (no longer visible here). */
    decidedByAnotherUnit: async (id: number) =>
      Boolean(
        await db
          .selectFrom('appointment_requests')
          .select('id')
          .where('id', '=', id)
          .where('health_unit_id', 'is', null)
          .where('status', '!=', 'pending')
          .executeTakeFirst(),
      ),

    activeStaffDoctor: (unitId: number, id: number) =>
      db
        .selectFrom('staff')
        .select(['id', 'full_name as name', 'specialty', 'crm'])
        .where('id', '=', id)
        .where('user_type', '=', 'doctor')
        .where('health_unit_id', '=', unitId)
        .where('is_active', '=', 1)
        .executeTakeFirst(),

    activeHospitalDoctor: (unitId: number, id: number) =>
      db
        .selectFrom('hospital_doctors')
        .select(['id', 'doctor_name as name', 'specialty', 'crm'])
        .where('id', '=', id)
        .where('health_unit_id', '=', unitId)
        .where('is_active', '=', 1)
        .executeTakeFirst(),

    /** The approve dialog offers employees and autonomous doctors of the unit together. */
    async doctorOptions(unitId: number, specialty: string) {
      const [staff, autonomous] = await Promise.all([
        db
          .selectFrom('staff')
          .select(['id', 'full_name as name', 'specialty', 'crm'])
          .where('user_type', '=', 'doctor')
          .where('health_unit_id', '=', unitId)
          .where('is_active', '=', 1)
          .where('specialty', '=', specialty)
          .execute(),
        db
          .selectFrom('hospital_doctors')
          .select(['id', 'doctor_name as name', 'specialty', 'crm'])
          .where('health_unit_id', '=', unitId)
          .where('is_active', '=', 1)
          .where('specialty', '=', specialty)
          .execute(),
      ]);
      return { staff, autonomous };
    },

    transaction: <T>(fn: (trx: Transaction<DB>) => Promise<T>) => db.transaction().execute(fn),

    insertAppointment: async (trx: Transaction<DB>, row: Insertable<AppointmentsTable>) =>
      (await trx.insertInto('appointments').values(row).returning('id').executeTakeFirstOrThrow()).id,

    /** Decides the request only while it is still pending; false when someone decided it first. */
    async markApproved(trx: Transaction<DB>, id: number, u: ApprovalUpdate): Promise<boolean> {
      const res = await trx
        .updateTable('appointment_requests')
        .set({
          status: 'approved',
          approved_date: u.approved_date,
          approved_time: u.approved_time,
          decided_health_unit_id: u.decided_health_unit_id,
          assigned_staff_id: u.assigned_staff_id,
          assigned_hospital_doctor_id: u.assigned_hospital_doctor_id,
          appointment_id: u.appointment_id,
          decided_at: u.at,
          updated_at: u.at,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async markRejected(id: number, unitId: number, at: string): Promise<boolean> {
      const res = await db
        .updateTable('appointment_requests')
        .set({ status: 'rejected', decided_health_unit_id: unitId, decided_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
  };
}
export type HospitalRequestRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof hospitalRequestsRepository>['visibleItem']>>
>;
