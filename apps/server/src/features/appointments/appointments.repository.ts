import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { AppointmentStatus } from '@saude/shared/domain/constants';
import type { DB, MedicalRecordsTable } from '../../db/types';

/** Whose appointments a reader may see (decided by the service from the signed-in role). */
export type AppointmentScope =
  | { kind: 'all' }
  | { kind: 'patient'; patientId: number }
  | { kind: 'doctor'; staffId: number }
  | { kind: 'unit'; healthUnitId: number };

export type AppointmentFilter = { status?: AppointmentStatus; date?: string; limit: number; offset: number };

/** The spec: "An exam without a time appears at 08:00" — agendas sort it there too. */
const UNTIMED_SLOT = '08:00';

export function appointmentsRepository(db: Kysely<DB>) {
  const withNames = () =>
    db
      .selectFrom('appointments as a')
      .innerJoin('patients as p', 'p.id', 'a.patient_id')
      .leftJoin('staff as s', 's.id', 'a.doctor_staff_id')
      .leftJoin('hospital_doctors as hd', 'hd.id', 'a.hospital_doctor_id')
      .leftJoin('health_units as u', 'u.id', 'a.health_unit_id')
      .select((eb) => [
        'a.id',
        'a.patient_id',
        'p.full_name as patient_name',
        eb.fn.coalesce('s.full_name', 'hd.doctor_name').as('doctor_name'),
        'u.name as health_unit_name',
        'a.appointment_date',
        'a.appointment_time',
        'a.appointment_type',
        'a.specialty',
        'a.status',
        'a.notes',
        'a.created_at',
        // Used for record-level checks, not shown.
        'a.health_unit_id',
        'a.doctor_staff_id',
      ]);

  const scoped = (scope: AppointmentScope) => {
    const q = withNames();
    switch (scope.kind) {
      case 'all':
        return q;
      case 'patient':
        return q.where('a.patient_id', '=', scope.patientId);
      case 'doctor':
        return q.where('a.doctor_staff_id', '=', scope.staffId);
      case 'unit':
        return q.where('a.health_unit_id', '=', scope.healthUnitId);
    }
  };

  return {
    list: (scope: AppointmentScope, filter: AppointmentFilter) => {
      let q = scoped(scope);
      if (filter.status) q = q.where('a.status', '=', filter.status);
      if (filter.date) q = q.where('a.appointment_date', '=', filter.date);
      return q
        .orderBy('a.appointment_date')
        .orderBy((eb) => eb.fn.coalesce('a.appointment_time', sql.lit(UNTIMED_SLOT)))
        .orderBy('a.id')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute();
    },

    inScope: (scope: AppointmentScope, id: number) => scoped(scope).where('a.id', '=', id).executeTakeFirst(),

    /** Moves the status only if it is still `from`: a concurrent change makes this a no-op (0 rows). */
    async changeStatus(
      trx: Transaction<DB>,
      id: number,
      from: AppointmentStatus,
      to: AppointmentStatus,
      at: string,
    ): Promise<boolean> {
      const res = await trx
        .updateTable('appointments')
        .set({ status: to, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async insertMedicalRecord(trx: Transaction<DB>, row: Insertable<MedicalRecordsTable>) {
      await trx.insertInto('medical_records').values(row).execute();
    },

    transaction: <T>(fn: (trx: Transaction<DB>) => Promise<T>) => db.transaction().execute(fn),
  };
}
export type AppointmentRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof appointmentsRepository>['inScope']>>
>;
