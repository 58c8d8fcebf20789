import type { Expression, ExpressionBuilder, Insertable, Kysely, SqlBool, Transaction } from 'kysely';
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
    /**
     * The unit's page, newest first. Each branch of the visibility rule is an index range in creation
     * order (migrations 005, 006), read only as far as the page needs; the union (which drops a request
     * met by two branches) is sorted, then the page gets its names. An OR of the three would read and
     * join every request the unit can see, on every poll.
     */
    async list(unitId: number, filter: { status?: RequestStatus; limit: number; offset: number }) {
      const enough = filter.offset + filter.limit;
      const branch = (where: (eb: RequestEb) => Expression<SqlBool>) => {
        let q = db.selectFrom('appointment_requests as r').select(['r.id', 'r.created_at']).where(where);
        if (filter.status) q = q.where('r.status', '=', filter.status);
        return db
          .selectFrom(q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(enough).as('b'))
          .select(['b.id', 'b.created_at']);
      };
      const addressed = branch((eb) => eb('r.health_unit_id', '=', unitId));
      const decided = branch((eb) => eb('r.decided_health_unit_id', '=', unitId));
      const open = branch((eb) =>
        eb.and([eb('r.health_unit_id', 'is', null), eb('r.status', '=', 'pending')]),
      );
      const visible = (!filter.status || filter.status === 'pending' ? addressed.union(open) : addressed)
        .union(decided)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset);
      const page = await visible.execute();
      if (page.length === 0) return [];
      const ids = page.map((r) => r.id);
      const byId = new Map((await withNames().where('r.id', 'in', ids).execute()).map((r) => [r.id, r]));
      // A request deleted between the two reads is left out.
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * Pending, approved and rejected among the requests the unit sees. The visibility rule reads only
     * the addressed unit, the deciding unit and the status, so it applies as is to the per-key counts
     * the triggers of migration 006 keep (0 for "none"): a sum over a few rows per unit.
     */
    async counts(unitId: number) {
      const rows = await db
        .selectFrom('appointment_request_counts as c')
        .where((eb) =>
          eb.or([
            eb('c.health_unit_id', '=', unitId),
            eb.and([eb('c.health_unit_id', '=', 0), eb('c.status', '=', 'pending')]),
            eb('c.decided_health_unit_id', '=', unitId),
          ]),
        )
        .select((eb) => ['c.status', eb.fn.sum<number | string>('c.n').as('n')])
        .groupBy('c.status')
        .execute();
      // PostgreSQL answers sum() of integers as a bigint string.
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
