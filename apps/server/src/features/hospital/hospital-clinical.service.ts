/**
 * The unit's read-only clinical lists (prescriptions, exams, vaccinations) and exam approval:
 * a pending exam of this unit becomes approved or rejected, once.
 */
import type { Kysely } from 'kysely';
import type { HospitalExam, HospitalPrescription, HospitalVaccination } from '@saude/shared/schemas/hospital';
import type { ExamApprovalStatus } from '@saude/shared/domain/constants';
import type { DB } from '../../db/types';
import { conflict, notFound } from '../../http/errors';
import { fromFlag } from '../../lib/booleans';
import { hospitalClinicalRepository } from './hospital-clinical.repository';

type Page = { limit: number; offset: number };

export async function listPrescriptions(
  db: Kysely<DB>,
  unitId: number,
  page: Page,
): Promise<HospitalPrescription[]> {
  const rows = await hospitalClinicalRepository(db).prescriptions(unitId, page);
  return rows.map((r) => ({ ...r, is_valid: fromFlag(r.is_valid) }));
}

export async function listExams(db: Kysely<DB>, unitId: number, page: Page): Promise<HospitalExam[]> {
  const rows = await hospitalClinicalRepository(db).exams(unitId, page);
  return rows.map(({ file_id, ...r }) => ({
    ...r,
    doctor_name: r.doctor_name ?? null,
    is_normal: r.is_normal == null ? null : fromFlag(r.is_normal),
    file_url: file_id ? `/api/files/${file_id}` : null,
    approval_status: r.approval_status as ExamApprovalStatus,
  }));
}

export async function decideExam(
  db: Kysely<DB>,
  unitId: number,
  id: number,
  to: 'approved' | 'rejected',
): Promise<{ success: true; id: number; approval_status: ExamApprovalStatus }> {
  const repo = hospitalClinicalRepository(db);
  const status = await repo.examStatus(unitId, id);
  if (status == null) throw notFound('Exame não encontrado');
  if (status !== 'pending' || !(await repo.decideExam(unitId, id, to))) {
    throw conflict('Este exame já foi avaliado');
  }
  return { success: true, id, approval_status: to };
}

export async function listVaccinations(
  db: Kysely<DB>,
  unitId: number,
  page: Page,
): Promise<HospitalVaccination[]> {
  return hospitalClinicalRepository(db).vaccinations(unitId, page);
}
