/**
 * Digital prescriptions with a verifiable QR code (spec 01 sections 2, 3, 5 and 7;
 * docs/decisions/006-verifiable-prescriptions.md).
 */
import { z } from 'zod';
import { selectedId } from './health';

export const PRESCRIPTION_TEXT_MAX = 5000;
const prescriptionText = z
  .string({ error: 'Digite o texto da receita' })
  .trim()
  .min(1, 'Digite o texto da receita')
  .max(PRESCRIPTION_TEXT_MAX, `A receita pode ter no máximo ${PRESCRIPTION_TEXT_MAX} caracteres`);

/**
 * The doctor saw the allergy warning and prescribes anyway (docs/decisions/019-allergy-warnings.md):
 * without it a prescription naming a recorded allergy is answered 409 with the warning.
 */
const allergyConfirmed = z.boolean().optional().default(false);

/** The validity periods a doctor chooses from (docs/decisions/021); none: the city's default. */
export const PRESCRIPTION_VALIDITY_CHOICES = [30, 60, 90, 180] as const;
const validityDays = z
  .number({ error: 'Escolha a validade da receita' })
  .int('Escolha a validade da receita')
  .min(1, 'Escolha a validade da receita')
  .max(365, 'A validade da receita pode ser de no máximo 365 dias')
  .optional();

/** POST /api/prescriptions: issued from one of the doctor's appointments. */
export const prescriptionFromAppointmentSchema = z.object({
  appointment_id: selectedId('Selecione a consulta'),
  prescription_text: prescriptionText,
  allergy_confirmed: allergyConfirmed,
  validity_days: validityDays,
});
export type PrescriptionFromAppointment = z.input<typeof prescriptionFromAppointmentSchema>;

/** POST /api/prescriptions/standalone: issued to a searched patient. */
export const standalonePrescriptionSchema = z.object({
  patient_id: selectedId('Selecione um paciente'),
  prescription_text: prescriptionText,
  allergy_confirmed: allergyConfirmed,
  validity_days: validityDays,
});
export type StandalonePrescription = z.input<typeof standalonePrescriptionSchema>;

/** POST /api/prescriptions/verify: the text read from the QR code. */
export const prescriptionVerifySchema = z.object({
  qr: z
    .string({ error: 'Informe o conteúdo do QR code' })
    .trim()
    .min(1, 'Informe o conteúdo do QR code')
    .max(8000, 'QR code inválido'),
});
export type PrescriptionVerify = z.input<typeof prescriptionVerifySchema>;

// ---- Answers ----

/** What the QR code carries (the JSON text stored in qr_code). */
export type PrescriptionQrPayload = {
  prescription_id: number;
  public_id: string;
  patient: string;
  date: string;
  doctor: { name: string; crm: string | null; specialty: string | null };
  /** SHA-256 (hex) of the prescription text: binds the text without making the QR unreadable. */
  text_sha256: string;
  validation_url: string;
  /** Id of the platform key that signed (first 16 base64url characters of the SHA-256 of its SPKI). */
  kid: string;
  /** Ed25519 over the canonical JSON of every other field, base64url. */
  signature: string;
};

/** Dispensed, invalidated, past its last day, or valid, in that order of precedence. */
export const PRESCRIPTION_STATES = ['valid', 'invalid', 'dispensed', 'expired'] as const;
export type PrescriptionState = (typeof PRESCRIPTION_STATES)[number];

export const prescriptionSchema = z.strictObject({
  id: z.number().int(),
  doctor_name: z.string(),
  prescription_date: z.string(),
  prescription_text: z.string(),
  is_valid: z.boolean(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  appointment_id: z.number().int().nullable(),
  qr_code: z.string().nullable(),
  public_id: z.string(),
  dispensed_at: z.string().nullable(),
  /** Where it was dispensed ("<unit> (<who>)"), shown to the patient with the date. */
  dispensed_by: z.string().nullable(),
  /** The last day it can be dispensed (YYYY-MM-DD); after it the prescription is "Vencida". */
  valid_until: z.string(),
  status: z.enum(PRESCRIPTION_STATES),
});
export type Prescription = z.output<typeof prescriptionSchema>;

export const PRESCRIPTION_CHECK_STATUSES = [
  'valid',
  'invalid',
  'dispensed',
  'expired',
  'tampered',
  'foreign',
] as const;
export type PrescriptionCheckStatus = (typeof PRESCRIPTION_CHECK_STATUSES)[number];

/** The pharmacy's view: minimal disclosure (patient initials only). */
export const prescriptionValidationSchema = z.strictObject({
  status: z.enum(PRESCRIPTION_STATES),
  public_id: z.string(),
  prescription_date: z.string(),
  prescription_text: z.string(),
  doctor: z.strictObject({
    name: z.string(),
    crm: z.string().nullable(),
    specialty: z.string().nullable(),
  }),
  patient_initials: z.string(),
  dispensed_at: z.string().nullable(),
  valid_until: z.string(),
});
export type PrescriptionValidation = z.output<typeof prescriptionValidationSchema>;

/** POST /api/prescriptions/verify: a QR that fails its checks discloses nothing. */
export const prescriptionVerificationSchema = z.union([
  prescriptionValidationSchema,
  z.strictObject({ status: z.enum(['tampered', 'foreign']), message: z.string() }),
]);
export type PrescriptionVerification = z.output<typeof prescriptionVerificationSchema>;

export const prescriptionPublicKeySchema = z.strictObject({
  algorithm: z.literal('Ed25519'),
  kid: z.string(),
  public_key_pem: z.string(),
});
export type PrescriptionPublicKey = z.output<typeof prescriptionPublicKeySchema>;
