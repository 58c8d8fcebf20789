/**
 * Health card, vaccinations, exams, medical records, patient and medication search
 * (spec 01 sections 3, 5 and 7; spec 02 section 3).
 */
import { z } from 'zod';
import { cid10ItemSchema } from './cid10';
import { BLOOD_TYPES, EXAM_APPROVAL_STATUSES } from '../domain/constants';
import { doseNumberOf, isPniVaccineCode, isVaccineDoseCode, pniVaccine } from '../domain/vaccines';
import { MAX_ID, optionalText, phoneSchema, requiredText } from './common';
import { listQuerySchema } from './list';

/** A real calendar date as YYYY-MM-DD (the web's date inputs send this); 2025-02-30 is refused. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

export const dateSchema = (message: string) =>
  z.string({ error: message }).trim().refine(isCalendarDate, message);

const optionalDate = (message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((v) => v?.trim() || null)
    .refine((v) => v === null || isCalendarDate(v), message);

/** A positive id chosen in a form: numbers or numeric strings. */
export const selectedId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

// ---- Requests ----

/** PATCH /api/health/profile: all four fields optional; a field left out is kept, null or '' clears it. */
export const healthProfileUpdateSchema = z.object({
  blood_type: z
    .enum([...BLOOD_TYPES, ''], { error: 'Tipo sanguíneo inválido' })
    .nullish()
    .transform((v) => (v ? v : null))
    .optional(),
  allergies: optionalText(1000).optional(),
  emergency_contact_name: optionalText(200).optional(),
  emergency_contact_phone: phoneSchema.optional(),
});
export type HealthProfileUpdate = z.input<typeof healthProfileUpdateSchema>;

/** The form's choice for a vaccine the national calendar lacks (then typed as free text). */
export const OTHER_VACCINE = 'outra';
export const OTHER_VACCINE_LABEL = 'Outra vacina (fora do calendário)';

const vaccineCodeSchema = z
  .string({ error: 'Vacina inválida' })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isPniVaccineCode(v), 'Vacina fora do calendário nacional: escolha da lista');

const doseCodeSchema = z
  .string({ error: 'Dose inválida' })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isVaccineDoseCode(v), 'Dose inválida: escolha da lista');

/**
 * POST /api/health/vaccinations (doctors and health units), for a patient in their care: an
 * appointment, request or earlier record at the unit (decision 027).
 *
 * A vaccine of the national calendar is sent by its RNDS code (`vaccine_code`, domain/vaccines.ts)
 * and stored under the list's name; any `vaccine_name` sent with it is replaced. Without a code the
 * vaccine is one the calendar lacks and `vaccine_name` is its free text.
 *
 * A calendar vaccine needs its dose, lot and manufacturer: the national register (SI-PNI, the RNDS
 * immunization profile) takes a dose given from the calendar only with them, and the lot with its
 * manufacturer is what traces a dose in a recall or an adverse-event investigation. A vaccine outside
 * the calendar is often copied from a card or a private clinic's receipt, where they may be missing,
 * so there they stay optional.
 */
export const vaccinationCreateSchema = z
  .object({
    patient_id: selectedId('Selecione um paciente'),
    vaccine_code: vaccineCodeSchema,
    vaccine_name: z
      .string({ error: 'Nome da vacina é obrigatório' })
      .trim()
      .max(200, 'Máximo de 200 caracteres')
      .nullish(),
    vaccine_date: dateSchema('Data da vacinação é obrigatória (AAAA-MM-DD)'),
    dose_code: doseCodeSchema,
    dose_number: z.coerce
      .number({ error: 'Número da dose inválido' })
      .int('Número da dose inválido')
      .min(1, 'Número da dose inválido')
      .max(20, 'Número da dose inválido')
      .nullish()
      .transform((v) => v ?? null),
    administered_by: optionalText(200),
    batch_number: optionalText(50),
    manufacturer: optionalText(100),
    next_dose_date: optionalDate('Data da próxima dose inválida (AAAA-MM-DD)'),
    notes: optionalText(1000),
    /** A health unit attests the patient is there, for a walk-in it has no other record of (decision 027). */
    walk_in: z.boolean({ error: 'Confirmação inválida' }).optional().default(false),
  })
  .superRefine((v, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!v.vaccine_code) {
      if (!v.vaccine_name) need('vaccine_name', 'Nome da vacina é obrigatório');
      return;
    }
    if (!v.dose_code) need('dose_code', 'Dose é obrigatória para vacinas do calendário');
    if (!v.batch_number) need('batch_number', 'Lote é obrigatório para vacinas do calendário');
    if (!v.manufacturer) need('manufacturer', 'Fabricante é obrigatório para vacinas do calendário');
  })
  .refine((v) => !v.next_dose_date || v.next_dose_date > v.vaccine_date, {
    message: 'A próxima dose deve ser depois da data da vacinação',
    path: ['next_dose_date'],
  })
  .transform(({ vaccine_name, ...v }) => ({
    ...v,
    vaccine_name: pniVaccine(v.vaccine_code)?.name ?? vaccine_name ?? '',
    dose_number: v.dose_number ?? doseNumberOf(v.dose_code),
  }));
export type VaccinationCreate = z.input<typeof vaccinationCreateSchema>;

