import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

type Page = { limit: number; offset: number };

export function hospitalClinicalRepository(db: Kysely<DB>) {
  return {
    /** Prescriptions of the unit's patients (anyone with an appointment there) or by its employee doctors. */
    prescriptions: (unitId: number, page: Page) =>
      db
        .selectFrom('prescriptions as pr')
        .innerJoin('patients as p', 'p.id', 'pr.patient_id')
        .innerJoin('staff as s', 's.id', 'pr.doctor_staff_id')
        .select([
          'pr.id',
          'p.full_name as patient_name',
          's.full_name as doctor_name',
          'pr.prescription_date',
          'pr.prescription_text',
          'pr.is_valid',
          'pr.qr_code',
        ])
        .where((eb) =>
          eb.or([
            eb(
              'pr.patient_id',
              'in',
              eb.selectFrom('appointments').select('patient_id').where('health_unit_id', '=', unitId),
            ),
            eb('s.health_unit_id', '=', unitId),
          ]),
        )
        .orderBy('pr.prescription_date', 'desc')
        .orderBy('pr.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),

    exams: (unitId: number, page: Page) =>
      db
        .selectFrom('exams as e')
        .innerJoin('patients as p', 'p.id', 'e.patient_id')
        .leftJoin('staff as s', 's.id', 'e.doctor_staff_id')
        .select((eb) => [
          'e.id',
          'e.exam_type',
          'p.full_name as patient_name',
          eb.fn.coalesce('e.doctor_name', 's.full_name').as('doctor_name'),
          'e.exam_date',
          'e.result',
          'e.reference_values',
          'e.observations',
          'e.is_normal',
          'e.file_id',
          'e.approval_status',
          'e.created_at',
        ])
        .where('e.health_unit_id', '=', unitId)
        .orderBy('e.exam_date', 'desc')
        .orderBy('e.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),

    examStatus: async (unitId: number, id: number) =>
      (
        await db
          .selectFrom('exams')
          .select('approval_status')
          .where('id', '=', id)
          .where('health_unit_id', '=', unitId)
          .executeTakeFirst()
      )?.approval_status,

    /** Decides a pending exam only; false when it was no longer pending. */
    async decideExam(unitId: number, id: number, to: 'approved' | 'rejected'): Promise<boolean> {
      const res = await db
        .updateTable('exams')
        .set({ approval_status: to })
        .where('id', '=', id)
        .where('health_unit_id', '=', unitId)
        .where('approval_status', '=', 'pending')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    vaccinations: (unitId: number, page: Page) =>
      db
        .selectFrom('vaccinations as v')
        .innerJoin('patients as p', 'p.id', 'v.patient_id')
        .select([
          'v.id',
          'v.vaccine_name',
          'p.full_name as patient_name',
          'v.vaccine_date',
          'v.dose_number',
          'v.administered_by',
          'v.batch_number',
          'v.next_dose_date',
          'v.notes',
        ])
        .where('v.health_unit_id', '=', unitId)
        .orderBy('v.vaccine_date', 'desc')
        .orderBy('v.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
  };
}
