import { z } from 'zod';
import { BLOOD_TYPES, GENDERS } from '../domain/constants';
import { AUTHORITY_TYPES, PRINCIPAL_KINDS, ROLES, STAFF_TYPES } from '../auth/roles';
import { isValidCpf, onlyDigits } from '../domain/format';
import {
  staffCpfSchema,
  optionalCnsSchema,
  optionalCpfSchema,
  optionalText,
  optionalUnitIdSchema,
  passwordSchema,
  phoneSchema,
  requiredText,
} from './common';
import {
  crmPairIssues,
  optionalCrmSchema,
  optionalCrmUfSchema,
  optionalSpecialtySchema,
  professionalCodesShape,
} from './professional-codes';

/** Patient and staff sign in with CPF digits and password. */
export const cpfLoginSchema = z.object({
  cpf: z
    .string({ error: 'Informe o CPF' })
    .transform(onlyDigits)
    .refine((v) => v.length === 11, 'CPF deve ter 11 dígitos')
    // Wrong check digits are a typing slip: said before anything is sent.
    .refine((v) => v.length !== 11 || isValidCpf(v), 'CPF inválido'),
  password: z.string({ error: 'Informe a senha' }).min(1, 'Informe a senha').max(200),
});
export type CpfLogin = z.input<typeof cpfLoginSchema>;

/** POST /api/auth/patient/password: the current password again, and the new one twice. */
export const passwordChangeSchema = z
  .object({
    current_password: z.string({ error: 'Informe a senha atual' }).min(1, 'Informe a senha atual').max(200),
    new_password: passwordSchema,
    confirm_password: z.string({ error: 'Confirme a nova senha' }),
  })
  .refine((v) => v.confirm_password === v.new_password, {
    message: 'As senhas não coincidem',
    path: ['confirm_password'],
  });
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** Health department, hospital and public authority sign in with a username. */
export const usernameLoginSchema = z.object({
  username: requiredText('Informe o usuário', 100),
  password: z.string({ error: 'Informe a senha' }).min(1, 'Informe a senha').max(200),
});
export type UsernameLogin = z.input<typeof usernameLoginSchema>;

export const sessionExchangeSchema = z.object({
  code: requiredText('Código de autorização ausente', 2000),
  state: requiredText('Estado de autorização ausente', 200),
  /** The provider's issuer, sent back with the code by providers that follow RFC 9207. */
  iss: optionalText(500),
});

/** Profile setup after signing in with Google (spec 01 section 5). */
export const PROFILE_SETUP_TYPES = ['patient', ...STAFF_TYPES] as const;
export const profileSetupSchema = z
  .object({
    user_type: z.enum(PROFILE_SETUP_TYPES, { error: 'Tipo de usuário é obrigatório' }),
    full_name: requiredText('Nome completo é obrigatório'),
    cpf: optionalCpfSchema,
    phone: phoneSchema,
    sus_card: optionalCnsSchema,
    blood_type: z.enum(BLOOD_TYPES).nullish(),
    allergies: optionalText(1000),
    specialty: optionalSpecialtySchema,
    crm: optionalCrmSchema,
    crm_uf: optionalCrmUfSchema,
  })
  .superRefine(crmPairIssues);
export type ProfileSetup = z.input<typeof profileSetupSchema>;

/**
 * POST /api/staff/register (spec 02 sections 5 and 7). The CPF is required, unlike the spec's: the
 * member signs in with CPF and password, so without one the account could never be used (decision 061).
 * A doctor or receptionist may name the unit they work at (decision 063).
 */
export const staffRegisterSchema = z
  .object({
    full_name: requiredText('Nome completo é obrigatório'),
    user_type: z.enum(STAFF_TYPES, { error: 'Tipo de funcionário é obrigatório' }),
    cpf: staffCpfSchema,
    phone: phoneSchema,
    specialty: optionalSpecialtySchema,
    ...professionalCodesShape,
    health_unit_id: optionalUnitIdSchema,
    password: passwordSchema,
  })
  .superRefine(crmPairIssues);
export type StaffRegister = z.input<typeof staffRegisterSchema>;

// ---- Answers ----

