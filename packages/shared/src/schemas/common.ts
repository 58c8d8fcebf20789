import { z } from 'zod';
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

export const optionalCpfSchema = z
  .string()
  .nullish()
  .transform((v) => (v ? onlyDigits(v) : ''))
  .refine((v) => v === '' || v.length === LIMITS.cpfDigits, 'CPF deve ter 11 dígitos')
  .refine((v) => v === '' || isValidCpf(v), 'CPF inválido - verifique os dígitos verificadores')
  .transform((v) => (v === '' ? null : v));

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

/** Every error answer has this shape; the web app shows `error`. */
export type ApiError = { error: string };

export { LIST_TOTAL_CAP, TOTAL_EXACT_HEADER } from '../domain/page-limits';
