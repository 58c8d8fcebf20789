/**
 * Input masks of the spec: CPF 000.000.000-00 (14 characters), phone (00) 00000-0000 (15), CEP
 * 00000-000 (9), and the pharmacies' CNPJ 00.000.000/0000-00 (18). The shapes live in the shared
 * package so the server formats the same way.
 */
import { formatCep, formatCnpj, formatCpf, formatPhone, onlyDigits } from '@saude/shared/domain/format';

export const MASKED_LENGTH = { cpf: 14, cnpj: 18, phone: 15, cep: 9 } as const;

export const maskCpf = (value: string): string => formatCpf(value);
/** 00.000.000/0000-00; letters kept (upper case) for the alphanumeric CNPJ. */
export const maskCnpj = (value: string): string => formatCnpj(value);
export const maskPhone = (value: string): string => formatPhone(value);
export const maskCep = (value: string): string => formatCep(value);
export { onlyDigits };

/** Keeps only digits, at most `max` of them (e.g. the CPF field of profile setup). */
export function digitsUpTo(value: string, max: number): string {
  return onlyDigits(value).slice(0, max);
}

/** Titles written before a name: a greeting skips them ('Dra. Camila Rocha' -> 'Camila'). */
const TITLES = /^(dr|dra|sr|sra|srta|prof|profa)\.?$/i;

/** 'Maria da Silva' -> 'Maria' (greetings use the first name, never a title alone). */
export function firstName(fullName: string | null | undefined): string {
  const words = fullName?.trim().split(/\s+/).filter(Boolean) ?? [];
  return words.find((w) => !TITLES.test(w)) ?? '';
}

/** The CRM as people read it, once: 'CRM-SP 139512' stays, a bare '139512' becomes 'CRM 139512'. */
export function crmLabel(crm: string): string {
  const value = crm.trim();
  return /^crm\b/i.test(value) ? value : `CRM ${value}`;
}
