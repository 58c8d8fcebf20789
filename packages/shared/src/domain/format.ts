/**
 * Brazilian document helpers shared by server and web. CPF check digits and masks come from
 * @brazilian-utils; the phone and CEP masks are the spec's exact shapes for partial input.
 */
import {
  formatCnpj as libFormatCnpj,
  formatCpf as libFormatCpf,
  isValidCnpj as libIsValidCnpj,
  isValidCpf as libIsValidCpf,
} from '@brazilian-utils/brazilian-utils';

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Valid check digits; all-equal digits (000.000.000-00, 111...) are rejected. */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === 11 && !/^(\d)\1{10}$/.test(digits) && libIsValidCpf(digits);
}

/** Mask as 000.000.000-00 while typing (max 14 characters). */
export function formatCpf(value: string): string {
  return libFormatCpf(onlyDigits(value).slice(0, 11));
}

/** Mask as (00) 00000-0000 (max 15 characters); 10 digits give (00) 0000-0000. */
export function formatPhone(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  if (rest.length <= split) return `(${d.slice(0, 2)}) ${rest}`;
  return `(${d.slice(0, 2)}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** Mask as 00000-000 (max 9 characters). */
export function formatCep(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/**
 * A CNPJ as stored: its 14 characters without the mask, letters in upper case. Since July 2026 new
 * CNPJs may carry letters in their first 12 places (the Receita Federal's alphanumeric CNPJ).
 */
export function cnpjCharacters(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/** Valid check digits, numeric or alphanumeric; reserved numbers (all zeros...) are rejected. */
export function isValidCnpj(value: string): boolean {
  return libIsValidCnpj(cnpjCharacters(value), { version: 2 });
}

/** Mask as 00.000.000/0000-00 while typing (max 18 characters). */
export function formatCnpj(value: string): string {
  return libFormatCnpj(cnpjCharacters(value).slice(0, 14), { version: 2 });
}