/** POST /api/health/exams (doctors and health units, patients in their care); starts pending approval. */
export const examCreateSchema = z.object({
  patient_id: selectedId('Selecione um paciente'),
  exam_type: requiredText('Tipo de exame é obrigatório'),
  exam_date: dateSchema('Data do exame é obrigatória (AAAA-MM-DD)'),
  result: optionalText(5000),
  reference_values: optionalText(2000),
  observations: optionalText(2000),
  is_normal: z
    .boolean({ error: 'Indique se o resultado é normal (verdadeiro ou falso)' })
    .nullish()
    .transform((v) => v ?? null),
  /** A health unit attests the patient is there, for a walk-in it has no other record of (decision 027). */
  walk_in: z.boolean({ error: 'Confirmação inválida' }).optional().default(false),
});
export type ExamCreate = z.input<typeof examCreateSchema>;

/**
 * GET /api/patients/search?q= and /api/hospital/patients/search?q=: doctors and units look a patient
 * up in the whole city's register, so a search must name someone (docs/decisions/027-clinical-access-by-care.md):
 * at least 3 characters of a name, or a whole document (CPF, 11 digits; cartão SUS, 15). The answer
 * is one page by name, never paged on through the register; the total says when to narrow it.
 */
export const PATIENT_SEARCH_MIN_MESSAGE =
  'Digite pelo menos 3 letras do nome, ou o CPF ou o cartão SUS completo';
export const PATIENT_SEARCH_PAGE = 20;
/** Typed as a document: only digits and the masks' punctuation. */
export const isDocumentSearch = (text: string) => /^[\d.\-/\s]+$/.test(text.trim());
/** Whether `text` may be searched for in the register (the rule above). */
export function patientSearchReady(text: string): boolean {
  const t = text.trim();
  if (isDocumentSearch(t)) {
    const digits = t.replace(/\D/g, '').length;
    return digits === 11 || digits === 15;
  }
  return t.replace(/\s/g, '').length >= 3;
}
export const patientSearchQuerySchema = z.object({
  q: z
    .string({ error: PATIENT_SEARCH_MIN_MESSAGE })
    .trim()
    .max(100, 'Busca muito longa')
    .refine(patientSearchReady, PATIENT_SEARCH_MIN_MESSAGE),
  // A larger page asked for is the one page allowed.
  limit: listQuerySchema.shape.limit.transform((n) => Math.min(n, PATIENT_SEARCH_PAGE)),
});

/**
 * GET /api/medications/search?q=: suggestions for the word being typed, a list of names (prefix
 * matches first); the web asks for the few it shows with `limit`.
 */
export const medicationSearchQuerySchema = listQuerySchema.extend({
  q: z.string().trim().max(100, 'Busca muito longa').default(''),
});

// ---- Answers ----

export const vaccinationSchema = z.strictObject({
  id: z.number().int(),
  /** The RNDS BRImunobiologico code; null for a vaccine the calendar lacks. */
  vaccine_code: z.string().nullable(),
  vaccine_name: z.string(),
  vaccine_date: z.string(),
  /** The RNDS BRDose code (domain/vaccines.ts `doseLabel` reads it). */
  dose_code: z.string().nullable(),
  dose_number: z.number().int().nullable(),
  administered_by: z.string().nullable(),
  next_dose_date: z.string().nullable(),
  batch_number: z.string().nullable(),
  manufacturer: z.string().nullable(),
  notes: z.string().nullable(),
  patient_name: z.string(),
});
export type Vaccination = z.output<typeof vaccinationSchema>;

export const examSchema = z.strictObject({
  id: z.number().int(),
  exam_type: z.string(),
  exam_date: z.string(),
  result: z.string().nullable(),
  reference_values: z.string().nullable(),
  observations: z.string().nullable(),
  is_normal: z.boolean().nullable(),
  patient_name: z.string(),
  created_at: z.string(),
  file_url: z.string().nullable(),
  doctor_name: z.string().nullable(),
  approval_status: z.enum(EXAM_APPROVAL_STATUSES),
});
export type Exam = z.output<typeof examSchema>;

export const medicalRecordSchema = z.strictObject({
  id: z.number().int(),
  patient_name: z.string(),
  doctor_name: z.string().nullable(),
  record_date: z.string(),
  diagnosis: z.string().nullable(),
  /** The CID-10 diagnoses in the doctor's order, beside the free-text diagnosis. */
  diagnoses: z.array(cid10ItemSchema),
  treatment: z.string().nullable(),
  observations: z.string().nullable(),
});
export type MedicalRecord = z.output<typeof medicalRecordSchema>;

/** GET /api/patients/{id}/allergies: what a doctor must see before prescribing or finishing a visit. */
export const patientAllergyCardSchema = z.strictObject({
  id: z.number().int(),
  full_name: z.string(),
  blood_type: z.string().nullable(),
  allergies: z.string().nullable(),
});
export type PatientAllergyCard = z.output<typeof patientAllergyCardSchema>;

export const patientSearchResultSchema = z.strictObject({
  id: z.number().int(),
  full_name: z.string(),
  cpf: z.string().nullable(),
  sus_card: z.string().nullable(),
});
export type PatientSearchResult = z.output<typeof patientSearchResultSchema>;
