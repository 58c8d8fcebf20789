/**
 * Hospital / UBS panel (spec 02 sections 2-7): deciding appointment requests, autonomous doctors,
 * employee staff, patients, and the unit's clinical lists.
 */
import { z } from 'zod';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  BLOOD_TYPES,
  EXAM_APPROVAL_STATUSES,
  GENDERS,
  REQUEST_STATUSES,
  UNIT_REQUEST_STATUSES,
} from '../domain/constants';
import {
  cpfSchema,
  staffCpfSchema,
  isRowId,
  optionalCnsSchema,
  optionalCpfSchema,
  optionalText,
  passwordSchema,
  phoneSchema,
  requiredText,
} from './common';
import { isoDate, optionalBirthDate } from './appointments';
import { listQuerySchema, listSearchText } from './list';
import { staffUserSchema } from './auth';
import { examSchema, vaccinationSchema } from './health';
import {
  crmPairIssues,
  optionalCboSchema,
  optionalSpecialtySchema,
  professionalCodesShape,
  requiredCrmSchema,
  requiredCrmUfSchema,
  requiredSpecialtySchema,
} from './professional-codes';

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * GET /api/hospital/appointment-requests: one status at a time (spec 02 section 2: the filter defaults
 * to pending). Pending ones oldest first (first come, first served), decided ones most recently decided
 * first (docs/decisions/013-one-list-contract.md).
 */
export const hospitalRequestListQuerySchema = listQuerySchema.extend({
  status: z.enum(UNIT_REQUEST_STATUSES, { error: 'Status inválido' }).default('pending'),
});

/**
 * The doctor chosen in the approve dialog comes from two tables, so its id carries its kind:
 * `staff:<id>` is an employee doctor with an account (staff row), `hospital:<id>` an autonomous
 * doctor registered by the unit (hospital_doctors row). GET /api/hospital/doctor-options gives
 * these ids.
 */
export const DOCTOR_OPTION_KINDS = ['staff', 'hospital'] as const;
export type DoctorOptionKind = (typeof DOCTOR_OPTION_KINDS)[number];
export const doctorOptionIdSchema = z
  .string({ error: 'Selecione o médico responsável' })
  .trim()
  .min(1, 'Selecione o médico responsável')
  .regex(/^(staff|hospital):[1-9]\d{0,9}$/, 'Médico inválido')
  .transform((v) => {
    const [kind, id] = v.split(':') as [DoctorOptionKind, string];
    return { kind, id: Number(id) };
  })
  .refine((v) => isRowId(v.id), 'Médico inválido');

