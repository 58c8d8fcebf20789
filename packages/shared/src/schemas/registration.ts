/**
 * Patient self-registration and the lookups that help fill it in (spec 01 sections 3, 5 and 7).
 * The same schemas drive the web form and the server's validation.
 */
import { z } from 'zod';
import { BLOOD_TYPES, GENDERS, LIMITS } from '../domain/constants';
import { onlyDigits } from '../domain/format';
import {
  cnsEditSchema,
  cpfSchema,
  optionalCnsSchema,
  optionalText,
  passwordSchema,
  phoneSchema,
  requiredText,
} from './common';
import { patientProfileSchema } from './auth';
import { isCalendarDay, todayInCity } from '../domain/dates';

export const REGISTRATION_MESSAGES = {
  /** The server's refusal of a CPF that already has an account (409). */
  cpfTaken: 'CPF já cadastrado',
  passwordsDiffer: 'As senhas não coincidem',
  birthDateRequired: 'Data de nascimento é obrigatória',
  birthDateInvalid: 'Data de nascimento inválida',
  genderRequired: 'Sexo é obrigatório',
  cepInvalid: 'CEP deve ter 8 dígitos',
  stateTooLong: 'Estado (UF) deve ter no máximo 2 caracteres',
} as const;

/** The form's "not informed" choice and an empty select both arrive as '' and mean null. */
const emptyToNull = (v: unknown) => (v === '' ? null : v);

const optionalDigits = (length: number, message: string) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ? onlyDigits(v) : ''))
    .refine((v) => v === '' || v.length === length, message)
    .transform((v) => (v === '' ? null : v));

const confirmationMatches = (v: { password: string; confirm_password?: string | null }) =>
  v.confirm_password == null || v.confirm_password === v.password;

const credentialsShape = {
  cpf: cpfSchema,
  password: passwordSchema,
  /** Checked in the browser by the spec; the server checks it too when it is sent. */
  confirm_password: z.string().nullish(),
};

/**
 * The fields the spec checks first (CPF, password, confirmation). The server validates these before
 * the rest so the first message it answers follows the spec's order.
 */
export const registrationCredentialsSchema = z.looseObject(credentialsShape).refine(confirmationMatches, {
  message: REGISTRATION_MESSAGES.passwordsDiffer,
  path: ['confirm_password'],
});

/** How to reach the patient and where they live: asked at registration, kept current by the patient. */
const contactShape = {
  phone: phoneSchema,
  sus_card: optionalCnsSchema,
  cep: optionalDigits(LIMITS.cepDigits, REGISTRATION_MESSAGES.cepInvalid),
  logradouro: optionalText(200),
  numero: optionalText(20),
  complemento: optionalText(100),
  bairro: optionalText(100),
  cidade: optionalText(100),
  estado: z
    .string()
    .nullish()
    .transform((v) => v?.trim().toUpperCase() || null)
    .refine((v) => v === null || v.length <= 2, REGISTRATION_MESSAGES.stateTooLong),
};

/**
 * PATCH /api/auth/patient/me: the patient's contact data, every field sent (an empty one clears it).
 * A CNS stored before the check is kept when sent back unchanged (the service decides, `isKeptCns`).
 */
export const patientContactUpdateSchema = z.object({ ...contactShape, sus_card: cnsEditSchema });
export type PatientContactUpdate = z.input<typeof patientContactUpdateSchema>;

export const patientRegistrationSchema = z
  .object({
    ...credentialsShape,
    full_name: requiredText('Nome completo é obrigatório'),
    birth_date: z
      .string({ error: REGISTRATION_MESSAGES.birthDateRequired })
      .trim()
      .min(1, REGISTRATION_MESSAGES.birthDateRequired)
      .refine(isCalendarDay, REGISTRATION_MESSAGES.birthDateInvalid)
      .refine((v) => v <= todayInCity(), REGISTRATION_MESSAGES.birthDateInvalid),
    gender: z.enum(GENDERS, { error: REGISTRATION_MESSAGES.genderRequired }),
    ...contactShape,
    blood_type: z.preprocess(
      emptyToNull,
      z.enum(BLOOD_TYPES, { error: 'Tipo sanguíneo inválido' }).nullish(),
    ),
    allergies: optionalText(1000),
    emergency_contact_name: optionalText(200),
    emergency_contact_phone: phoneSchema,
    /** An image data URL from the camera dialog; the server checks its bytes (files service). */
    profile_photo_url: optionalText(8 * 1024 * 1024),
  })
  .refine(confirmationMatches, {
    message: REGISTRATION_MESSAGES.passwordsDiffer,
    path: ['confirm_password'],
  });
export type PatientRegistration = z.input<typeof patientRegistrationSchema>;
export type PatientRegistrationData = z.output<typeof patientRegistrationSchema>;

/** POST /api/auth/patient/register answers 201 with the new patient, already signed in. */
export const patientRegistrationResultSchema = z.strictObject({
  success: z.literal(true),
  patient: patientProfileSchema,
});
export type PatientRegistrationResult = z.output<typeof patientRegistrationResultSchema>;

/** PATCH /api/auth/patient/me: the patient as saved, to replace the one in the session. */
export const patientContactUpdateResultSchema = patientRegistrationResultSchema;
export type PatientContactUpdateResult = z.output<typeof patientContactUpdateResultSchema>;

// ---- Lookups (GET /api/lookup/...) ----

export const LOOKUP_MESSAGES = {
  cepNotFound: 'CEP não encontrado',
  /** No answer reached the browser: the connection. */
  cepFailed: 'Erro na consulta de CEP. Verifique sua conexão e tente novamente.',
  /** The server answered, but the CEP service did not: nothing the person can fix by reconnecting. */
  cepUnavailable: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
  cpfInvalid: 'CPF inválido',
  cpfUnavailable:
    'Não foi possível consultar os dados do CPF automaticamente. Por favor, preencha manualmente seus dados.',
  cpfTooMany: 'Muitas consultas de CPF. Aguarde um minuto e tente novamente.',
  coordinatesInvalid: 'Coordenadas inválidas',
  locationFallback: 'Localização registrada',
} as const;

export const cepLookupResultSchema = z.strictObject({
  logradouro: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
});
export type CepLookupResult = z.output<typeof cepLookupResultSchema>;
export const cpfLookupResultSchema = z.strictObject({
  full_name: z.string(),
  birth_date: z.string().nullable(),
});
export type CpfLookupResult = z.output<typeof cpfLookupResultSchema>;
export const reverseGeocodeResultSchema = z.strictObject({
  address: z.string(),
  neighborhood: z.string().nullable(),
});
export type ReverseGeocodeResult = z.output<typeof reverseGeocodeResultSchema>;

/** Query values arrive as text; an empty or missing one is missing, not zero. */
const coordinate = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : Number(v)),
    z
      .number({ error: LOOKUP_MESSAGES.coordinatesInvalid })
      .min(min, LOOKUP_MESSAGES.coordinatesInvalid)
      .max(max, LOOKUP_MESSAGES.coordinatesInvalid),
  );

export const reverseGeocodeQuerySchema = z.object({ lat: coordinate(-90, 90), lon: coordinate(-180, 180) });
