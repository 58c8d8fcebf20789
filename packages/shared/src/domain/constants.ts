/** Constants of the specification (spec 01 section 9, spec 02 section 9). */

export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodType = (typeof BLOOD_TYPES)[number];

export const GENDERS = ['masculino', 'feminino'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { masculino: 'Masculino', feminino: 'Feminino' };

export const SPECIALTIES = [
  'Cardiologista',
  'Urologista',
  'Ginecologista',
  'Ortopedista',
  'Pediatra',
  'Clínico Geral',
  'Dermatologista',
  'Endocrinologista',
  'Oftalmologista',
  'Neurologista',
  'Psiquiatra',
  'Fisioterapeuta',
] as const;
export const DEFAULT_DOCTOR_SPECIALTY = 'Medicina Geral';

/**
 * `unit` of the department's staff list: a unit's id, or this for the doctors and receptionists
 * without one. Here rather than beside the list's schema, so the list's page loads no validation code.
 */
export const STAFF_WITHOUT_UNIT = 'none';

export const APPOINTMENT_TYPES = ['consultation', 'exam', 'followup'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];
export const APPOINTMENT_TYPE_LABELS: Record<AppointmentType, string> = {
  consultation: 'Consulta',
  exam: 'Exame',
  followup: 'Retorno',
};

export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: 'Agendada',
  confirmed: 'Confirmada',
  completed: 'Realizada',
  cancelled: 'Cancelada',
  no_show: 'Faltou',
};

/** 'cancelled': withdrawn by the patient while still pending (decision 037). */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** The statuses of a unit's request queue: what a unit decides (a withdrawn request leaves it). */
export const UNIT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type UnitRequestStatus = (typeof UNIT_REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Pendente',
  approved: 'Aprovado',
  rejected: 'Rejeitado',
  cancelled: 'Cancelado',
};

export const REPORT_TYPES = ['mosquito', 'trash'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  mosquito: 'Foco de Mosquito',
  trash: 'Acúmulo de Lixo',
};

export const REPORT_STATUSES = ['pending', 'investigating', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  pending: 'Pendente',
  investigating: 'Investigando',
  resolved: 'Resolvido',
};

export const EXAM_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ExamApprovalStatus = (typeof EXAM_APPROVAL_STATUSES)[number];

export const MESSAGE_RECIPIENT_TYPES = [
  'individual',
  'all_patients',
  'all_doctors',
  'all_reception',
  'all_public_authorities',
] as const;
export type MessageRecipientType = (typeof MESSAGE_RECIPIENT_TYPES)[number];

/** Limits of spec 01/02 section 9. */
export const LIMITS = {
  pollingMs: 30_000,
  passwordMin: 6,
  cpfDigits: 11,
  cepDigits: 8,
  photoMaxBytes: 5 * 1024 * 1024,
  approximateAgeMax: 150,
  searchMinChars: 2,
  searchDelayMs: 300,
  dashboardListSize: 3,
  healthCardExams: 5,
} as const;

export const SENDER_NAME = 'Secretaria de Saúde';
