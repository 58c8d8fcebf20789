/**
 * The national registries' codes for professionals and units: a doctor's CRM (number and the state,
 * UF, of the regional council that issued it), the CBO occupation code of every professional and the
 * CNES of a health unit.
 *
 * CBO codes: Classificação Brasileira de Ocupações (CBO 2002), Ministério do Trabalho e Emprego,
 * family 2251-2253 (médicos), 2236 (fisioterapeutas), 4221 (recepcionistas) and 1312 (gestores de
 * serviços de saúde). A specialty of the spec maps to the occupation the CNES registers for it.
 */
import type { DEFAULT_DOCTOR_SPECIALTY, SPECIALTIES } from './constants';
import type { StaffType } from '../auth/roles';

/** The 26 states and the Federal District, each with its own regional medical council (CRM). */
export const BRAZILIAN_UFS = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA',
  'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
] as const; // prettier-ignore
export type BrazilianUf = (typeof BRAZILIAN_UFS)[number];

export function isBrazilianUf(value: string): value is BrazilianUf {
  return (BRAZILIAN_UFS as readonly string[]).includes(value);
}

/** CRM numbers are issued by each council in sequence: today from 4 to 7 digits. */
export const CRM_DIGITS = { min: 4, max: 7 } as const;
/** A CNES code has 7 digits. */
export const CNES_DIGITS = 7;

export type Specialty = (typeof SPECIALTIES)[number] | typeof DEFAULT_DOCTOR_SPECIALTY;

/** The CBO 2002 occupation of each specialty the product offers. */
export const SPECIALTY_CBO: Record<Specialty, { code: string; occupation: string }> = {
  Cardiologista: { code: '225120', occupation: 'Médico cardiologista' },
  Urologista: { code: '225285', occupation: 'Médico urologista' },
  Ginecologista: { code: '225250', occupation: 'Médico ginecologista e obstetra' },
  Ortopedista: { code: '225270', occupation: 'Médico ortopedista e traumatologista' },
  Pediatra: { code: '225124', occupation: 'Médico pediatra' },
  'Clínico Geral': { code: '225125', occupation: 'Médico clínico' },
  Dermatologista: { code: '225135', occupation: 'Médico dermatologista' },
  Endocrinologista: { code: '225155', occupation: 'Médico endocrinologista e metabologista' },
  Oftalmologista: { code: '225265', occupation: 'Médico oftalmologista' },
  Neurologista: { code: '225112', occupation: 'Médico neurologista' },
  Psiquiatra: { code: '225133', occupation: 'Médico psiquiatra' },
  Fisioterapeuta: { code: '223605', occupation: 'Fisioterapeuta geral' },
  'Medicina Geral': { code: '225125', occupation: 'Médico clínico' },
};

/** The occupation of the professions that have no specialty. */
export const ROLE_CBO: Record<Exclude<StaffType, 'doctor'>, { code: string; occupation: string }> = {
  reception: { code: '422105', occupation: 'Recepcionista, em geral' },
  health_department: { code: '131210', occupation: 'Gerente de serviços de saúde' },
};

/** Accents and case aside, so 'clinico geral' typed by hand finds 'Clínico Geral'. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
const bySpecialty = new Map(Object.entries(SPECIALTY_CBO).map(([name, cbo]) => [fold(name), cbo.code]));

const canonical = new Map(Object.keys(SPECIALTY_CBO).map((name) => [fold(name), name]));

/**
 * A specialty as the city's list writes it when it was typed with other case or accents
 * ('dermatologista' is 'Dermatologista'): requests name the list's, and a unit's doctor is offered
 * for a request of exactly that name. Any other text is kept as typed.
 */
export function canonicalSpecialty(specialty: string): string {
  return canonical.get(fold(specialty)) ?? specialty;
}

/** The CBO of a specialty (null when the table does not know it). */
export function cboForSpecialty(specialty: string | null | undefined): string | null {
  return specialty ? (bySpecialty.get(fold(specialty)) ?? null) : null;
}

/** The CBO a professional gets when none is given: a doctor's from the specialty, others' from the role. */
export function cboFor(userType: StaffType, specialty: string | null | undefined): string | null {
  return userType === 'doctor' ? cboForSpecialty(specialty) : ROLE_CBO[userType].code;
}

/** The occupation's name for a CBO code of the table (null for any other code). */
export function cboOccupation(code: string | null | undefined): string | null {
  if (!code) return null;
  const all = [...Object.values(SPECIALTY_CBO), ...Object.values(ROLE_CBO)];
  return all.find((c) => c.code === code)?.occupation ?? null;
}

/**
 * Reads a CRM as people have written it: 'CRM-SP 139512', 'CRM/SP 139512', '139512-SP', '139512/SP',
 * 'SP 139512', '139512'. Gives the digits and the UF (null when none is written); null when the text
 * is not a CRM at all (two numbers, an unknown state, other words).
 */
export function parseCrm(value: string): { crm: string; uf: BrazilianUf | null } | null {
  const text = value
    .trim()
    .toUpperCase()
    .replace(/^CRM\b[\s\-/:.]*/, '');
  const match =
    /^([A-Z]{2})[\s\-/:.]*(\d{1,8})$/.exec(text) ?? /^(\d{1,8})(?:[\s\-/:.]+([A-Z]{2}))?$/.exec(text);
  if (!match) return null;
  const [, a, b] = match;
  const [digits, uf] = /^\d/.test(a!) ? [a!, b ?? null] : [b!, a!];
  if (uf !== null && !isBrazilianUf(uf)) return null;
  return { crm: digits, uf };
}

/**
 * The CRM once, as '139512/SP' (the number alone when its state is unknown). A value kept from before
 * the number and state were apart ('CRM-SP 139512') is read and shown the same way.
 */
export function formatCrm(crm: string | null | undefined, uf?: string | null): string | null {
  const number = crm?.trim();
  if (!number) return null;
  if (uf) return `${number}/${uf}`;
  const parsed = parseCrm(number);
  if (!parsed) return number;
  return parsed.uf ? `${parsed.crm}/${parsed.uf}` : parsed.crm;
}

/** 'CRM 139512/SP', for text where no label says it is a CRM. */
export function crmLabel(crm: string | null | undefined, uf?: string | null): string | null {
  const formatted = formatCrm(crm, uf);
  if (!formatted) return null;
  return /^crm\b/i.test(formatted) ? formatted : `CRM ${formatted}`;
}

/**
 * What a professional's row keeps of a form: specialty and CRM only for doctors, whatever was typed
 * before the type changed, and the CBO given or else the specialty's or the role's.
 */
export function professionalFields(input: {
  user_type: StaffType;
  specialty: string | null;
  crm: string | null;
  crm_uf: string | null;
  cbo?: string | null;
}): { specialty: string | null; crm: string | null; crm_uf: string | null; cbo: string | null } {
  const isDoctor = input.user_type === 'doctor';
  const specialty = isDoctor ? input.specialty : null;
  return {
    specialty,
    crm: isDoctor ? input.crm : null,
    crm_uf: isDoctor ? input.crm_uf : null,
    cbo: input.cbo ?? cboFor(input.user_type, specialty),
  };
}