/** POST /api/hospital/appointment-requests/:id/approve (date not before today: checked by the server). */
export const approveRequestSchema = z.object({
  appointment_date: isoDate('Informe uma data válida para a consulta'),
  appointment_time: z
    .string({ error: 'Informe o horário da consulta' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Informe o horário da consulta (HH:MM)'),
  assigned_doctor_id: doctorOptionIdSchema,
});
export type ApproveRequest = z.input<typeof approveRequestSchema>;

/** POST /api/hospital/appointment-requests/:id/reject: the reason the patient will read. */
export const REJECTION_REASON_MAX = 500;
export const rejectRequestSchema = z.object({
  reason: requiredText('Informe o motivo da rejeição', REJECTION_REASON_MAX),
});
export type RejectRequest = z.input<typeof rejectRequestSchema>;

/** Reasons a unit gives most often, offered as choices before free text. */
export const COMMON_REJECTION_REASONS = [
  'Sem vaga na agenda para esta especialidade',
  'Especialidade não atendida nesta unidade',
  'Procure a unidade de saúde mais próxima da sua residência',
  'Solicitação duplicada',
] as const;

/** GET /api/hospital/doctor-day?doctor=&date=: a doctor's booked times, seen while approving. */
export const doctorDayQuerySchema = z.object({
  doctor: doctorOptionIdSchema,
  date: isoDate('Informe uma data válida'),
});

/** One booked time of a doctor's day; cancelled appointments free their time and are left out. */
export const doctorDayAppointmentSchema = z.strictObject({
  id: z.number().int(),
  appointment_time: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  patient_name: z.string(),
});
export type DoctorDayAppointment = z.output<typeof doctorDayAppointmentSchema>;

/** The day of one doctor of the unit: every booked time (a doctor's day is a few dozen at most). */
export const doctorDaySchema = z.strictObject({
  date: z.string(),
  doctor_id: z.string(),
  appointments: z.array(doctorDayAppointmentSchema),
});
export type DoctorDay = z.output<typeof doctorDaySchema>;

/** GET /api/hospital/doctor-options?specialty=: the approve dialog's choices, by name. */
export const doctorOptionsQuerySchema = listQuerySchema.extend({
  specialty: requiredText('Informe a especialidade', 100),
});

/**
 * POST/PUT /api/hospital/doctors: name, specialty and CRM (number and UF) required (spec 02 section
 * 5); the CBO comes from the specialty when not given.
 */
export const hospitalDoctorSchema = z.object({
  doctor_name: requiredText('Nome do médico é obrigatório'),
  specialty: requiredSpecialtySchema('Especialidade é obrigatória'),
  crm: requiredCrmSchema,
  crm_uf: requiredCrmUfSchema,
  cbo: optionalCboSchema,
  phone: phoneSchema,
  email: z.preprocess(blankToNull, z.email('E-mail inválido').max(200, 'E-mail inválido').nullable()),
  schedule_notes: optionalText(1000),
  /** Only on edit: brings a removed (deactivated) doctor back. */
  is_active: z.boolean({ error: 'Situação inválida' }).optional(),
});
export type HospitalDoctorInput = z.input<typeof hospitalDoctorSchema>;

export const HOSPITAL_STAFF_TYPES = ['doctor', 'reception'] as const;
export type HospitalStaffType = (typeof HOSPITAL_STAFF_TYPES)[number];

const hospitalStaffFields = {
  full_name: requiredText('Nome completo é obrigatório'),
  user_type: z.enum(HOSPITAL_STAFF_TYPES, { error: 'Tipo de funcionário é obrigatório' }),
  cpf: optionalCpfSchema,
  phone: phoneSchema,
  specialty: optionalSpecialtySchema,
  ...professionalCodesShape,
};

/**
 * POST /api/hospital/staff: password required (min 6), and the CPF with it, which the member signs in
 * with (decision 061). An edit may leave it blank, as older records have it.
 */
export const hospitalStaffCreateSchema = z
  .object({ ...hospitalStaffFields, cpf: staffCpfSchema, password: passwordSchema })
  .superRefine(crmPairIssues);
export type HospitalStaffCreate = z.input<typeof hospitalStaffCreateSchema>;

/** PUT /api/hospital/staff/:id: a blank password keeps the current one. */
export const hospitalStaffUpdateSchema = z
  .object({
    ...hospitalStaffFields,
    password: z.preprocess(blankToNull, passwordSchema.nullable()),
  })
  .superRefine(crmPairIssues);
export type HospitalStaffUpdate = z.input<typeof hospitalStaffUpdateSchema>;

/** POST /api/hospital/patients: full name, CPF and password required; the rest optional. */
export const hospitalPatientCreateSchema = z.object({
  full_name: requiredText('Nome completo é obrigatório'),
  cpf: cpfSchema,
  password: passwordSchema,
  birth_date: z.preprocess(blankToNull, optionalBirthDate('Data de nascimento inválida').nullable()),
  phone: phoneSchema,
  sus_card: optionalCnsSchema,
  blood_type: z.preprocess(blankToNull, z.enum(BLOOD_TYPES, { error: 'Tipo sanguíneo inválido' }).nullable()),
  gender: z.preprocess(blankToNull, z.enum(GENDERS, { error: 'Sexo inválido' }).nullable()),
  allergies: optionalText(1000),
  emergency_contact_name: optionalText(200),
  emergency_contact_phone: phoneSchema,
});
export type HospitalPatientCreate = z.input<typeof hospitalPatientCreateSchema>;

/** GET /api/hospital/patients/search?q=: the same search query as the doctor's picker. */
export { PATIENT_SEARCH_MIN_MESSAGE as SEARCH_MIN_MESSAGE, patientSearchQuerySchema } from './health';

/** GET /api/hospital/doctors and /staff: the unit's lists, newest first. */
export const unitListQuerySchema = listQuerySchema;

/**
 * GET /api/hospital/prescriptions and /vaccinations: the unit's records, newest first, or those of
 * the patients whose name holds every word of `q` (accents and case aside).
 */
export const unitClinicalListQuerySchema = listQuerySchema.extend({ q: listSearchText });

/**
 * GET /api/hospital/exams: every status newest first, or one: pending ones oldest first (the unit's
 * queue), decided ones newest first.
 */
export const hospitalExamListQuerySchema = unitClinicalListQuerySchema.extend({
  status: z.enum(EXAM_APPROVAL_STATUSES, { error: 'Status inválido' }).optional(),
});

// ---- Answers ----

export const hospitalRequestItemSchema = z.strictObject({
  id: z.number().int(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  specialty: z.string(),
  appointment_type: z.enum(APPOINTMENT_TYPES),
  health_unit_id: z.number().int().nullable(),
  health_unit_name: z.string().nullable(),
  requested_date: z.string(),
  notes: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  approved_date: z.string().nullable(),
  approved_time: z.string().nullable(),
  /** Why the unit rejected it (decision 018); null otherwise, and on requests rejected before. */
  rejection_reason: z.string().nullable(),
  /** The appointment this request reschedules (decision 037), else null. */
  rescheduled_from_appointment_id: z.number().int().nullable(),
  doctor_name: z.string().nullable(),
  appointment_id: z.number().int().nullable(),
  /** What became of the appointment an approval made (it may since be cancelled or done); null before approval. */
  appointment_status: z.enum(APPOINTMENT_STATUSES).nullable(),
  created_at: z.string(),
});
export type HospitalRequestItem = z.output<typeof hospitalRequestItemSchema>;

/**
 * GET /api/hospital/cancellations: the unit's appointments cancelled by their patients, the most
 * recently cancelled first (decision 037).
 */
export const hospitalCancellationItemSchema = z.strictObject({
  id: z.number().int(),
  patient_name: z.string(),
  doctor_name: z.string().nullable(),
  appointment_date: z.string(),
  appointment_time: z.string().nullable(),
  appointment_type: z.enum(APPOINTMENT_TYPES),
  specialty: z.string().nullable(),
  cancelled_at: z.string(),
  cancellation_reason: z.string().nullable(),
  /** Whether the patient asked for a new request in the same step ("Remarcar"). */
  rescheduled: z.boolean(),
});
export type HospitalCancellationItem = z.output<typeof hospitalCancellationItemSchema>;

/** GET /api/hospital/appointment-requests/counts: the panel's four counters and its header badge. */
export const hospitalRequestCountsSchema = z.strictObject({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  total: z.number().int(),
});
export type HospitalRequestCounts = z.output<typeof hospitalRequestCountsSchema>;

export const hospitalDoctorItemSchema = z.strictObject({
  id: z.number().int(),
  doctor_name: z.string(),
  specialty: z.string(),
  crm: z.string(),
  crm_uf: z.string().nullable(),
  cbo: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  schedule_notes: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type HospitalDoctor = z.output<typeof hospitalDoctorItemSchema>;

/** DELETE /api/hospital/doctors/:id: a doctor with appointments is deactivated instead of deleted. */
export const hospitalDoctorRemovalSchema = z.strictObject({
  success: z.literal(true),
  deactivated: z.boolean(),
});
export type HospitalDoctorRemoval = z.output<typeof hospitalDoctorRemovalSchema>;

export const doctorOptionSchema = z.strictObject({
  /** `staff:<id>` or `hospital:<id>`, sent back as assigned_doctor_id. */
  id: z.string(),
  name: z.string(),
  specialty: z.string(),
  /** The CRM once, number and UF: '139512/SP'. */
  crm: z.string().nullable(),
  kind: z.enum(DOCTOR_OPTION_KINDS),
});
export type DoctorOption = z.output<typeof doctorOptionSchema>;

export const hospitalStaffMemberSchema = z.strictObject({
  id: z.number().int(),
  full_name: z.string(),
  cpf: z.string().nullable(),
  phone: z.string().nullable(),
  user_type: z.enum(HOSPITAL_STAFF_TYPES),
  specialty: z.string().nullable(),
  crm: z.string().nullable(),
  crm_uf: z.string().nullable(),
  cbo: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type HospitalStaffMember = z.output<typeof hospitalStaffMemberSchema>;

export const hospitalPatientSchema = z.strictObject({
  id: z.number().int(),
  full_name: z.string(),
  cpf: z.string().nullable(),
  sus_card: z.string().nullable(),
  phone: z.string().nullable(),
  birth_date: z.string().nullable(),
  blood_type: z.enum(BLOOD_TYPES).nullable(),
  allergies: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  emergency_contact_name: z.string().nullable(),
  emergency_contact_phone: z.string().nullable(),
  profile_photo_url: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type HospitalPatient = z.output<typeof hospitalPatientSchema>;

export const hospitalPrescriptionSchema = z.strictObject({
  id: z.number().int(),
  patient_name: z.string(),
  doctor_name: z.string(),
  prescription_date: z.string(),
  prescription_text: z.string(),
  is_valid: z.boolean(),
  qr_code: z.string().nullable(),
});
export type HospitalPrescription = z.output<typeof hospitalPrescriptionSchema>;

/** The unit's exams and vaccinations tabs show the rows as the health card does (health.ts). */
export const hospitalExamSchema = examSchema;
export type HospitalExam = z.output<typeof hospitalExamSchema>;
export const hospitalVaccinationSchema = vaccinationSchema;
export type HospitalVaccination = z.output<typeof hospitalVaccinationSchema>;

/** POST /api/hospital/exams/:id/approve or /reject: the exam's new status. */
export const examDecisionSchema = z.strictObject({
  success: z.literal(true),
  id: z.number().int(),
  approval_status: z.enum(EXAM_APPROVAL_STATUSES),
});
export type ExamDecision = z.output<typeof examDecisionSchema>;

/** POST /api/staff/register: the department registered a professional (no password hash is sent). */
export const staffRegistrationSchema = z.strictObject({
  success: z.literal(true),
  user: staffUserSchema,
});
export type StaffRegistration = z.output<typeof staffRegistrationSchema>;
