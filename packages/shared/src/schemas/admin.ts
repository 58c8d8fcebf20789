/**
 * Health-department administration (spec 02 sections 2-9): the account lists and forms of the admin
 * panel, the active toggles, the two wipes, the city-wide medical data and the overview statistics.
 */
import { z } from 'zod';
import { cid10ItemSchema } from './cid10';
import { BLOOD_TYPES, GENDERS, REPORT_STATUSES, REPORT_TYPES, STAFF_WITHOUT_UNIT } from '../domain/constants';
import { AUTHORITY_TYPES, STAFF_TYPES } from '../auth/roles';
import {
  MAX_ID,
  cnsEditSchema,
  cpfSchema,
  staffCpfSchema,
  idParam,
  optionalCnsSchema,
  optionalCpfSchema,
  optionalText,
  optionalUnitIdSchema,
  passwordSchema,
  phoneSchema,
  requiredText,
} from './common';
import { optionalBirthDate } from './appointments';
import { listQuerySchema, listSearchText } from './list';
import { examSchema, vaccinationSchema } from './health';
import { patientProfileSchema, staffUserSchema } from './auth';
import {
  cnesSchema,
  crmPairIssues,
  optionalSpecialtySchema,
  professionalCodesShape,
} from './professional-codes';

export const ADMIN_MESSAGES = {
  cpfTaken: 'CPF já cadastrado',
  usernameTaken: 'Nome de usuário já cadastrado',
  unitInvalid: 'Unidade de saúde inválida',
  staffNotFound: 'Funcionário não encontrado',
  patientNotFound: 'Paciente não encontrado',
  unitNotFound: 'Unidade de saúde não encontrada',
  hospitalAdminNotFound: 'Administrador não encontrado',
  authorityNotFound: 'Órgão público não encontrado',
  statusInvalid: 'Informe se a conta fica ativa (is_active)',
  confirmationRequired: 'Digite CONFIRMAR para confirmar a exclusão',
  wrongPassword: 'Senha incorreta',
} as const;

/** The word the second confirmation of a wipe asks to type, checked by the server. */
export const WIPE_CONFIRMATION_WORD = 'CONFIRMAR';

/** Forms send '' for an untouched optional field: treat it like an absent value. */
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** On edit a blank password keeps the current one ('deixe em branco para manter atual'). */
const optionalPassword = z.preprocess(blankToNull, passwordSchema.nullable());

const optionalEmail = z.preprocess(
  blankToNull,
  z.email('E-mail inválido').max(200, 'E-mail inválido').nullable(),
);

/** The "Todos os tipos" choice may arrive empty or as 'all': both mean no filter. */
const typeFilter = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(values, { error: message }).optional(),
  );

/**
 * `?q=` of every account list, with the list contract's `limit` and `cursor` (newest first; the total
 * in X-Total-Count).
 */
export const adminListQuerySchema = listQuerySchema.extend({ q: listSearchText });
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

export const adminStaffListQuerySchema = adminListQuerySchema.extend({
  user_type: typeFilter(STAFF_TYPES, 'Tipo de funcionário inválido'),
  unit: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.union([z.literal(STAFF_WITHOUT_UNIT), idParam], { error: 'Unidade de saúde inválida' }).optional(),
  ),
});

export const adminAuthorityListQuerySchema = adminListQuerySchema.extend({
  authority_type: typeFilter(AUTHORITY_TYPES, 'Tipo de órgão inválido'),
});

/** PATCH /api/admin/<kind>/:id/status */
export const adminStatusSchema = z.object({
  is_active: z.boolean({ error: ADMIN_MESSAGES.statusInvalid }),
});
export type AdminStatus = z.input<typeof adminStatusSchema>;

// ---- Staff ----

