import { storage } from '@/lib/storage';
import type { CpfLoginMode } from '../api/use-cpf-login';

/** Separate saved CPFs for patient and staff login (spec 01 section 5). */
export const REMEMBER_CPF_KEYS: Record<CpfLoginMode, string> = {
  patient: 'saude:remember-cpf:patient',
  staff: 'saude:remember-cpf:staff',
};

export function readRememberedCpf(mode: CpfLoginMode): string | null {
  const value = storage.get(REMEMBER_CPF_KEYS[mode]);
  return value && /^\d{11}$/.test(value) ? value : null;
}

export function rememberCpf(mode: CpfLoginMode, digits: string): void {
  storage.set(REMEMBER_CPF_KEYS[mode], digits);
}

export function forgetCpf(mode: CpfLoginMode): void {
  storage.remove(REMEMBER_CPF_KEYS[mode]);
}
