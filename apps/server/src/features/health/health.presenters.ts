/** Rows to the answers of spec 01/02 section 3 (flags as booleans, file ids as URLs). */
import type { Exam, Vaccination } from '@saude/shared/schemas/health';
import type { ExamApprovalStatus } from '@saude/shared/domain/constants';
import { fileUrl } from '../auth/auth.presenters';

type VaccinationRow = Omit<Vaccination, never>;
type ExamRow = Omit<Exam, 'is_normal' | 'file_url' | 'approval_status'> & {
  is_normal: number | null;
  file_id: string | null;
  approval_status: string;
};

export function presentVaccination(v: VaccinationRow): Vaccination {
  return {
    id: v.id,
    vaccine_code: v.vaccine_code,
    vaccine_name: v.vaccine_name,
    vaccine_date: v.vaccine_date,
    dose_code: v.dose_code,
    dose_number: v.dose_number,
    administered_by: v.administered_by,
    next_dose_date: v.next_dose_date,
    batch_number: v.batch_number,
    manufacturer: v.manufacturer,
    notes: v.notes,
    patient_name: v.patient_name,
  };
}

export function presentExam(e: ExamRow): Exam {
  return {
    id: e.id,
    exam_type: e.exam_type,
    exam_date: e.exam_date,
    result: e.result,
    reference_values: e.reference_values,
    observations: e.observations,
    // Unknown stays unknown: null is "not assessed", not "abnormal".
    is_normal: e.is_normal === null ? null : e.is_normal === 1,
    patient_name: e.patient_name,
    created_at: e.created_at,
    file_url: fileUrl(e.file_id),
    doctor_name: e.doctor_name,
    approval_status: e.approval_status as ExamApprovalStatus,
  };
}