/** The unit a doctor or receptionist works at (decision 063): left out on an edit, it is kept. */
const staffFields = {
  full_name: requiredText('Nome completo é obrigatório'),
  user_type: z.enum(STAFF_TYPES, { error: 'Tipo de funcionário é obrigatório' }),
  cpf: optionalCpfSchema,
  phone: phoneSchema,
  specialty: optionalSpecialtySchema,
  ...professionalCodesShape,
  health_unit_id: optionalUnitIdSchema,
};
/** The CPF is required on creation: the member signs in with it (decision 061). */
export const adminStaffCreateSchema = z
  .object({ ...staffFields, cpf: staffCpfSchema, password: passwordSchema })
  .superRefine(crmPairIssues);
export type AdminStaffCreate = z.input<typeof adminStaffCreateSchema>;
export const adminStaffUpdateSchema = z
  .object({ ...staffFields, password: optionalPassword })
  .superRefine(crmPairIssues);
export type AdminStaffUpdate = z.input<typeof adminStaffUpdateSchema>;
/** A member in the department's lists, with the name of the unit they work at (decision 063). */
export const adminStaffUserSchema = staffUserSchema.extend({ health_unit_name: z.string().nullable() });
export type AdminStaffUser = z.output<typeof adminStaffUserSchema>;

// ---- Patients ----

const patientFields = {
  full_name: requiredText('Nome completo é obrigatório'),
  cpf: cpfSchema,
  phone: phoneSchema,
  sus_card: optionalCnsSchema,
  birth_date: z.preprocess(blankToNull, optionalBirthDate('Data de nascimento inválida').nullable()),
  gender: z.preprocess(blankToNull, z.enum(GENDERS, { error: 'Sexo inválido' }).nullable()),
  blood_type: z.preprocess(blankToNull, z.enum(BLOOD_TYPES, { error: 'Tipo sanguíneo inválido' }).nullable()),
  allergies: optionalText(1000),
  emergency_contact_name: optionalText(200),
  emergency_contact_phone: phoneSchema,
};
export const adminPatientCreateSchema = z.object({ ...patientFields, password: passwordSchema });
export type AdminPatientCreate = z.input<typeof adminPatientCreateSchema>;
/** A CNS stored before the check is kept when sent back unchanged (the service decides, `isKeptCns`). */
export const adminPatientUpdateSchema = z.object({
  ...patientFields,
  sus_card: cnsEditSchema,
  password: optionalPassword,
});
export type AdminPatientUpdate = z.input<typeof adminPatientUpdateSchema>;

/**
 * A patient as the department sees it: the profile, and whether its CNS fails the check (a number
 * stored before the check existed, kept as it was and flagged for the department to correct).
 */
export const adminPatientSchema = patientProfileSchema.extend({ sus_card_invalid: z.boolean() });
export type AdminPatient = z.output<typeof adminPatientSchema>;

// ---- Health units ----

/** Decimal degrees; the form sends null (or '') when empty, and numbers may come as text. */
const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
    z.number({ error: message }).min(min, message).max(max, message).nullable(),
  );

export const adminHealthUnitSchema = z.object({
  name: requiredText('Nome da unidade é obrigatório'),
  /** The unit's code in the national registry (CNES): 7 digits, optional, unique. */
  cnes: cnesSchema,
  address: optionalText(300),
  phone: phoneSchema,
  full_address: optionalText(500),
  cep: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\D/g, '') : v),
    z
      .string()
      .regex(/^(\d{8})?$/, 'CEP inválido')
      .nullish()
      .transform((v) => v || null),
  ),
  city: optionalText(100),
  state: optionalText(50),
  latitude: coordinate(-90, 90, 'Latitude inválida'),
  longitude: coordinate(-180, 180, 'Longitude inválida'),
});
export type AdminHealthUnitInput = z.input<typeof adminHealthUnitSchema>;

// ---- Hospital administrators ----

