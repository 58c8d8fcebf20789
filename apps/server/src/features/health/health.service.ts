/** Who sees which vaccinations and exams, and how doctors and health units record them. */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  Exam,
  Vaccination,
  examCreateSchema,
  healthProfileUpdateSchema,
  vaccinationCreateSchema,
} from '@saude/shared/schemas/health';
import type { DB } from '../../db/types';
import type { Page, Seek } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import type { Principal, ServiceContext } from '../../lib/service-context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { toFlag } from '../../lib/booleans';
import { nowIso } from '../../lib/time';
import { auditAction, auditHealthRead } from '../audit/audit.service';
import { presentExam, presentVaccination } from './health.presenters';
import { healthListsRepository } from './health-lists.repository';
import { healthScope } from '../access/record-scope';
import { healthRepository } from './health.repository';
import { appointmentsRepository } from '../appointments';
import { appointmentRequestsRepository } from '../appointment-requests';
import { patientsRepository } from '../patients';
import { unitName } from '../health-units';

export const PATIENT_NOT_FOUND = 'Paciente não encontrado';
export const NOT_IN_CARE =
  'Este paciente não tem consulta com você nem consulta, solicitação ou registro na sua unidade. Só é possível registrar vacinas e exames de pacientes atendidos por você ou pela sua unidade.';
export const WALK_IN_CONFIRM =
  'Este paciente não tem consulta, solicitação ou registro nesta unidade. Se ele foi atendido aqui sem agendamento, confirme que está presente na unidade para registrar.';

type Listed<T> = Promise<{ page: Page<T>; total: Total }>;

/** GET /api/health/vaccinations: the reader's scope, newest first. */
export async function listVaccinations(
  ctx: ServiceContext,
  seek: Seek | undefined,
  limit: number,
): Listed<Vaccination> {
  const scope = healthScope(ctx.principal);
  const repo = healthListsRepository(ctx.deps.db, ctx.deps.database.dialect);
  const [page, total] = await Promise.all([
    repo.listVaccinations(scope, seek, limit),
    repo.countVaccinations(scope),
  ]);
  await auditHealthRead(
    ctx,
    { action: 'vaccinations.read', targetType: 'vaccinations' },
    { cursor: seek, limit },
    page.items,
  );
  return { page: { items: page.items.map(presentVaccination), next: page.next }, total };
}

/** GET /api/health/exams: the reader's scope, newest first. */
export async function listExams(ctx: ServiceContext, seek: Seek | undefined, limit: number): Listed<Exam> {
  const scope = healthScope(ctx.principal);
  const repo = healthListsRepository(ctx.deps.db, ctx.deps.database.dialect);
  const [page, total] = await Promise.all([repo.listExams(scope, seek, limit), repo.countExams(scope)]);
  await auditHealthRead(
    ctx,
    { action: 'exams.read', targetType: 'exams' },
    { cursor: seek, limit },
    page.items,
  );
  return { page: { items: page.items.map(presentExam), next: page.next }, total };
}

type Recorder = Awaited<ReturnType<typeof recorder>>;

/**
 * Clinical writes only by those who care for the patient (decision 027): a doctor for patients with
 * an appointment with them or in their unit's care, a unit for patients in its care. A unit may
 * attest a walk-in (the patient is at its counter, with no record there yet); a doctor may not.
 * Answers whether the write is a walk-in, for the audit trail.
 */
async function ensureInCare(db: Kysely<DB>, who: Recorder, patientId: number, walkIn: boolean) {
  if (await inCareOf(db, patientId, who)) return false;
  if (who.staffId == null && who.unitId != null) {
    if (walkIn) return true;
    throw conflict(WALK_IN_CONFIRM);
  }
  throw forbidden(NOT_IN_CARE);
}

/**
 * Whether the patient is in the care of this unit (or of this doctor): an appointment, a request,
 * an earlier vaccination or exam there, or registered by it. Each question starts from the
 * patient's own rows (indexed by patient), so it costs what one patient's history costs.
 */
