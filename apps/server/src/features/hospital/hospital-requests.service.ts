/**
 * A unit decides appointment requests (spec 02 sections 4 and 5): only pending ones, addressed to
 * it or to any unit; approving creates the scheduled appointment in the same transaction.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  DoctorDay,
  DoctorOption,
  HospitalRequestCounts,
  HospitalRequestItem,
  approveRequestSchema,
  doctorDayQuerySchema,
  doctorOptionsQuerySchema,
  hospitalRequestListQuerySchema,
  rejectRequestSchema,
} from '@saude/shared/schemas/hospital';
import type { AppointmentStatus } from '@saude/shared/domain/constants';
import { formatCrm } from '@saude/shared/domain/professional-codes';
import type { DB } from '../../db/types';
import { takeTurns } from '../../db/take-turns';
import { unitOf } from '../access/record-scope';
import type { ServiceContext } from '../../lib/service-context';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { nowIso, todayDate } from '../../lib/time';
import type { Page } from '../../db/keyset';
import { exactTotal, type Total } from '../../db/list-total';
import { appointmentsRepository } from '../appointments';
import { pushOutbox } from '../push';
import {
  appointmentRequestsRepository,
  presentUnitRequest,
  type RequestScope,
} from '../appointment-requests';
import { hospitalRequestsRepository } from './hospital-requests.repository';

const NOT_FOUND = 'Solicitação não encontrada';
const NOT_PENDING = 'Esta solicitação já foi respondida';

/** The requests the unit sees (the rule is the requests repository's unit scope). */
const unitScope = (unitId: number): RequestScope => ({ kind: 'unit', healthUnitId: unitId });

/**
 * The unit's requests of one status, page by page. The total is the kept counter of that status, the
 * number the panel's counters show, so what a counter says is what paging reaches.
 */
export async function listUnitRequests(
  ctx: ServiceContext,
  query: z.output<typeof hospitalRequestListQuerySchema>,
): Promise<{ page: Page<HospitalRequestItem>; total: Total }> {
  const { db } = ctx.deps;
  const unitId = unitOf(ctx.principal);
  const [page, counts] = await Promise.all([
    appointmentRequestsRepository(db).unitQueue(unitId, query.status, query.cursor, query.limit),
    countsOf(db, unitId),
  ]);
  return {
    page: { items: page.items.map(({ sort_key: _, ...r }) => presentUnitRequest(r)), next: page.next },
    total: exactTotal(counts[query.status]),
  };
}

/** The panel's counters and header badge (GET /api/hospital/appointment-requests/counts). */
/** The tab badges: the unit's requests by status. */
export function unitRequestCounts(ctx: ServiceContext): Promise<HospitalRequestCounts> {
  return countsOf(ctx.deps.db, unitOf(ctx.principal));
}

async function countsOf(db: Kysely<DB>, unitId: number): Promise<HospitalRequestCounts> {
  const byStatus = await appointmentRequestsRepository(db).unitCounts(unitId);
  const pending = byStatus.get('pending') ?? 0;
  const approved = byStatus.get('approved') ?? 0;
  const rejected = byStatus.get('rejected') ?? 0;
  return { pending, approved, rejected, total: pending + approved + rejected };
}

type Decision = NonNullable<
  Awaited<ReturnType<ReturnType<typeof appointmentRequestsRepository>['decision']>>
>;

/** Another unit, or a second request of this one, decided the request while this one was deciding. */
class DecidedMeanwhile extends Error {}

/**
 * Runs a decision once. When it finds the request already decided (before it started, or by a
 * request that won the race), the same decision by this unit (a double tap on Aprovar, a retry after
 * a lost answer) is answered as the success it was; anything else stays a 409
 * (docs/decisions/015-actions-safe-to-repeat.md).
 */
async function decideOnce(
  db: Kysely<DB>,
  unitId: number,
  id: number,
  isSame: (d: Decision) => boolean,
  decide: () => Promise<void>,
): Promise<HospitalRequestItem> {
  try {
    await decide();
  } catch (error) {
    const alreadyDecided =
      error instanceof DecidedMeanwhile || (error instanceof AppError && error.kind === 'conflict');
    if (!alreadyDecided) throw error;
    const d = await appointmentRequestsRepository(db).decision(id);
    if (d && d.decided_health_unit_id === unitId && isSame(d)) return decidedItem(db, unitId, id);
    throw error instanceof DecidedMeanwhile ? conflict(NOT_PENDING) : error;
  }
  return decidedItem(db, unitId, id);
}

/** The request as this unit may act on it: visible to the unit and still pending. */
async function pendingRequest(db: Kysely<DB>, unitId: number, id: number) {
  const repo = appointmentRequestsRepository(db);
  const request = await repo.inScope(unitScope(unitId), id);
  // Two units deciding the same any-unit request at once: the loser learns it was taken (409),
  // not that it never existed.
  if (!request && (await repo.decidedByAnotherUnit(id))) throw conflict(NOT_PENDING);
  if (!request) throw notFound(NOT_FOUND);
  if (request.status !== 'pending') throw conflict(NOT_PENDING);
  return request;
}