const hospitalAdminFields = {
  health_unit_id: z.coerce
    .number({ error: 'Unidade de saúde é obrigatória' })
    .int(ADMIN_MESSAGES.unitInvalid)
    .positive('Unidade de saúde é obrigatória')
    .max(MAX_ID, ADMIN_MESSAGES.unitInvalid),
  administrator_name: requiredText('Nome do administrador é obrigatório'),
  username: requiredText('Nome de usuário é obrigatório', 100),
  email: optionalEmail,
  phone: phoneSchema,
};
export const adminHospitalAdminCreateSchema = z.object({ ...hospitalAdminFields, password: passwordSchema });
export type AdminHospitalAdminCreate = z.input<typeof adminHospitalAdminCreateSchema>;
export const adminHospitalAdminUpdateSchema = z.object({
  ...hospitalAdminFields,
  password: optionalPassword,
});
export type AdminHospitalAdminUpdate = z.input<typeof adminHospitalAdminUpdateSchema>;

// ---- Public authorities ----

const authorityFields = {
  authority_name: requiredText('Nome do órgão é obrigatório'),
  username: requiredText('Nome de usuário é obrigatório', 100),
  authority_type: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 'police' : v),
    z.enum(AUTHORITY_TYPES, { error: 'Tipo de órgão inválido' }),
  ),
  contact_email: optionalEmail,
  contact_phone: phoneSchema,
};
export const adminAuthorityCreateSchema = z.object({ ...authorityFields, password: passwordSchema });
export type AdminAuthorityCreate = z.input<typeof adminAuthorityCreateSchema>;
export const adminAuthorityUpdateSchema = z.object({ ...authorityFields, password: optionalPassword });
export type AdminAuthorityUpdate = z.input<typeof adminAuthorityUpdateSchema>;

// ---- Wipes ----

/**
 * DELETE /api/admin/patients/all and /api/admin/users/all. The typed word is checked (the spec's
 * screens ask for it but checked nothing), and the caller's own password is checked again.
 */
export const adminWipeSchema = z.object({
  confirmation: z.literal(WIPE_CONFIRMATION_WORD, { error: ADMIN_MESSAGES.confirmationRequired }),
  password: z.string().max(200, ADMIN_MESSAGES.wrongPassword).optional().default(''),
});
export type AdminWipe = z.input<typeof adminWipeSchema>;

// ---- Medical data ----

export const MEDICAL_DATA_PERIODS = ['all', 'today', 'week', 'month'] as const;
export type MedicalDataPeriod = (typeof MEDICAL_DATA_PERIODS)[number];
/** Days back from today of each period (spec 02 section 9: week = 7 days, month = 30 days). */
export const PERIOD_DAYS: Record<Exclude<MedicalDataPeriod, 'all'>, number> = {
  today: 0,
  week: 7,
  month: 30,
};

export const medicalDataQuerySchema = listQuerySchema.extend({
  q: listSearchText,
  period: z.preprocess(
    (v) => (v === '' || v === undefined ? 'all' : v),
    z.enum(MEDICAL_DATA_PERIODS, { error: 'Período inválido' }),
  ),
});
export type MedicalDataQuery = z.input<typeof medicalDataQuerySchema>;

// ---- Answers ----

export const adminHealthUnitItemSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  cnes: z.string().nullable(),
  address: z.string().nullable(),
  full_address: z.string().nullable(),
  phone: z.string().nullable(),
  cep: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminHealthUnit = z.output<typeof adminHealthUnitItemSchema>;

/**
 * POST, PUT and PATCH .../status answer `{ success: true, user }` for staff (StaffUser), patients
 * (PatientProfile), hospital administrators (HospitalUser), public authorities (PublicAuthorityUser)
 * and pharmacies (PharmacyUser), and `{ success: true, unit }` for health units.
 */
export const adminSavedSchema = <S extends z.ZodType>(user: S) =>
  z.strictObject({ success: z.literal(true), user });
export type AdminSaved<T> = { success: true; user: T };
export const adminUnitSavedSchema = z.strictObject({
  success: z.literal(true),
  unit: adminHealthUnitItemSchema,
});
export type AdminUnitSaved = z.output<typeof adminUnitSavedSchema>;

