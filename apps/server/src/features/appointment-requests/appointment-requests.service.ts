/**
 * A patient asks for a consultation, exam or follow-up (spec 01 sections 2 and 5); a health unit
 * decides it later in the hospital panel. Patients see only their own requests.
 */
import type { z } from 'zod';
import {
  WITHDRAW_STATE_MESSAGE,
  type AppointmentRequestItem,
  type appointmentRequestCreateSchema,
} from '@saude/shared/schemas/appointments';
import type { HospitalRequestItem } from '@saude/shared/schemas/hospital';
import type { AppointmentStatus, AppointmentType, RequestStatus } from '@saude/shared/domain/constants';
import type { ServiceContext } from '../../lib/service-context';
import { requestScope } from '../access/record-scope';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { nowIso, todayDate } from '../../lib/time';
import { pushOutbox } from '../push';
import type { Page } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import type { ListQuery } from '@saude/shared/schemas/list';
import { appointmentRequestsRepository, type RequestRow } from './appointment-requests.repository';

/** A request as the unit panel sees it: with whose it is and the appointment it became. */
export function presentUnitRequest(r: RequestRow): HospitalRequestItem {
  return {
    ...r,
    appointment_type: r.appointment_type as AppointmentType,
    status: r.status as RequestStatus,
    health_unit_name: r.health_unit_name ?? null,
    doctor_name: r.doctor_name ?? null,
    appointment_status: (r.appointment_status ?? null) as AppointmentStatus | null,
  };
}

/** A request as the patient and the department see it: without the keys only the unit acts on. */
export function presentRequest(r: RequestRow): AppointmentRequestItem {
  const { patient_id: _patient, appointment_id: _appointment, ...item } = presentUnitRequest(r);
  return item;
}

export async function createRequest(
  ctx: ServiceContext,
  input: z.output<typeof appointmentRequestCreateSchema>,
): Promise<AppointmentRequestItem> {
  const { db } = ctx.deps;
  const who = ctx.principal;
  if (who.patientId == null) throw forbidden();
  const repo = appointmentRequestsRepository(db);
  if (input.health_unit_id != null && !(await repo.activeUnitExists(input.health_unit_id))) {
    throw badRequest('Unidade de saúde não encontrada ou inativa');
  }
  const at = nowIso();
  const id = await repo.insert({
    patient_id: who.patientId,
    specialty: input.specialty,
    appointment_type: input.appointment_type,
    health_unit_id: input.health_unit_id,
    notes: input.notes,
    requested_date: todayDate(),
    status: 'pending',
    created_at: at,
    updated_at: at,
  });
  await pushOutbox(db).requestCreated({ healthUnitId: input.health_unit_id ?? null });
  const row = await repo.inScope({ kind: 'patient', patientId: who.patientId }, id);
  if (!row) throw new Error(`appointment request ${id} vanished after insert`);
  return presentRequest(row);
}

export async function listRequests(
  ctx: ServiceContext,
  query: ListQuery,
): Promise<{ page: Page<AppointmentRequestItem>; total: Total }> {
  const { db } = ctx.deps;
  const who = ctx.principal;
  const scope = requestScope(who);
  const repo = appointmentRequestsRepository(db);
  const [page, total] = await Promise.all([repo.list(scope, query.cursor, query.limit), repo.count(scope)]);
  return { page: { items: page.items.map(presentRequest), next: page.next }, total };
}

/**
 * The patient withdraws their own request while no unit has decided it (decision 037): status
 * 'cancelled'. Someone else's request is refused (403); a decided one is a conflict; a repeat answers
 * the request as it is.
 */
export async function cancelRequest(ctx: ServiceContext, id: number): Promise<AppointmentRequestItem> {
  const { db } = ctx.deps;
  const patientId = ctx.principal.patientId;
  if (patientId == null) throw forbidden();
  const repo = appointmentRequestsRepository(db);
  const current = await repo.byId(id);
  if (!current) throw notFound('Solicitação não encontrada');
  if (current.patient_id !== patientId) throw forbidden();
  if (current.status === 'cancelled') return presentRequest(current);
  if (current.status !== 'pending') throw conflict(WITHDRAW_STATE_MESSAGE);
  // Guarded by status: a unit deciding at the same moment wins or loses as a whole.
  await repo.markCancelled(id, nowIso());
  const updated = await repo.byId(id);
  if (!updated) throw notFound('Solicitação não encontrada');
  if (updated.status !== 'cancelled') throw conflict(WITHDRAW_STATE_MESSAGE);
  return presentRequest(updated);
}