export const patientProfileSchema = z.strictObject({
  id: z.number().int(),
  user_type: z.literal('patient'),
  cpf: z.string().nullable(),
  full_name: z.string(),
  birth_date: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  phone: z.string().nullable(),
  sus_card: z.string().nullable(),
  blood_type: z.enum(BLOOD_TYPES).nullable(),
  allergies: z.string().nullable(),
  emergency_contact_name: z.string().nullable(),
  emergency_contact_phone: z.string().nullable(),
  cep: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  profile_photo_url: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PatientProfile = z.output<typeof patientProfileSchema>;

export const staffUserSchema = z.strictObject({
  id: z.number().int(),
  user_type: z.enum(STAFF_TYPES),
  full_name: z.string(),
  cpf: z.string().nullable(),
  phone: z.string().nullable(),
  specialty: z.string().nullable(),
  crm: z.string().nullable(),
  crm_uf: z.string().nullable(),
  cbo: z.string().nullable(),
  health_unit_id: z.number().int().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffUser = z.output<typeof staffUserSchema>;

/** GET /api/users/me: the general profile (spec 01 section 3). */
export const profileSchema = z.strictObject({
  id: z.number().int(),
  user_type: z.enum(['patient', ...STAFF_TYPES]),
  full_name: z.string(),
  cpf: z.string().nullable(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  sus_card: z.string().nullable().optional(),
  blood_type: z.string().nullable().optional(),
  allergies: z.string().nullable().optional(),
  emergency_contact_name: z.string().nullable().optional(),
  emergency_contact_phone: z.string().nullable().optional(),
  specialty: z.string().nullable().optional(),
  crm: z.string().nullable().optional(),
  crm_uf: z.string().nullable().optional(),
  cbo: z.string().nullable().optional(),
  /** A doctor's or receptionist's unit (decision 063): null when they have none. */
  health_unit_name: z.string().nullable().optional(),
});
export type Profile = z.output<typeof profileSchema>;

export const usersMeSchema = z.strictObject({
  /** Which session answered: a CPF staff login, the department login or a Google sign-in. */
  principal: z.enum(['staff', 'health_department', 'external', 'patient']),
  profile: profileSchema.nullable(),
  hasProfile: z.boolean(),
  /** Signed in with Google: name and e-mail from the identity provider, to prefill profile setup. */
  identity: z.strictObject({ name: z.string().nullable(), email: z.string().nullable() }).optional(),
  /** A staff profile chosen at profile setup waits for the health department's activation. */
  pendingActivation: z.boolean().optional(),
});
export type UsersMe = z.output<typeof usersMeSchema>;

/** POST /api/users/profile: the profile set up, as it will be shown. */
export const createdProfileSchema = z.strictObject({
  profile: profileSchema,
  /** A staff profile waits for the health department's activation; a patient's is active at once. */
  pendingActivation: z.boolean(),
});
export type CreatedProfile = z.output<typeof createdProfileSchema>;

/**
 * GET /api/session: the sessions this browser holds, without a 401 for visitors, and with them what
 * the app would ask next, so that its first check is one request instead of two in a row: `me` is
 * GET /api/users/me's answer, present when a session with a general profile is held (staff, the
 * department, a Google sign-in); `patient` is GET /api/auth/patient/me's account, present when a
 * patient's session is held. Null where that request would have been refused.
 */
export const sessionsAnswerSchema = z.strictObject({
  sessions: z.array(z.strictObject({ kind: z.enum(PRINCIPAL_KINDS), role: z.enum(ROLES) })),
  me: usersMeSchema.nullable().optional(),
  patient: patientProfileSchema.nullable().optional(),
});
export type SessionsAnswer = z.output<typeof sessionsAnswerSchema>;

/** GET /api/oauth/google/redirect_url: where the browser goes to sign in with Google. */
export const googleRedirectSchema = z.strictObject({ redirectUrl: z.string() });

/** An action that answers only that it was done (a sign-out, a password changed). */
export const successSchema = z.strictObject({ success: z.literal(true) });
export type Success = z.output<typeof successSchema>;

export const healthDepartmentUserSchema = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HealthDepartmentUser = z.output<typeof healthDepartmentUserSchema>;

export const hospitalUserSchema = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  administrator_name: z.string(),
  health_unit_id: z.number().int(),
  health_unit_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
});
export type HospitalUser = z.output<typeof hospitalUserSchema>;

export const publicAuthorityUserSchema = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  authority_name: z.string(),
  authority_type: z.enum(AUTHORITY_TYPES),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  is_active: z.boolean(),
});
export type PublicAuthorityUser = z.output<typeof publicAuthorityUserSchema>;

export const demoAccountsSchema = z.strictObject({
  password: z.string(),
  patients: z.array(z.strictObject({ cpf: z.string(), name: z.string() })),
  staff: z.array(z.strictObject({ cpf: z.string(), name: z.string(), user_type: z.string() })),
  healthDepartment: z.array(z.strictObject({ username: z.string(), password: z.string() })),
  hospitals: z.array(z.strictObject({ username: z.string(), unit: z.string() })),
  authorities: z.array(
    z.strictObject({ username: z.string(), authority_type: z.string(), authority_name: z.string() }),
  ),
  /** Partner pharmacies (docs/decisions/023-pharmacy-accounts.md). */
  pharmacies: z.array(z.strictObject({ username: z.string(), name: z.string() })),
});
export type DemoAccounts = z.output<typeof demoAccountsSchema>;

/** GET /api/public/config: what the public pages need to know about this installation. */
export const publicConfigSchema = z.strictObject({
  demo: z.boolean(),
  googleEnabled: z.boolean(),
  /** A CPF lookup provider is configured: registration offers to fill name and birth date from the CPF. */
  cpfLookupEnabled: z.boolean(),
  /** An SMTP server is configured: a forgotten password's code can be sent by e-mail (decision 017). */
  passwordResetByEmail: z.boolean(),
  contact: z.strictObject({ email: z.string().nullable(), phone: z.string().nullable() }),
  /** Leaflet tile URL template for maps. */
  mapTileUrl: z.string(),
  /** Only in demo mode: the demo accounts and their shared passwords. */
  demoAccounts: demoAccountsSchema.nullable(),
});
export type PublicConfig = z.output<typeof publicConfigSchema>;