export function approveRequest(
  ctx: ServiceContext,
  id: number,
  input: z.output<typeof approveRequestSchema>,
): Promise<HospitalRequestItem> {
  const { db } = ctx.deps;
  const unitId = unitOf(ctx.principal);
  const { kind, id: doctorId } = input.assigned_doctor_id;
  const sameApproval = (d: Decision) =>
    d.status === 'approved' &&
    d.approved_date === input.appointment_date &&
    d.approved_time === input.appointment_time &&
    (kind === 'staff' ? d.assigned_staff_id : d.assigned_hospital_doctor_id) === doctorId;
  return decideOnce(db, unitId, id, sameApproval, async () => {
    const repo = hospitalRequestsRepository(db);
    const request = await pendingRequest(db, unitId, id);
    if (input.appointment_date < todayDate()) {
      throw badRequest('A data da consulta não pode ser anterior a hoje');
    }
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
      // Approvals for one doctor take turns from here to their commit, so two cannot both find the
      // slot free.
      await takeTurns(trx, ctx.deps.database.dialect, `agenda:${kind}`, doctorId);
      const appointments = appointmentsRepository(trx);
      const slot = { staffId, hospitalDoctorId };
      if (await appointments.doctorSlotTaken(slot, input.appointment_date, input.appointment_time)) {
        throw conflict(doctorBusyMessage(input.appointment_date, input.appointment_time));
      }
      const appointmentId = await appointments.insert({
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
      const decided = await appointmentRequestsRepository(trx).markApproved(request.id, {
        approved_date: input.appointment_date,
        approved_time: input.appointment_time,
        decided_health_unit_id: unitId,
        assigned_staff_id: staffId,
        assigned_hospital_doctor_id: hospitalDoctorId,
        appointment_id: appointmentId,
        at,
      });
      // Decided meanwhile: throwing undoes the appointment too.
      if (!decided) throw new DecidedMeanwhile();
      await pushOutbox(trx).requestApproved({
        patientId: request.patient_id,
        appointmentId,
        unitId,
        date: input.appointment_date,
        time: input.appointment_time,
      });
    });
  });
}

/** The doctor has another appointment at that moment: the unit picks another time or doctor. */
export const doctorBusyMessage = (date: string, time: string) =>
  `Este médico já tem uma consulta em ${date.split('-').reverse().join('/')} às ${time}. Escolha outro horário ou outro médico.`;

/** Rejected with the reason the patient will read (decision 018); a repeat keeps the first reason. */
export function rejectRequest(
  ctx: ServiceContext,
  id: number,
  input: z.output<typeof rejectRequestSchema>,
): Promise<HospitalRequestItem> {
  const { db } = ctx.deps;
  const unitId = unitOf(ctx.principal);
  return decideOnce(
    db,
    unitId,
    id,
    (d) => d.status === 'rejected',
    async () => {
      await pendingRequest(db, unitId, id);
      const rejected = await appointmentRequestsRepository(db).markRejected(
        id,
        unitId,
        input.reason,
        nowIso(),
      );
      if (!rejected) throw new DecidedMeanwhile();
    },
  );
}

async function decidedItem(db: Kysely<DB>, unitId: number, id: number) {
  const row = await appointmentRequestsRepository(db).inScope(unitScope(unitId), id);
  if (!row) throw notFound(NOT_FOUND);
  return presentUnitRequest(row);
}

/** The approve dialog's doctors of the request's specialty, by name, page by page. */
export async function doctorOptions(
  ctx: ServiceContext,
  query: z.output<typeof doctorOptionsQuerySchema>,
): Promise<{ page: Page<DoctorOption>; total: Total }> {
  const { db } = ctx.deps;
  const unitId = unitOf(ctx.principal);
  const repo = hospitalRequestsRepository(db);
  const [page, total] = await Promise.all([
    repo.doctorOptions(unitId, query.specialty, query.cursor, query.limit),
    repo.countDoctorOptions(unitId, query.specialty),
  ]);
  const items = page.items.map((d) => ({
    id: `${d.kind}:${d.id}`,
    name: d.name,
    specialty: d.specialty ?? query.specialty,
    crm: formatCrm(d.crm, d.crm_uf),
    kind: d.kind,
  }));
  return { page: { items, next: page.next }, total };
}

/**
 * GET /api/hospital/doctor-day: the booked times of one of the unit's active doctors on a day, so the
 * approve dialog shows the agenda and warns of a taken time. Another unit's doctor: 404.
 */
export async function doctorDay(
  ctx: ServiceContext,
  query: z.output<typeof doctorDayQuerySchema>,
): Promise<DoctorDay> {
  const { db } = ctx.deps;
  const unitId = unitOf(ctx.principal);
  const repo = hospitalRequestsRepository(db);
  const { kind, id } = query.doctor;
  const doctor =
    kind === 'staff' ? await repo.activeStaffDoctor(unitId, id) : await repo.activeHospitalDoctor(unitId, id);
  if (!doctor) throw notFound('Médico não encontrado ou inativo nesta unidade');
  const rows = await appointmentsRepository(db).doctorDay(kind, id, query.date);
  const appointments = rows.map((a) => ({ ...a, status: a.status as AppointmentStatus }));
  return { date: query.date, doctor_id: `${kind}:${id}`, appointments };
}
