import { z } from 'zod';
import { isValidCns as libIsValidCns } from '@brazilian-utils/brazilian-utils';
import './locale';
import { isValidCpf, onlyDigits } from '../domain/format';
import { LIMITS } from '../domain/constants';

/** Trims; an empty string becomes null (the spec sends empty optional values as null). */
export const optionalText = (max = 500) =>
  z
    .string()
    .max(max, `Máximo de ${max} caracteres`)
    .nullish()
    .transform((v) => {
      const t = v?.trim();
      return t ? t : null;
    });

export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo de ${max} caracteres`);

/** CPF as 11 digits with valid check digits; masks are stripped first. */
export const cpfSchema = z
  .string({ error: 'CPF é obrigatório' })
  .transform(onlyDigits)
  .refine((v) => v.length === LIMITS.cpfDigits, 'CPF deve ter 11 dígitos')
  .refine(isValidCpf, 'CPF inválido - verifique os dígitos verificadores');

/**
 * A new staff account's CPF (decision 061): left blank, it is said to be missing rather than short.
 * The patient's registration keeps the spec's order, where a blank CPF is 'CPF deve ter 11 dígitos'.
 */
export const staffCpfSchema = z
  .string({ error: 'CPF é obrigatório' })
  .refine((v) => onlyDigits(v) !== '', { error: 'CPF é obrigatório', abort: true })
  .pipe(cpfSchema);

export const optionalCpfSchema = z
  .string()
  .nullish()
  .transform((v) => (v ? onlyDigits(v) : ''))
  .refine((v) => v === '' || v.length === LIMITS.cpfDigits, 'CPF deve ter 11 dígitos')
  .refine((v) => v === '' || isValidCpf(v), 'CPF inválido - verifique os dígitos verificadores')
  .transform((v) => (v === '' ? null : v));

/** The one message for a CNS (Cartão Nacional de Saúde) that is not a valid number. */
export const CNS_INVALID_MESSAGE = 'CNS inválido - verifique os dígitos';

/** A CNS without its mask: the spaces, dots and hyphens people type or paste are removed. */
export const cnsDigits = (value: string): string => value.replace(/[\s.-]/g, '');

/**
 * 15 digits with valid check digits, in either series the Ministry of Health issues: the definitive
 * numbers (starting 1 or 2, derived from the PIS with its check digit) and the provisional ones
 * (starting 7, 8 or 9, whose weighted sum is a multiple of 11). @brazilian-utils checks both.
 */
export function isValidCns(value: string): boolean {
  const digits = cnsDigits(value);
  return /^\d{15}$/.test(digits) && libIsValidCns(digits);
}

/**
 * An optional CNS sent by a form that creates a patient: empty or null is no CNS; anything else
 * must be a valid number and is kept as its 15 digits.
 */
export const optionalCnsSchema = z
  .string()
  .max(30, CNS_INVALID_MESSAGE)
  .nullish()
  .transform((v) => (v ? cnsDigits(v) : ''))
  .refine((v) => v === '' || isValidCns(v), CNS_INVALID_MESSAGE)
  .transform((v) => (v === '' ? null : v));

/**
 * Whether an edit sends back the CNS already stored, unchanged (mask aside). Numbers stored before the
 * check existed may fail it; they are kept and flagged, and an edit of the patient's other data must
 * not be refused for them. Only a CNS that is changed has to be valid.
 */
export function isKeptCns(stored: string | null | undefined, sent: string | null | undefined): boolean {
  return !!stored && !!sent && cnsDigits(stored) === cnsDigits(sent);
}

/**
 * The CNS of an edit request: unmasked, not yet checked, because only the stored row tells whether it
 * changed. The service refuses a changed one that is not valid (`isKeptCns`, `isValidCns`); a form
 * checks it with `editedCnsSchema(stored)`.
 */
export const cnsEditSchema = z
  .string()
  .max(30, CNS_INVALID_MESSAGE)
  .nullish()
  .transform((v) => (v?.trim() ? cnsDigits(v.trim()) : null));

/** A form's CNS on an edit: the stored number unchanged, nothing, or a valid number. */
export const editedCnsSchema = (stored: string | null | undefined) =>
  cnsEditSchema.refine((v) => v === null || isValidCns(v) || isKeptCns(stored, v), CNS_INVALID_MESSAGE);

export const phoneSchema = z
  .string()
  .nullish()
  .transform((v) => (v ? onlyDigits(v) : ''))
  .refine((v) => v === '' || (v.length >= 10 && v.length <= 11), 'Telefone inválido')
  .transform((v) => (v === '' ? null : v));

export const passwordSchema = z
  .string({ error: 'Senha é obrigatória' })
  .min(LIMITS.passwordMin, 'A senha deve ter pelo menos 6 caracteres')
  .max(200, 'Senha muito longa');

/**
 * The largest id a row can have (the 32-bit serial of PostgreSQL, the same bound on SQLite): a larger
 * one names no row, and PostgreSQL would refuse to compare it with an integer column.
 */
export const MAX_ID = 2_147_483_647;

/** Whether a number is an id some row could have. */
export const isRowId = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_ID;

export const idParam = z.coerce.number().int().positive().max(MAX_ID);

/**
 * A health unit chosen in a form, or none: '' and null mean none. Left out it stays undefined, so an
 * edit that does not send it keeps the unit it had.
 */
export const optionalUnitIdSchema = z.preprocess(
  (v) => (v === '' ? null : v),
  z.coerce
    .number({ error: 'Unidade de saúde inválida' })
    .int('Unidade de saúde inválida')
    .positive('Unidade de saúde inválida')
    .max(MAX_ID, 'Unidade de saúde inválida')
    .nullish(),
);

/** Every error answer has this shape; the web app shows `error`. */
export type ApiError = { error: string };

export { LIST_TOTAL_CAP, TOTAL_EXACT_HEADER } from '../domain/page-limits';
