/**
 * Who can be signed in. A session belongs to one principal kind; the role used for permissions is
 * derived from it (a staff principal is a doctor, a receptionist or a health-department member).
 */
export const PRINCIPAL_KINDS = [
  'patient',
  'staff',
  'health_department',
  'hospital',
  'public_authority',
  /** A partner pharmacy that dispenses prescriptions (docs/decisions/023-pharmacy-accounts.md). */
  'pharmacy',
  'external',
] as const;
export type PrincipalKind = (typeof PRINCIPAL_KINDS)[number];

/** The role the permission table is keyed by. */
export const ROLES = [
  'patient',
  'doctor',
  'reception',
  'health_department',
  'hospital',
  'public_authority',
  'pharmacy',
  /** Signed in with Google, but without an active profile yet (none chosen, or awaiting activation). */
  'pending_user',
] as const;
export type Role = (typeof ROLES)[number];

/** Values of user_type in profiles (spec 01 section 1). */
export const USER_TYPES = [
  'patient',
  'doctor',
  'reception',
  'health_department',
  'hospital',
  'public_authority',
] as const;
export type UserType = (typeof USER_TYPES)[number];

export const STAFF_TYPES = ['doctor', 'reception', 'health_department'] as const;
export type StaffType = (typeof STAFF_TYPES)[number];

export const AUTHORITY_TYPES = ['police', 'child_protection', 'missing_persons', 'public_security'] as const;
export type AuthorityType = (typeof AUTHORITY_TYPES)[number];

/** Labels of spec 02 section 3 (user profile). */
export const USER_TYPE_LABELS: Record<StaffType | 'patient' | AuthorityType, string> = {
  doctor: 'Médico',
  reception: 'Recepção',
  patient: 'Paciente',
  health_department: 'Secretaria de Saúde',
  police: 'Polícia',
  child_protection: 'Conselho Tutelar',
  missing_persons: 'Pessoas Desaparecidas',
  public_security: 'Segurança Pública',
};

export const AUTHORITY_TYPE_LABELS: Record<AuthorityType, string> = {
  police: 'Polícia',
  child_protection: 'Conselho Tutelar',
  missing_persons: 'Pessoas Desaparecidas',
  public_security: 'Segurança Pública',
};