async function inCareOf(db: Kysely<DB>, patientId: number, carer: Recorder): Promise<boolean> {
  const { unitId } = carer;
  const checks = [appointmentsRepository(db).patientSeenBy(patientId, carer)];
  if (unitId != null) {
    checks.push(
      appointmentRequestsRepository(db).patientAskedAt(patientId, unitId),
      healthRepository(db).recordedAt(patientId, unitId),
      patientsRepository(db).registeredBy(patientId, unitId),
    );
  }
  return (await Promise.all(checks)).some(Boolean);
}

/** Who is recording care: the doctor's own name and unit, or the hospital's unit. */
async function recorder(db: Kysely<DB>, p: Principal) {
  const unitId = p.healthUnitId ?? null;
  if (p.role === 'doctor' && p.staffId) {
    return { staffId: p.staffId, name: p.displayName, unitId };
  }
  if (p.role === 'hospital' && unitId) {
    return { staffId: null, name: await unitName(db, unitId), unitId };
  }
  throw forbidden();
}

/** What the trail keeps of a clinical write: whose record, and whether the unit attested a walk-in. */
const careDetails = (patientId: number, walkIn: boolean) => ({
  patient_id: patientId,
  ...(walkIn ? { walk_in: true } : {}),
});

export async function recordVaccination(
  ctx: ServiceContext,
  input: z.output<typeof vaccinationCreateSchema>,
) {
  const { db } = ctx.deps;
  const repo = healthRepository(db);
  const who = await recorder(db, ctx.principal);
  if (!(await patientsRepository(db).activeName(input.patient_id))) throw notFound(PATIENT_NOT_FOUND);
  const walkIn = await ensureInCare(db, who, input.patient_id, input.walk_in);
  const id = await repo.insertVaccination({
    patient_id: input.patient_id,
    vaccine_code: input.vaccine_code,
    vaccine_name: input.vaccine_name,
    vaccine_date: input.vaccine_date,
    dose_code: input.dose_code,
    dose_number: input.dose_number,
    administered_by: input.administered_by ?? who.name,
    batch_number: input.batch_number,
    manufacturer: input.manufacturer,
    next_dose_date: input.next_dose_date,
    notes: input.notes,
    health_unit_id: who.unitId,
    created_at: nowIso(),
  });
  await auditAction(
    ctx,
    'vaccination.created',
    { type: 'vaccination', id },
    careDetails(input.patient_id, walkIn),
  );
  return (await repo.vaccinationById(id))!;
}

export async function recordExam(ctx: ServiceContext, input: z.output<typeof examCreateSchema>) {
  const { db } = ctx.deps;
  const repo = healthRepository(db);
  const who = await recorder(db, ctx.principal);
  if (!(await patientsRepository(db).activeName(input.patient_id))) throw notFound(PATIENT_NOT_FOUND);
  const walkIn = await ensureInCare(db, who, input.patient_id, input.walk_in);
  const id = await repo.insertExam({
    patient_id: input.patient_id,
    exam_type: input.exam_type,
    exam_date: input.exam_date,
    result: input.result,
    reference_values: input.reference_values,
    observations: input.observations,
    is_normal: input.is_normal === null ? null : toFlag(input.is_normal),
    file_id: null,
    doctor_staff_id: who.staffId,
    doctor_name: who.staffId ? who.name : null,
    health_unit_id: who.unitId,
    // Results enter the card only after the health unit reviews them (spec 02, hospital exams tab).
    approval_status: 'pending',
    created_at: nowIso(),
  });
  await auditAction(ctx, 'exam.created', { type: 'exam', id }, careDetails(input.patient_id, walkIn));
  return (await repo.examById(id))!;
}

/** The patient's own health card: only the fields sent change. */
export async function updateHealthProfile(
  ctx: ServiceContext,
  input: z.output<typeof healthProfileUpdateSchema>,
) {
  const { db } = ctx.deps;
  const p = ctx.principal;
  if (p.role !== 'patient' || !p.patientId) throw forbidden();
  const patients = patientsRepository(db);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  await patients.update(p.patientId, { ...changes, updated_at: nowIso() });
  const patient = await patients.byId(p.patientId);
  if (!patient) throw notFound(PATIENT_NOT_FOUND);
  return patient;
}
