/** Inserts the vaccination cards and exam results. */
import { doseNumberOf } from '@saude/shared/domain/vaccines';
import { STAFF } from './demo-staff';
import { VACCINATIONS } from './demo-vaccinations';
import { EXAMS } from './demo-exams';
import { addDays, localStamp } from './demo-ids';
import { need, type SeedContext, type SeedIds } from './demo-insert-people';

const staffByKey = new Map(STAFF.map((s) => [s.key, s] as const));

export async function insertHealthCards(ctx: SeedContext, ids: SeedIds): Promise<void> {
  const { db, today, now } = ctx;
  const stamp = (day: number, time: string) => localStamp(addDays(today, day), time, now);

  await db
    .insertInto('vaccinations')
    .values(
      VACCINATIONS.map((v) => ({
        patient_id: need(ids.patients, v.patient),
        vaccine_code: v.code,
        vaccine_name: v.vaccine,
        vaccine_date: addDays(today, v.day),
        dose_code: v.dose,
        dose_number: doseNumberOf(v.dose),
        administered_by: v.by,
        batch_number: v.batch,
        manufacturer: v.manufacturer,
        next_dose_date: v.nextDay === null ? null : addDays(today, v.nextDay),
        notes: v.notes,
        health_unit_id: need(ids.units, v.unit),
        created_at: stamp(v.day, '10:00'),
      })),
    )
    .execute();

  await db
    .insertInto('exams')
    .values(
      EXAMS.map((e) => {
        const doctor = need(staffByKey, e.doctor);
        if (!doctor.unit) throw new Error(`demo seed: exam doctor ${e.doctor} has no unit`);
        return {
          patient_id: need(ids.patients, e.patient),
          exam_type: e.type,
          exam_date: addDays(today, e.day),
          result: e.result,
          reference_values: e.reference,
          observations: e.notes,
          is_normal: e.normal === null ? null : e.normal ? 1 : 0,
          file_id: null,
          doctor_staff_id: need(ids.staff, e.doctor),
          doctor_name: doctor.name,
          health_unit_id: need(ids.units, doctor.unit),
          approval_status: e.status,
          reviewed_at: e.status === 'pending' ? null : stamp(e.day, '17:10'),
          created_at: stamp(e.day, '16:30'),
        };
      }),
    )
    .execute();
}
