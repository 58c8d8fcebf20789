/**
 * A patient cancels their own appointment, or reschedules it ("Remarcar": cancel and open a new
 * request with the same specialty, type and unit, linked to it), before its time in the city's clock
 * (docs/decisions/037-patients-cancel-and-reschedule.md). Someone else's appointment is refused
 * (403); too late or in another state is a conflict the patient can read (409); a repeat of a cancel
 * answers the same.
 */
import type { z } from 'zod';
import {
  CANCEL_STATE_MESSAGE,
  CANCEL_TOO_LATE_MESSAGE,
  invalidTransitionMessage,
  RESCHEDULE_NO_SPECIALTY_MESSAGE,
  RESCHEDULE_STATE_MESSAGE,
  type AppointmentItem,
  type AppointmentRescheduleAnswer,
  type appointmentRescheduleSchema,
  type appointmentStatusUpdateSchema,
} from '@saude/shared/schemas/appointments';
import { SPECIALTIES, type AppointmentStatus } from '@saude/shared/domain/constants';
import type { ServiceContext } from '../../lib/service-context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { nowIso, todayDate } from '../../lib/time';
import { cityInstantMs } from '../../lib/city-calendar';
import { appointmentRequestsRepository, presentRequest } from '../appointment-requests';
import { appointmentsRepository, type AppointmentRow } from './appointments.repository';
import { presentAppointment } from './appointments.present';

const NOT_FOUND = 'Consulta não encontrada';
/** The spec's rule for an exam without a time: it stands at 08:00. */
const UNTIMED_SLOT = '08:00';
const CANCELLABLE: readonly AppointmentStatus[] = ['scheduled', 'confirmed'];

/** The patient's own appointment: 404 when none has the id, 403 when it is someone else's. */
async function ownAppointment(ctx: ServiceContext, id: number): Promise<AppointmentRow> {
  const patientId = ctx.principal.patientId;
  if (patientId == null) throw forbidden();
  const row = await appointmentsRepository(ctx.deps.db).byId(id);
  if (!row) throw notFound(NOT_FOUND);
  if (row.patient_id !== patientId) throw forbidden();
  return row;
}

/** Whether the appointment's time (date and time in the city's zone) is still ahead. */
function beforeItsTime(a: AppointmentRow, now: Date): boolean {
  return cityInstantMs(a.appointment_date, a.appointment_time ?? UNTIMED_SLOT) > now.getTime();
}

/** Why this appointment cannot be cancelled now, or null. */
function cancelRefusal(a: AppointmentRow, now: Date, stateMessage: string): string | null {
  if (!CANCELLABLE.includes(a.status as AppointmentStatus)) return stateMessage;
  if (!beforeItsTime(a, now)) return CANCEL_TOO_LATE_MESSAGE;
  return null;
}

export async function cancelOwnAppointment(
  ctx: ServiceContext,
  id: number,
  input: z.output<typeof appointmentStatusUpdateSchema>,
): Promise<AppointmentItem> {
  const current = await ownAppointment(ctx, id);
  if (input.status !== 'cancelled') throw forbidden();
  // A repeat (a double tap, a retry after a lost answer) answers the appointment as it is.
  if (current.status === 'cancelled') return presentAppointment(current);
  const refusal = cancelRefusal(current, new Date(), CANCEL_STATE_MESSAGE);
  if (refusal) throw conflict(refusal);

  const repo = appointmentsRepository(ctx.deps.db);
  const by = by_(ctx, input.cancellation_reason);
  await repo.transaction((trx) => repo.cancel(trx, id, current.status as AppointmentStatus, by));
  const updated = await repo.byId(id);
  if (!updated) throw notFound(NOT_FOUND);
  // Lost a race to a staff change (checked in, finished): the patient is told it is no longer possible.
  if (updated.status !== 'cancelled')
    throw conflict(invalidTransitionMessage(updated.status as AppointmentStatus, 'cancelled'));
  return presentAppointment(updated);
}

const by_ = (ctx: ServiceContext, reason: string | null) => ({
  kind: ctx.principal.kind,
  id: ctx.principal.id,
  reason,
  at: nowIso(),
});

/**
 * "Remarcar": in one transaction the appointment is cancelled and a pending request opened with its
 * specialty, type and unit (any unit when the unit no longer takes requests), linked to it; if either
 * step fails, neither is kept. Not repeatable: a second "Remarcar" finds the appointment cancelled.
 */
export async function rescheduleOwnAppointment(
  ctx: ServiceContext,
  id: number,
  input: z.output<typeof appointmentRescheduleSchema>,
): Promise<AppointmentRescheduleAnswer> {
  const current = await ownAppointment(ctx, id);
  const refusal = cancelRefusal(current, new Date(), RESCHEDULE_STATE_MESSAGE);
  if (refusal) throw conflict(refusal);

  const { db } = ctx.deps;
  const requests = appointmentRequestsRepository(db);
  const specialty =
    current.specialty ?? (current.request_id != null ? await requests.specialtyOf(current.request_id) : null);
  if (!specialty || !(SPECIALTIES as readonly string[]).includes(specialty)) {
    throw conflict(RESCHEDULE_NO_SPECIALTY_MESSAGE);
  }
  const unitId =
    current.health_unit_id != null && (await requests.activeUnitExists(current.health_unit_id))
      ? current.health_unit_id
      : null;

  const by = by_(ctx, input.cancellation_reason);
  const repo = appointmentsRepository(db);
  const requestId = await repo.transaction(async (trx) => {
    if (!(await repo.cancel(trx, id, current.status as AppointmentStatus, by))) return null;
    return appointmentRequestsRepository(trx).insert({
      patient_id: current.patient_id,
      specialty,
      appointment_type: current.appointment_type,
      health_unit_id: unitId,
      notes: input.notes,
      requested_date: todayDate(),
      status: 'pending',
      rescheduled_from_appointment_id: id,
      created_at: by.at,
      updated_at: by.at,
    });
  });
  // Someone changed it between the read and the write (a staff check-in, another tab's cancel).
  if (requestId == null) throw conflict(RESCHEDULE_STATE_MESSAGE);
  const [appointment, request] = await Promise.all([
    repo.byId(id),
    requests.inScope({ kind: 'patient', patientId: current.patient_id }, requestId),
  ]);
  if (!appointment || !request) throw new Error(`reschedule of appointment ${id} vanished after commit`);
  return { appointment: presentAppointment(appointment), request: presentRequest(request) };
}
