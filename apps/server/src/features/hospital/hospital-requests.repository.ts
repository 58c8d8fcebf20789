/**
 * The approve dialog's doctors: the unit's employee and autonomous doctors. The requests and the
 * appointments themselves are read and written through their own features' repositories.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DoctorOptionKind } from '@saude/shared/schemas/hospital';
import type { DB } from '../../db/types';
import { after, readPage, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';

export type DoctorOptionRow = {
  id: number;
  name: string;
  specialty: string | null;
  crm: string | null;
  crm_uf: string | null;
  kind: DoctorOptionKind;
};

const optionOrder = [sql.ref('o.name'), sql.ref('o.kind'), sql.ref('o.id')];

export function hospitalRequestsRepository(db: Kysely<DB>) {
  const doctorOptionsOf = (unitId: number, specialty: string) =>
    db
      .selectFrom('staff')
      .select([
        'id',
        'full_name as name',
        'specialty',
        'crm',
        'crm_uf',
        sql<DoctorOptionKind>`'staff'`.as('kind'),
      ])
      .where('user_type', '=', 'doctor')
      .where('health_unit_id', '=', unitId)
      .where('is_active', '=', 1)
      .where('specialty', '=', specialty)
      .unionAll(
        db
          .selectFrom('hospital_doctors')
          .select([
            'id',
            'doctor_name as name',
            'specialty',
            'crm',
            'crm_uf',
            sql<DoctorOptionKind>`'hospital'`.as('kind'),
          ])
          .where('health_unit_id', '=', unitId)
          .where('is_active', '=', 1)
          .where('specialty', '=', specialty),
      );

  return {
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

    /**
     * The approve dialog's choices: active employee and autonomous doctors of the unit with the
     * specialty, together by name, read by key. A unit has a handful of each, so the union is small.
     */
    doctorOptions(unitId: number, specialty: string, seek: Seek | undefined, limit: number) {
      const options = doctorOptionsOf(unitId, specialty);
      return readPage(
        [
          {
            key: ['text', 'text', 'integer'],
            keyOf: (o: DoctorOptionRow) => [o.name, o.kind, o.id],
            read: (afterKey, take) => {
              let q = db.selectFrom(options.as('o')).selectAll();
              if (afterKey) q = q.where(after(optionOrder, 'asc', afterKey));
              return q.orderBy('o.name').orderBy('o.kind').orderBy('o.id').limit(take).execute();
            },
          },
        ],
        seek,
        limit,
      );
    },

    countDoctorOptions: (unitId: number, specialty: string) =>
      cappedTotal(db, db.selectFrom(doctorOptionsOf(unitId, specialty).as('o'))),

    transaction: <T>(fn: (trx: Transaction<DB>) => Promise<T>) => db.transaction().execute(fn),
  };
}
