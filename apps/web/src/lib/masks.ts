/**
 * Input masks of the spec: CPF 000.000.000-00 (14 characters), phone (00) 00000-0000 (15), CEP
 * 00000-000 (9). The shapes live in the shared package so the server formats the same way.
 */
import { formatCep, formatCpf, formatPhone, onlyDigits } from '@saude/shared/domain/format';

export const MASKED_LENGTH = { cpf: 14, phone: 15, cep: 9 } as const;

export const maskCpf = (value: string): string => formatCpf(value);
export const maskPhone = (value: string): string => formatPhone(value);
export const maskCep = (value: string): string => formatCep(value);
export { onlyDigits };

/** Keeps only digits, at most `max` of them (e.g. the CPF field of profile setup). */
export function digitsUpTo(value: string, max: number): string {
  return onlyDigits(value).slice(0, max);
}

/** 'Maria da Silva' -> 'Maria' (greetings use the first name). */
export function firstName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? '';
}
