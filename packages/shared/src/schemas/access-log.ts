/**
 * "Quem acessou meus dados" (GET /api/me/access-log, decision 038): the reads of a patient's health
 * data by staff, health units, pharmacies, the department and authorities, newest first. The
 * patient's own reads are not listed.
 */
import { z } from 'zod';

export const accessLogEntrySchema = z.strictObject({
  /** The audit event's id. */
  id: z.number().int(),
  occurred_at: z.string(),
  /** The reader's name at read time; null when the account is gone. */
  actor_name: z.string().nullable(),
  /** What the reader is, in Portuguese ('Médico', 'Recepção', 'Unidade de saúde', 'Farmácia'...). */
  actor_role: z.string(),
  /** The health unit the reader works for, when there is one. */
  actor_unit: z.string().nullable(),
  /** The audit action code, and what was read in Portuguese ('Prontuário', 'Exames'...). */
  action: z.string(),
  what: z.string(),
});
export type AccessLogEntry = z.output<typeof accessLogEntrySchema>;

/** What each audited read showed, by its action code (and, for the department's lists, its dataset). */
export const ACCESS_LOG_WHAT: Record<string, string> = {
  'medical-records.read': 'Prontuário',
  'vaccinations.read': 'Vacinas',
  'exams.read': 'Exames',
  'patients.allergies.read': 'Alergias e tipo sanguíneo',
  'patient.read': 'Cadastro, alergias e contatos',
  'patient.searched': 'Cadastro e alergias (busca de pacientes)',
  'fhir.patient-everything.read': 'Prontuário completo (FHIR)',
  'prescription.dispensed': 'Receita (dispensada na farmácia)',
  'prescriptions.read': 'Receitas',
  'prescriptions.dispensed.read': 'Receitas dispensadas (registro da farmácia)',
  'hospital.prescriptions.read': 'Receitas',
  'hospital.exams.read': 'Exames',
  'hospital.vaccinations.read': 'Vacinas',
};

const DEPARTMENT_DATASETS: Record<string, string> = {
  prescriptions: 'Receitas',
  'medical-records': 'Prontuário',
  vaccinations: 'Vacinas',
  exams: 'Exames',
};

/** The Portuguese name of what a read showed; a read this table does not know is 'Dados de saúde'. */
export function accessLogWhat(action: string, targetType: string | null): string {
  if (action === 'admin.medical_data.read') return DEPARTMENT_DATASETS[targetType ?? ''] ?? 'Dados de saúde';
  return ACCESS_LOG_WHAT[action] ?? 'Dados de saúde';
}
