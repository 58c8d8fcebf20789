/**
 * The request fields of the national registries' codes, shared by every form that takes them: a
 * unit's CNES, a doctor's CRM number with its UF, a professional's CBO.
 */
import { z } from 'zod';
import { BRAZILIAN_UFS, CNES_DIGITS, CRM_DIGITS, canonicalSpecialty } from '../domain/professional-codes';
import { optionalText, requiredText } from './common';

export const PROFESSIONAL_CODE_MESSAGES = {
  cnesInvalid: `CNES deve ter ${CNES_DIGITS} dígitos`,
  cnesTaken: 'CNES já cadastrado para outra unidade',
  crmRequired: 'CRM é obrigatório',
  crmInvalid: `CRM deve ter de ${CRM_DIGITS.min} a ${CRM_DIGITS.max} dígitos`,
  crmUfRequired: 'UF do CRM é obrigatória',
  crmUfInvalid: 'UF do CRM inválida',
  cboInvalid: 'CBO deve ter 6 dígitos',
} as const;
const M = PROFESSIONAL_CODE_MESSAGES;

const trimmedOrNull = (v: unknown) => {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') return v;
  const t = v.trim();
  return t === '' ? null : t;
};

/** Optional CNES: 7 digits; blank means none. */
export const cnesSchema = z.preprocess(
  trimmedOrNull,
  z
    .string({ error: M.cnesInvalid })
    .regex(new RegExp(`^\\d{${CNES_DIGITS}}$`), M.cnesInvalid)
    .nullable(),
);

const crmDigits = z
  .string({ error: M.crmInvalid })
  .regex(new RegExp(`^\\d{${CRM_DIGITS.min},${CRM_DIGITS.max}}$`), M.crmInvalid);

/** Optional CRM number (digits only); blank means none. */
export const optionalCrmSchema = z.preprocess(trimmedOrNull, crmDigits.nullable());
/** Required CRM number (digits only). */
export const requiredCrmSchema = z.preprocess(
  trimmedOrNull,
  z.string({ error: M.crmRequired }).pipe(crmDigits),
);

const uf = z.enum(BRAZILIAN_UFS, { error: M.crmUfInvalid });
/** Optional UF of the CRM (upper-cased); blank means none. */
export const optionalCrmUfSchema = z.preprocess(
  (v) => (typeof v === 'string' ? trimmedOrNull(v.toUpperCase()) : trimmedOrNull(v)),
  uf.nullable(),
);
/** Required UF of the CRM. */
export const requiredCrmUfSchema = z.preprocess(
  (v) => (typeof v === 'string' ? trimmedOrNull(v.toUpperCase()) : trimmedOrNull(v)),
  z.string({ error: M.crmUfRequired }).pipe(uf),
);

/** Optional CBO code; when absent the server fills it from the specialty or the role. */
export const optionalCboSchema = z.preprocess(
  trimmedOrNull,
  z
    .string({ error: M.cboInvalid })
    .regex(/^\d{6}$/, M.cboInvalid)
    .nullable(),
);

/**
 * What a professional's form says of their registries: the CRM number and UF (doctors), and the CBO,
 * filled from the specialty or the role when not given.
 */
export const professionalCodesShape = {
  crm: optionalCrmSchema,
  crm_uf: optionalCrmUfSchema,
  cbo: optionalCboSchema,
};

/**
 * A CRM's number and UF go together: a doctor's form with one of them needs the other. Other
 * professions carry no CRM (the server drops what they send), so nothing is asked of them.
 */
export function crmPairIssues(
  value: { crm?: string | null; crm_uf?: string | null; user_type?: string },
  ctx: z.RefinementCtx,
): void {
  if (value.user_type !== undefined && value.user_type !== 'doctor') return;
  if (value.crm && !value.crm_uf)
    ctx.addIssue({ code: 'custom', path: ['crm_uf'], message: M.crmUfRequired });
  if (value.crm_uf && !value.crm) ctx.addIssue({ code: 'custom', path: ['crm'], message: M.crmRequired });
}

/** A doctor's specialty, written as the city's list writes it when it is one of the list's. */
export const requiredSpecialtySchema = (message: string) =>
  requiredText(message, 100).transform(canonicalSpecialty);
export const optionalSpecialtySchema = optionalText(100).transform((v) => (v ? canonicalSpecialty(v) : v));
