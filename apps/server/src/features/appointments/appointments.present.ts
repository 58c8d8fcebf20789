/** An appointment as every list and action answers it. */
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import type { AppointmentStatus, AppointmentType } from '@saude/shared/domain/constants';
import type { AppointmentRow } from './appointments.repository';

export function presentAppointment(a: AppointmentRow): AppointmentItem {
  return {
    id: a.id,
    patient_id: a.patient_id,
    patient_name: a.patient_name,
    doctor_name: a.doctor_name ?? null,
    health_unit_name: a.health_unit_name,
    appointment_date: a.appointment_date,
    appointment_time: a.appointment_time,
    appointment_type: a.appointment_type as AppointmentType,
    specialty: a.specialty,
    status: a.status as AppointmentStatus,
    notes: a.notes,
    cancelled_at: a.cancelled_at ?? null,
    cancellation_reason: a.cancellation_reason ?? null,
    created_at: a.created_at,
  };
}
