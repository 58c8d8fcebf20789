/** Inserts the agenda: appointments with their records and prescriptions, and appointment requests. */
import { DEFAULT_VALIDITY_DAYS } from '../../db/migrations/014-prescription-validity';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { formatCrm } from '@saude/shared/domain/professional-codes';
import { PATIENTS } from './demo-patients';
import { provider, STAFF, type DemoStaff } from './demo-staff';
import { APPOINTMENTS, type DemoAppointment } from './demo-appointments';
import { REQUESTS, STANDALONE_PRESCRIPTIONS } from './demo-requests';
import { addDays, localStamp } from './demo-ids';
import { need, type SeedContext, type SeedIds } from './demo-insert-people';

const staffByKey = new Map(STAFF.map((s) => [s.key, s] as const));
const patientNames = new Map(PATIENTS.map((p) => [p.key, p.name] as const));

/** Minutes added to an HH:MM time (an exam without time counts as 08:00), kept within the day. */
function later(time: string | null, minutes: number): string {
  const [h = 8, m = 0] = (time ?? '08:00').split(':').map(Number);
  const total = Math.max(0, Math.min(h * 60 + m + minutes, 23 * 60 + 59));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The unit, specialty and doctor columns of an appointment. */
function attendance(a: DemoAppointment, ids: SeedIds) {
  const p = provider(a.doctor);
  const unit = a.unit ?? p.unit;
  if (!unit) throw new Error(`demo seed: appointment ${a.key} has no unit`);
  return {
    unitId: need(ids.units, unit),
    specialty: p.specialty,
    staffId: p.kind === 'staff' ? need(ids.staff, p.staff.key) : null,
    hospitalDoctorId: p.kind === 'hospital' ? need(ids.hospitalDoctors, p.doctor.key) : null,
    staff: p.kind === 'staff' ? p.staff : null,
  };
}

export async function insertAgenda(ctx: SeedContext, ids: SeedIds): Promise<void> {
  const { db, today, now } = ctx;
  const stamp = (day: number, time: string) => localStamp(addDays(today, day), time, now);

  // An approved request's appointment is created when the unit decides, the day after the request.
  const decidedDay = (requestDay: number) => Math.min(requestDay + 1, 0);
  const approvedOn = new Map<string, number>();
  for (const r of REQUESTS) if (r.appointment) approvedOn.set(r.appointment, decidedDay(r.day));

  const appointmentIds = new Map<string, number>();
  for (const a of APPOINTMENTS) {
    const date = addDays(today, a.day);
    const who = attendance(a, ids);
    const approvedDay = approvedOn.get(a.key);
    const createdAt =
      approvedDay !== undefined ? stamp(approvedDay, '15:00') : stamp(Math.min(a.day, 0) - 7, '11:00');
    const finished = a.status === 'completed' || a.status === 'no_show' || a.status === 'cancelled';
    const changedAt =
      a.status === 'confirmed'
        ? localStamp(date, later(a.time, -20), now)
        : finished
          ? localStamp(date, later(a.time, 40), now)
          : createdAt;
    const row = await db
      .insertInto('appointments')
      .values({
        patient_id: need(ids.patients, a.patient),
        health_unit_id: who.unitId,
        doctor_staff_id: who.staffId,
        hospital_doctor_id: who.hospitalDoctorId,
        request_id: null,
        appointment_date: date,
        appointment_time: a.time,
        appointment_type: a.type,
        specialty: who.specialty,
        status: a.status,
        notes: a.notes ?? null,
        created_at: createdAt,
        updated_at: changedAt < createdAt ? createdAt : changedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    appointmentIds.set(a.key, row.id);

    if (a.record) {
      const record = await db
        .insertInto('medical_records')
        .values({
          patient_id: need(ids.patients, a.patient),
          doctor_staff_id: who.staffId,
          appointment_id: row.id,
          health_unit_id: who.unitId,
          record_date: date,
          diagnosis: a.record.diagnosis,
          treatment: a.record.treatment,
          observations: a.record.observations,
          created_at: localStamp(date, later(a.time, 35), now),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (a.record.cid10.length) {
        await db
          .insertInto('medical_record_diagnoses')
          .values(
            a.record.cid10.map((code, i) => ({
              medical_record_id: record.id,
              position: i + 1,
              cid10_code: code,
            })),
          )
          .execute();
      }
    }
    if (a.prescription) {
      if (!who.staff || who.staffId === null)
        throw new Error(`demo seed: prescription of ${a.key} needs a staff doctor`);
      await insertPrescription(ctx, {
        patientId: need(ids.patients, a.patient),
        patientName: need(patientNames, a.patient),
        doctor: who.staff,
        doctorId: who.staffId,
        appointmentId: row.id,
        date,
        text: a.prescription.text,
        valid: true,
        dispensedBy: a.prescription.dispensedAt ? need(ids.pharmacies, a.prescription.dispensedAt) : null,
      });
    }
  }

  for (const p of STANDALONE_PRESCRIPTIONS) {
    await insertPrescription(ctx, {
      patientId: need(ids.patients, p.patient),
      patientName: need(patientNames, p.patient),
      doctor: need(staffByKey, p.doctor),
      doctorId: need(ids.staff, p.doctor),
      appointmentId: null,
      date: addDays(today, p.day),
      text: p.text,
      valid: p.valid,
      dispensedBy: null,
    });
  }

  const byKey = new Map(APPOINTMENTS.map((a) => [a.key, a] as const));
  let minutes = 0;
  for (const r of REQUESTS) {
    const createdAt = stamp(r.day, later('08:10', (minutes += 37) % 540));
    const approved = r.appointment ? need(byKey, r.appointment) : null;
    const who = approved ? attendance(approved, ids) : null;
    const decidedUnitId = who ? who.unitId : r.decidedBy ? need(ids.units, r.decidedBy) : null;
    const decidedAt = r.status === 'pending' ? null : stamp(decidedDay(r.day), '15:00');
    const row = await db
      .insertInto('appointment_requests')
      .values({
        patient_id: need(ids.patients, r.patient),
        specialty: r.specialty,
        appointment_type: r.type,
        health_unit_id: r.unit ? need(ids.units, r.unit) : null,
        notes: r.notes,
        requested_date: addDays(today, r.day),
        status: r.status,
        approved_date: approved ? addDays(today, approved.day) : null,
        approved_time: approved ? approved.time : null,
        decided_health_unit_id: decidedUnitId,
        assigned_staff_id: who?.staffId ?? null,
        assigned_hospital_doctor_id: who?.hospitalDoctorId ?? null,
        appointment_id: approved ? need(appointmentIds, approved.key) : null,
        decided_at: decidedAt,
        created_at: createdAt,
        updated_at: decidedAt ?? createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (approved) {
      await db
        .updateTable('appointments')
        .set({ request_id: row.id })
        .where('id', '=', need(appointmentIds, approved.key))
        .execute();
    }
  }
}

type PrescriptionInput = {
  patientId: number;
  patientName: string;
  doctor: DemoStaff;
  doctorId: number;
  appointmentId: number | null;
  date: string;
  text: string;
  valid: boolean;
  dispensedBy: { id: number; label: string } | null;
};

/** The QR payload needs the row id, so the prescription is inserted first and then completed. */
async function insertPrescription(ctx: SeedContext, p: PrescriptionInput): Promise<void> {
  const publicId = randomBytes(16).toString('base64url');
  const row = await ctx.db
    .insertInto('prescriptions')
    .values({
      public_id: publicId,
      patient_id: p.patientId,
      doctor_staff_id: p.doctorId,
      appointment_id: p.appointmentId,
      // Issued at the consultation's unit, or outside one at the doctor's.
      health_unit_id: sql<number | null>`coalesce(
        (select a.health_unit_id from appointments a where a.id = ${p.appointmentId}),
        (select s.health_unit_id from staff s where s.id = ${p.doctorId}))`,
      prescription_date: p.date,
      prescription_text: p.text,
      is_valid: p.valid ? 1 : 0,
      qr_code: null,
      dispensed_at: p.dispensedBy ? localStamp(addDays(p.date, 1), '10:15', ctx.now) : null,
      dispensed_by: p.dispensedBy?.label ?? null,
      dispensed_pharmacy_id: p.dispensedBy?.id ?? null,
      // Continuous treatments are written for six months, the rest for the default period.
      valid_until: addDays(p.date, /uso contínuo/i.test(p.text) ? 180 : DEFAULT_VALIDITY_DAYS),
      created_at: localStamp(p.date, '17:00', ctx.now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const qr = ctx.qrCode({
    id: row.id,
    publicId,
    patientName: p.patientName,
    date: p.date,
    doctor: {
      name: p.doctor.name,
      crm: formatCrm(p.doctor.crm, p.doctor.crmUf),
      specialty: p.doctor.specialty,
    },
    text: p.text,
  });
  await ctx.db.updateTable('prescriptions').set({ qr_code: qr }).where('id', '=', row.id).execute();
}
