/**
 * The unit's read-only clinical lists (prescriptions, exams, vaccinations) and exam approval:
 * a pending exam of this unit becomes approved or rejected, once.
 */
import type { z } from 'zod';
import type {
  HospitalExam,
  HospitalPrescription,
  HospitalVaccination,
  hospitalExamListQuerySchema,
  unitClinicalListQuerySchema,
} from '@saude/shared/schemas/hospital';
import type { ListQuery } from '@saude/shared/schemas/list';
import type { ExamApprovalStatus } from '@saude/shared/domain/constants';
import { unitOf } from '../access/record-scope';
import type { ServiceContext } from '../../lib/service-context';
import type { Page } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import { conflict, notFound } from '../../lib/errors';
import { fromFlag } from '../../lib/booleans';
import { auditPageRead } from '../audit/audit.service';
import { patientNamed } from '../patients';
import type { ForPatients } from './hospital-pages';
import { hospitalClinicalRepository } from './hospital-clinical.repository';

type Listed<T> = { page: Page<T>; total: Total };

/**
 * The unit's clinical tabs show its patients' health data: each page is kept, with the name searched
 * for (as the department's searches are), and each patient told.
 */
const auditUnitRead = (
  ctx: ServiceContext,
  action: string,
  targetType: string,
  query: ListQuery & { q: string },
  items: readonly { id: number; patient_id: number }[],
) =>
  auditPageRead(
    ctx,
    {
      action,
      targetType,
      details: { health_unit_id: ctx.principal.healthUnitId, q: query.q || undefined },
      patientIds: items.map((r) => r.patient_id),
    },
    query,
    items,
  );

/** The patients whose name holds every word of `q` (accents and case aside), or every patient. */
const patientsNamed = (ctx: ServiceContext, q: string): ForPatients =>
  q ? (key) => patientNamed(ctx.deps.database.dialect, key, q) : undefined;

export async function listPrescriptions(
  ctx: ServiceContext,
  query: z.output<typeof unitClinicalListQuerySchema>,
): Promise<Listed<HospitalPrescription>> {
  const { db } = ctx.deps;
  const unitId = unitOf(ctx.principal);
  const repo = hospitalClinicalRepository(db);
  const scope = await repo.prescriptionScope(unitId, patientsNamed(ctx, query.q));
  const [page, total] = await Promise.all([
    repo.prescriptions(scope, query.cursor, query.limit),
    repo.countPrescriptions(scope),
  ]);
  await auditUnitRead(ctx, 'hospital.prescriptions.read', 'prescriptions', query, page.items);
  const items = page.items.map(({ patient_id: _, ...r }) => ({ ...r, is_valid: fromFlag(r.is_valid) }));
  return { page: { items, next: page.next }, total };
}

export async function listExams(
  ctx: ServiceContext,
  query: z.output<typeof hospitalExamListQuerySchema>,
): Promise<Listed<HospitalExam>> {
  const { db } = ctx.deps;
  const unitId = unitOf(ctx.principal);
  const repo = hospitalClinicalRepository(db);
  const filter = { status: query.status, patients: patientsNamed(ctx, query.q) };
  const [page, total] = await Promise.all([
    repo.exams(unitId, filter, query.cursor, query.limit),
    repo.countExams(unitId, filter),
  ]);
  await auditUnitRead(ctx, 'hospital.exams.read', 'exams', query, page.items);
  const items = page.items.map(({ file_id, patient_id: _, ...r }) => ({
    ...r,
    doctor_name: r.doctor_name ?? null,
    is_normal: r.is_normal == null ? null : fromFlag(r.is_normal),
    file_url: file_id ? `/api/files/${file_id}` : null,
    approval_status: r.approval_status as ExamApprovalStatus,
  }));
  return { page: { items, next: page.next }, total };
}

export async function decideExam(
  ctx: ServiceContext,
  id: number,
  to: 'approved' | 'rejected',
): Promise<{ success: true; id: number; approval_status: ExamApprovalStatus }> {
  const { db } = ctx.deps;
  const unitId = unitOf(ctx.principal);
  const repo = hospitalClinicalRepository(db);
  const status = await repo.examStatus(unitId, id);
  if (status == null) throw notFound('Exame não encontrado');
  if (status !== 'pending' || !(await repo.decideExam(unitId, id, to))) {
    throw conflict('Este exame já foi avaliado');
  }
  return { success: true, id, approval_status: to };
}

export async function listVaccinations(
  ctx: ServiceContext,
  query: z.output<typeof unitClinicalListQuerySchema>,
): Promise<Listed<HospitalVaccination>> {
  const { db } = ctx.deps;
  const unitId = unitOf(ctx.principal);
  const repo = hospitalClinicalRepository(db);
  const patients = patientsNamed(ctx, query.q);
  const [page, total] = await Promise.all([
    repo.vaccinations(unitId, patients, query.cursor, query.limit),
    repo.countVaccinations(unitId, patients),
  ]);
  await auditUnitRead(ctx, 'hospital.vaccinations.read', 'vaccinations', query, page.items);
  const items = page.items.map(({ patient_id: _, ...r }) => r);
  return { page: { items, next: page.next }, total };
}
