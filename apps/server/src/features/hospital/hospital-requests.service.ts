/**
 * A unit decides appointment requests (spec 02 sections 4 and 5): only pending ones, addressed to
 * it or to any unit; approving creates the scheduled appointment in the same transaction.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  DoctorOption,
  HospitalRequestItem,
  HospitalRequestList,
  approveRequestSchema,
  hospitalRequestListQuerySchema,
} from '@saude/shared/schemas/hospital';
import type { AppointmentType, RequestStatus } from '@saude/shared/domain/constants';
import type { DB } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/errors';
import { nowIso, todayDate } from '../../lib/time';
import { hospitalRequestsRepository, type HospitalRequestRow } from './hospital-requests.repository';

const NOT_FOUND = 'Solicitação não encontrada';
const NOT_PENDING = 'Esta solicitação já foi respondida';

function presentRequest(r: HospitalRequestRow): HospitalRequestItem {
  return {
    ...r,
    appointment_type: r.appointment_type as AppointmentType,
    status: r.status as RequestStatus,
    health_unit_name: r.health_unit_name ?? null,
    doctor_name: r.doctor_name ?? null,
  };
}

export async function listUnitRequests(
  db: Kysely<DB>,
  unitId: number,
  query: z.output<typeof hospitalRequestListQuerySchema>,
): Promise<HospitalRequestList> {
  const repo = hospitalRequestsRepository(db);
  const [rows, byStatus] = await Promise.all([repo.list(unitId, query), repo.counts(unitId)]);
  const pending = byStatus.get('pending') ?? 0;
  const approved = byStatus.get('approved') ?? 0;
  const rejected = byStatus.get('rejected') ?? 0;
  return {
    items: rows.map(presentRequest),
    counts: { pending, approved, rejected, total: pending + approved + rejected },
  };
}

/** The request as this unit may act on it: visible to the unit and still pending. */
async function pendingRequest(db: Kysely<DB>, unitId: number, id: number) {
  const repo = hospitalRequestsRepository(db);
  const request = await repo.visibleItem(unitId, id);
  // Two units deciding the same any-unit request at once: the loser learns it was taken (409),
  // not that it never existed.
  if (!request && (await repo.decidedByAnotherUnit(id))) throw conflict(NOT_PENDING);
  if (!request) throw notFound(NOT_FOUND);
  if (request.status !== 'pending') throw conflict(NOT_PENDING);
  return request;
}

export async function approveRequest(
  db: Kysely<DB>,
  unitId: number,
  id: number,
  input: z.output<typeof approveRequestSchema>,
): Promise<HospitalRequestItem> {
  const repo = hospitalRequestsRepository(db);
  const request = await pendingRequest(db, unitId, id);
  if (input.appointment_date < todayDate()) {
    throw badRequest('A data da consulta não pode ser anterior a hoje');
  }
  const { kind, id: doctorId } = input.assigned_doctor_id;
  const doctor =
    kind === 'staff'
      ? await repo.activeStaffDoctor(unitId, doctorId)
      : await repo.activeHospitalDoctor(unitId, doctorId);
  if (!doctor) throw badRequest('Médico não encontrado ou inativo nesta unidade');
  if (doctor.specialty !== request.specialty) {
    throw badRequest('A especialidade do médico não corresponde à da solicitação');
  }

  const at = nowIso();
  const staffId = kind === 'staff' ? doctor.id : null;
  const hospitalDoctorId = kind === 'hospital' ? doctor.id : null;
  await repo.transaction(async (trx) => {
    const appointmentId = await repo.insertAppointment(trx, {
      patient_id: request.patient_id,
      health_unit_id: unitId,
      doctor_staff_id: staffId,
      hospital_doctor_id: hospitalDoctorId,
      request_id: request.id,
      appointment_date: input.appointment_date,
      appointment_time: input.appointment_time,
      appointment_type: request.appointment_type,
      specialty: request.specialty,
      status: 'scheduled',
      notes: request.notes,
      created_at: at,
      updated_at: at,
    });
    const decided = await repo.markApproved(trx, request.id, {
      approved_date: input.appointment_date,
      approved_time: input.appointment_time,
      decided_health_unit_id: unitId,
      assigned_staff_id: staffId,
      assigned_hospital_doctor_id: hospitalDoctorId,
      appointment_id: appointmentId,
      at,
    });
    // Another unit (or a second click) decided it meanwhile: undo the appointment too.
    if (!decided) throw conflict(NOT_PENDING);
  });
  return decidedItem(db, unitId, id);
}

export async function rejectRequest(
  db: Kysely<DB>,
  unitId: number,
  id: number,
): Promise<HospitalRequestItem> {
  await pendingRequest(db, unitId, id);
  if (!(await hospitalRequestsRepository(db).markRejected(id, unitId, nowIso()))) throw conflict(NOT_PENDING);
  return decidedItem(db, unitId, id);
}

async function decidedItem(db: Kysely<DB>, unitId: number, id: number) {
  const row = await hospitalRequestsRepository(db).visibleItem(unitId, id);
  if (!row) throw notFound(NOT_FOUND);
  return presentRequest(row);
}

export async function doctorOptions(
  db: Kysely<DB>,
  unitId: number,
  specialty: string,
): Promise<DoctorOption[]> {
  const { staff, autonomous } = await hospitalRequestsRepository(db).doctorOptions(unitId, specialty);
  const options: DoctorOption[] = [
    ...staff.map((d) => ({
      id: `staff:${d.id}`,
      name: d.name,
      specialty: d.specialty ?? specialty,
      crm: d.crm,
      kind: 'staff' as const,
    })),
    ...autonomous.map((d) => ({
      id: `hospital:${d.id}`,
      name: d.name,
      specialty: d.specialty,
      crm: d.crm,
      kind: 'hospital' as const,
    })),
  ];
  return options.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
