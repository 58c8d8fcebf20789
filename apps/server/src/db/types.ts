/**
 * Table shapes as Kysely sees them. Flags are integers 0/1 in both engines (SQLite has no boolean
 * and better-sqlite3 cannot bind one); timestamps are UTC ISO-8601 text, dates YYYY-MM-DD, times HH:MM.
 */
import type { Generated, GeneratedAlways } from 'kysely';

type Flag = number;
type Timestamp = string;

export interface HealthUnitsTable {
  id: Generated<number>;
  name: string;
  address: string | null;
  full_address: string | null;
  phone: string | null;
  cep: string | null;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  /** National registry of health establishments, 7 digits, unique where given (migration 022). */
  cnes: string | null;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PatientsTable {
  id: Generated<number>;
  cpf: string | null;
  full_name: string;
  birth_date: string | null;
  gender: string | null;
  password_hash: string | null;
  phone: string | null;
  sus_card: string | null;
  blood_type: string | null;
  allergies: string | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  profile_photo_file_id: string | null;
  created_by_health_unit_id: number | null;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StaffTable {
  id: Generated<number>;
  cpf: string | null;
  full_name: string;
  user_type: string;
  phone: string | null;
  specialty: string | null;
  /** The CRM number alone; its state in crm_uf (migration 022 split 'CRM-SP 139512'). */
  crm: string | null;
  crm_uf: string | null;
  /** Occupation code (CBO) of the doctor's specialty or the professional's role (migration 022). */
  cbo: string | null;
  password_hash: string | null;
  /** Set for employees of a health unit (hospital panel 'Equipe'). */
  health_unit_id: number | null;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface HealthDepartmentAccountsTable {
  id: Generated<number>;
  username: string;
  full_name: string;
  password_hash: string;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface HospitalAdministratorsTable {
  id: Generated<number>;
  health_unit_id: number;
  username: string;
  password_hash: string;
  administrator_name: string;
  email: string | null;
  phone: string | null;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface HospitalDoctorsTable {
  id: Generated<number>;
  health_unit_id: number;
  doctor_name: string;
  specialty: string;
  /** The CRM number alone; its state in crm_uf (migration 022). */
  crm: string;
  crm_uf: string | null;
  cbo: string | null;
  phone: string | null;
  email: string | null;
  schedule_notes: string | null;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PublicAuthoritiesTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  authority_name: string;
  authority_type: string;
  contact_email: string | null;
  contact_phone: string | null;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Partner pharmacies (migration 017, docs/decisions/023-pharmacy-accounts.md). */
export interface PharmaciesTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  name: string;
  /** 14 characters, no mask, letters upper case (the alphanumeric CNPJ). */
  cnpj: string;
  pharmacist_name: string;
  pharmacist_crf: string;
  pharmacist_crf_uf: string;
  address: string | null;
  phone: string | null;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AppointmentRequestsTable {
  id: Generated<number>;
  patient_id: number;
  specialty: string;
  appointment_type: string;
  health_unit_id: number | null;
  notes: string | null;
  requested_date: string;
  status: string;
  approved_date: string | null;
  approved_time: string | null;
  /** The unit that decided (a request with no unit can be taken by any unit). */
  decided_health_unit_id: number | null;
  assigned_staff_id: number | null;
  assigned_hospital_doctor_id: number | null;
  appointment_id: number | null;
  /** Why the deciding unit rejected it, for the patient (migration 015). */
  rejection_reason: string | null;
  /** The appointment a "Remarcar" cancelled to open this request (migration 026). */
  rescheduled_from_appointment_id: number | null;
  /** When the patient withdrew it (status 'cancelled', migration 026). */
  cancelled_at: Timestamp | null;
  decided_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * Requests per (addressed unit, deciding unit, status), 0 standing for "none"; kept by triggers
 * (migration 006), read for a unit's counters.
 */
export interface AppointmentRequestCountsTable {
  health_unit_id: number;
  decided_health_unit_id: number;
  status: string;
  n: number;
}

export interface AppointmentsTable {
  id: Generated<number>;
  patient_id: number;
  health_unit_id: number | null;
  doctor_staff_id: number | null;
  hospital_doctor_id: number | null;
  request_id: number | null;
  appointment_date: string;
  appointment_time: string | null;
  appointment_type: string;
  specialty: string | null;
  status: string;
  notes: string | null;
  /** Who cancelled it (principal kind and account id), when and why (migration 026). */
  cancelled_at: Timestamp | null;
  cancellation_reason: string | null;
  cancelled_by_kind: string | null;
  cancelled_by_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MedicalRecordsTable {
  id: Generated<number>;
  patient_id: number;
  doctor_staff_id: number | null;
  appointment_id: number | null;
  health_unit_id: number | null;
  record_date: string;
  diagnosis: string | null;
  treatment: string | null;
  observations: string | null;
  created_at: Timestamp;
}

/** A record's CID-10 diagnoses, in the doctor's order (migration 023). */
export interface MedicalRecordDiagnosesTable {
  medical_record_id: number;
  position: number;
  /** Upper case, no dot: 'A90', 'J069'. */
  cid10_code: string;
}

export interface PrescriptionsTable {
  id: Generated<number>;
  /** Unguessable id printed in the QR code and used by the pharmacy validation page. */
  public_id: string;
  patient_id: number;
  doctor_staff_id: number;
  appointment_id: number | null;
  /** Where it was issued: its consultation's unit, else its doctor's (migration 020). */
  health_unit_id: number | null;
  prescription_date: string;
  prescription_text: string;
  is_valid: Flag;
  qr_code: string | null;
  dispensed_at: Timestamp | null;
  dispensed_by: string | null;
  /** The last day it can be dispensed (YYYY-MM-DD); null on rows written without it (migration 014). */
  valid_until: string | null;
  /** Where it was dispensed, by key (migration 017): a partner pharmacy or a health unit's panel. */
  dispensed_pharmacy_id: number | null;
  dispensed_unit_id: number | null;
  created_at: Timestamp;
}

export interface VaccinationsTable {
  id: Generated<number>;
  patient_id: number;
  vaccine_name: string;
  /** The national calendar's (PNI) immunobiological code; null for one the calendar lacks (migration 024). */
  vaccine_code: string | null;
  dose_code: string | null;
  manufacturer: string | null;
  vaccine_date: string;
  dose_number: number | null;
  administered_by: string | null;
  batch_number: string | null;
  next_dose_date: string | null;
  notes: string | null;
  health_unit_id: number | null;
  created_at: Timestamp;
}

export interface ExamsTable {
  id: Generated<number>;
  patient_id: number;
  exam_type: string;
  exam_date: string;
  result: string | null;
  reference_values: string | null;
  observations: string | null;
  is_normal: Flag | null;
  file_id: string | null;
  doctor_staff_id: number | null;
  doctor_name: string | null;
  health_unit_id: number | null;
  approval_status: string;
  /** When the unit approved or rejected it (migration 018); null while pending. */
  reviewed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface EnvironmentalReportsTable {
  id: Generated<number>;
  patient_id: number;
  report_type: string;
  title: string;
  description: string | null;
  photo_file_id: string | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  neighborhood: string | null;
  status: string;
  /** What the department said with its last status change, for the reporter (migration 021). */
  status_note: string | null;
  /** The place's cell, computed by the database from the coordinates (migration 031). */
  lat_cell: GeneratedAlways<number | null>;
  lon_cell: GeneratedAlways<number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  sender_kind: string;
  sender_id: number;
  recipient_type: string;
  /** For individual messages: staff_N, patient_N or authority_N. */
  recipient_id: string | null;
  title: string;
  message_text: string;
  created_at: Timestamp;
}

/** Read state per recipient, created when a recipient opens a message (group messages are not fanned out). */
export interface MessageReadsTable {
  message_id: number;
  recipient: string;
  read_at: Timestamp;
}

export interface ProvisionalPatientsTable {
  id: Generated<number>;
  provisional_id: string;
  photo_file_id: string | null;
  approximate_age: number;
  gender: string;
  physical_description: string | null;
  registration_location: string;
  registration_date: Timestamp;
  registered_by_staff_id: number | null;
  registered_by_name: string | null;
  health_unit_id: number | null;
  created_at: Timestamp;
}

export interface FilesTable {
  id: string;
  purpose: string;
  content_type: string;
  size: number;
  sha256: string;
  data: Uint8Array;
  owner_kind: string | null;
  owner_id: number | null;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  principal_kind: string;
  principal_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface ExternalIdentitiesTable {
  id: Generated<number>;
  provider: string;
  subject: string;
  email: string | null;
  name: string | null;
  patient_id: number | null;
  staff_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OauthStatesTable {
  state: string;
  code_verifier: string;
  nonce: string;
  created_at: Timestamp;
  /** SHA-256 of the value in the starting browser's sign-in cookie (migration 019). */
  browser_hash: string | null;
}

export interface AuditEventsTable {
  id: Generated<number>;
  occurred_at: Timestamp;
  actor_kind: string | null;
  actor_id: number | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  request_id: string | null;
  details: string | null;
}

/**
 * A patient whose health data an audited read showed (migration 028, decision 038): the event's time
 * copied so one patient's reads are one index range, newest first.
 */
export interface AuditEventPatientsTable {
  patient_id: number;
  occurred_at: Timestamp;
  audit_event_id: number;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_start: Timestamp;
  locked_until: Timestamp | null;
}

/** One run of a job that must happen once across every app server (migration 025, decision 036). */
export interface JobClaimsTable {
  job: string;
  run_key: string;
  claimed_at: string;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

/** A forgotten password's one-time code (migration 016, decision 017). */
export interface PasswordResetCodesTable {
  id: Generated<number>;
  account_kind: 'patient' | 'staff';
  account_id: number;
  code_hash: string;
  channel: 'counter' | 'email';
  issued_by_kind: string | null;
  issued_by_id: number | null;
  health_unit_id: number | null;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A browser's Web Push subscription (migration 027, decision 040). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  endpoint: string;
  p256dh: string;
  auth: string;
  principal_kind: string;
  principal_id: number;
  recipient: string;
  audience: string | null;
  session_id: number | null;
  created_at: string;
  updated_at: string;
}

/** One notification waiting for one subscription (migration 027, decision 040). */
export interface PushOutboxTable {
  id: Generated<number>;
  subscription_id: number;
  payload: string;
  urgency: string;
  ttl_seconds: number;
  attempts: Generated<number>;
  locked_until: string;
  created_at: string;
}

export interface DB {
  health_units: HealthUnitsTable;
  patients: PatientsTable;
  staff: StaffTable;
  health_department_accounts: HealthDepartmentAccountsTable;
  hospital_administrators: HospitalAdministratorsTable;
  hospital_doctors: HospitalDoctorsTable;
  public_authorities: PublicAuthoritiesTable;
  pharmacies: PharmaciesTable;
  appointment_requests: AppointmentRequestsTable;
  appointment_request_counts: AppointmentRequestCountsTable;
  appointments: AppointmentsTable;
  medical_records: MedicalRecordsTable;
  medical_record_diagnoses: MedicalRecordDiagnosesTable;
  prescriptions: PrescriptionsTable;
  vaccinations: VaccinationsTable;
  exams: ExamsTable;
  environmental_reports: EnvironmentalReportsTable;
  messages: MessagesTable;
  message_reads: MessageReadsTable;
  provisional_patients: ProvisionalPatientsTable;
  files: FilesTable;
  sessions: SessionsTable;
  external_identities: ExternalIdentitiesTable;
  oauth_states: OauthStatesTable;
  audit_events: AuditEventsTable;
  audit_event_patients: AuditEventPatientsTable;
  login_throttle: LoginThrottleTable;
  app_settings: AppSettingsTable;
  password_reset_codes: PasswordResetCodesTable;
  job_claims: JobClaimsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
}
