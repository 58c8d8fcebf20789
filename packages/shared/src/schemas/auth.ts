import { z } from 'zod';
import type { GENDERS } from '../domain/constants';
import { BLOOD_TYPES } from '../domain/constants';
import type { AUTHORITY_TYPES, PrincipalKind } from '../auth/roles';
import { STAFF_TYPES } from '../auth/roles';
import { isValidCpf, onlyDigits } from '../domain/format';
import { optionalCpfSchema, optionalText, passwordSchema, phoneSchema, requiredText } from './common';

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
export const profileSetupSchema = z.object({
  user_type: z.enum(PROFILE_SETUP_TYPES, { error: 'Tipo de usuário é obrigatório' }),
  full_name: requiredText('Nome completo é obrigatório'),
  cpf: optionalCpfSchema,
  phone: phoneSchema,
  sus_card: optionalText(30),
  blood_type: z.enum(BLOOD_TYPES).nullish(),
  allergies: optionalText(1000),
  specialty: optionalText(100),
  crm: optionalText(30),
});
export type ProfileSetup = z.input<typeof profileSetupSchema>;

/** POST /api/staff/register (spec 02 sections 5 and 7). */
export const staffRegisterSchema = z.object({
  full_name: requiredText('Nome completo é obrigatório'),
  user_type: z.enum(STAFF_TYPES, { error: 'Tipo de funcionário é obrigatório' }),
  cpf: optionalCpfSchema,
  phone: phoneSchema,
  specialty: optionalText(100),
  crm: optionalText(30),
  password: passwordSchema,
});
export type StaffRegister = z.input<typeof staffRegisterSchema>;

// ---- Answers ----

export type PatientProfile = {
  id: number;
  user_type: 'patient';
  cpf: string | null;
  full_name: string;
  birth_date: string | null;
  gender: (typeof GENDERS)[number] | null;
  phone: string | null;
  sus_card: string | null;
  blood_type: (typeof BLOOD_TYPES)[number] | null;
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
  profile_photo_url: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
};

export type StaffUser = {
  id: number;
  user_type: (typeof STAFF_TYPES)[number];
  full_name: string;
  cpf: string | null;
  phone: string | null;
  specialty: string | null;
  crm: string | null;
  health_unit_id: number | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
};

/** GET /api/users/me: the general profile (spec 01 section 3). */
export type Profile = {
  id: number;
  user_type: 'patient' | (typeof STAFF_TYPES)[number];
  full_name: string;
  cpf: string | null;
  phone: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  sus_card?: string | null;
  blood_type?: string | null;
  allergies?: string | null;
  emergency_contact_name?: string | null;
  emergency_contact_phone?: string | null;
  specialty?: string | null;
  crm?: string | null;
};
export type UsersMe = {
  /** Which session answered: a CPF staff login, the department login or a Google sign-in. */
  principal: 'staff' | 'health_department' | 'external' | 'patient';
  profile: Profile | null;
  hasProfile: boolean;
  /** Signed in with Google: name and e-mail from the identity provider, to prefill profile setup. */
  identity?: { name: string | null; email: string | null };
  /** A staff profile chosen at profile setup waits for the health department's activation. */
  pendingActivation?: boolean;
};

/** GET /api/session: the sessions this browser holds, without a 401 for visitors. */
export type SessionsAnswer = {
  sessions: {
    kind: PrincipalKind;
    role: string;
  }[];
};

export type HealthDepartmentUser = {
  id: number;
  username: string;
  full_name: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
};

export type HospitalUser = {
  id: number;
  username: string;
  administrator_name: string;
  health_unit_id: number;
  health_unit_name: string;
  email: string | null;
  phone: string | null;
  is_active: boolean;
};

export type PublicAuthorityUser = {
  id: number;
  username: string;
  authority_name: string;
  authority_type: (typeof AUTHORITY_TYPES)[number];
  contact_email: string | null;
  contact_phone: string | null;
  is_active: boolean;
};

/** GET /api/public/config: what the public pages need to know about this installation. */
export type PublicConfig = {
  demo: boolean;
  googleEnabled: boolean;
  /** A CPF lookup provider is configured: registration offers to fill name and birth date from the CPF. */
  cpfLookupEnabled: boolean;
  /** An SMTP server is configured: a forgotten password's code can be sent by e-mail (decision 017). */
  passwordResetByEmail: boolean;
  contact: { email: string | null; phone: string | null };
  /** Leaflet tile URL template for maps. */
  mapTileUrl: string;
  /** Only in demo mode: the demo accounts and their shared passwords. */
  demoAccounts: DemoAccounts | null;
};
export type DemoAccounts = {
  password: string;
  patients: { cpf: string; name: string }[];
  staff: { cpf: string; name: string; user_type: string }[];
  healthDepartment: { username: string; password: string }[];
  hospitals: { username: string; unit: string }[];
  authorities: { username: string; authority_type: string; authority_name: string }[];
  /** Partner pharmacies (docs/decisions/023-pharmacy-accounts.md). */
  pharmacies: { username: string; name: string }[];
};
