/**
 * Input masks of the spec: CPF 000.000.000-00 (14 characters), phone (00) 00000-0000 (15), CEP
 * 00000-000 (9), the pharmacies' CNPJ 00.000.000/0000-00 (18) and the CNS (Cartão Nacional de Saúde)
 * 000 0000 0000 0000 (18). The document shapes live in the shared package so the server formats the
 * same way; the CNS is only shown by the web (the server keeps and answers its 15 digits).
 */
import { formatCep, formatCnpj, formatCpf, formatPhone, onlyDigits } from '@saude/shared/domain/format';

export const MASKED_LENGTH = { cpf: 14, cnpj: 18, phone: 15, cep: 9, cns: 18 } as const;

export const maskCpf = (value: string): string => formatCpf(value);
/** 00.000.000/0000-00; letters kept (upper case) for the alphanumeric CNPJ. */
export const maskCnpj = (value: string): string => formatCnpj(value);
export const maskPhone = (value: string): string => formatPhone(value);
export const maskCep = (value: string): string => formatCep(value);

/** 000 0000 0000 0000 while typing: groups of 3, 4, 4 and 4 digits, at most 15 of them. */
export function maskCns(value: string): string {
  const d = onlyDigits(value).slice(0, 15);
  return [d.slice(0, 3), d.slice(3, 7), d.slice(7, 11), d.slice(11)].filter(Boolean).join(' ');
}

/**
 * A stored CNS as people read it: 15 digits in the mask's groups; anything else (a number kept from
 * before the check) exactly as stored, so that nothing is hidden.
 */
export function cnsLabel(value: string): string {
  return /^\d{15}$/.test(value) ? maskCns(value) : value;
}
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