/** How many rows each table lost. */
export const wipeAnswerSchema = z.strictObject({
  success: z.literal(true),
  deleted: z.record(z.string(), z.number()),
});
export type WipeAnswer = z.output<typeof wipeAnswerSchema>;

export const adminPrescriptionItemSchema = z.strictObject({
  id: z.number().int(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  doctor_name: z.string(),
  doctor_crm: z.string().nullable(),
  doctor_crm_uf: z.string().nullable(),
  prescription_date: z.string(),
  prescription_text: z.string(),
  is_valid: z.boolean(),
  qr_code: z.string().nullable(),
  dispensed_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminPrescriptionItem = z.output<typeof adminPrescriptionItemSchema>;

export const adminMedicalRecordItemSchema = z.strictObject({
  id: z.number().int(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  doctor_name: z.string().nullable(),
  health_unit_name: z.string().nullable(),
  record_date: z.string(),
  diagnosis: z.string().nullable(),
  /** The CID-10 diagnoses in the doctor's order. */
  diagnoses: z.array(cid10ItemSchema),
  treatment: z.string().nullable(),
  observations: z.string().nullable(),
  created_at: z.string(),
});
export type AdminMedicalRecordItem = z.output<typeof adminMedicalRecordItemSchema>;

/** The department's medical data: the health card's rows, with whose they are and where they were given. */
export const adminVaccinationItemSchema = vaccinationSchema.extend({
  patient_id: z.number().int(),
  /** Who administered it: vaccinations have no prescribing doctor. */
  doctor_name: z.string().nullable(),
  health_unit_name: z.string().nullable(),
});
export type AdminVaccinationItem = z.output<typeof adminVaccinationItemSchema>;
export const adminExamItemSchema = examSchema.extend({ patient_id: z.number().int() });
export type AdminExamItem = z.output<typeof adminExamItemSchema>;

export const adminStatsCountsSchema = z.strictObject({
  staff: z.number(),
  patients: z.number(),
  health_units: z.number(),
  reports: z.number(),
  pending_requests: z.number(),
  appointments_today: z.number(),
  prescriptions: z.number(),
  provisional_patients: z.number(),
});
export type AdminStatsCounts = z.output<typeof adminStatsCountsSchema>;

export const reportMapPointSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  report_type: z.enum(REPORT_TYPES),
  status: z.enum(REPORT_STATUSES),
  latitude: z.number(),
  longitude: z.number(),
});
export type ReportMapPoint = z.output<typeof reportMapPointSchema>;

/**
 * GET /api/admin/stats: the overview counters and report analytics, asked for with the panel. The
 * map's points are an answer of their own (reportPointsSchema), asked for when the map nears the
 * screen: 1 000 points are some 150 KB of JSON that the panel's first render would otherwise wait for.
 */
export const adminStatsSchema = z.strictObject({
  counts: adminStatsCountsSchema,
  reports_by_status: z.strictObject(
    Object.fromEntries(REPORT_STATUSES.map((s) => [s, z.number()])) as Record<
      (typeof REPORT_STATUSES)[number],
      z.ZodNumber
    >,
  ),
  reports_by_neighborhood: z.array(z.strictObject({ neighborhood: z.string(), count: z.number() })),
});
export type AdminStats = z.output<typeof adminStatsSchema>;

/** GET /api/admin/report-points: the report map, the newest REPORT_POINTS_MAX reports with a place. */
export const reportPointsSchema = z.strictObject({ points: z.array(reportMapPointSchema) });
export type ReportPoints = z.output<typeof reportPointsSchema>;
export const NEIGHBORHOOD_UNKNOWN = 'Não informado';
export const REPORT_POINTS_MAX = 1000;

/** GET /api/public-authority/summary: the authority panel's four counters. */
export const authoritySummarySchema = z.strictObject({
  total: z.number(),
  last_7_days: z.number(),
  under_18: z.number(),
  female: z.number(),
});
export type AuthoritySummary = z.output<typeof authoritySummarySchema>;
