import type { ResetAccountKind } from '@saude/shared/schemas/password-reset';

/*
 * The addresses people see and share are in Portuguese: '/redefinir-senha?tipo=funcionario'.
 * Patients are the default on both pages, so their links carry no kind at all where they can.
 */
const KIND_PARAM: Record<ResetAccountKind, string> = { patient: 'paciente', staff: 'funcionario' };

/** '?tipo=funcionario' is a member of staff; anything else (or nothing) is a patient. */
export function kindFromParam(value: string | null): ResetAccountKind {
  return value === KIND_PARAM.staff ? 'staff' : 'patient';
}

export const resetPagePath = (kind: ResetAccountKind) => `/redefinir-senha?tipo=${KIND_PARAM[kind]}`;

/** Patients and staff both sign in at /login; the staff form opens with '?tipo=funcionario'. */
export const loginPath = (kind: ResetAccountKind) =>
  kind === 'staff' ? `/login?tipo=${KIND_PARAM.staff}` : '/login';

/** What the user types as the code: its digits, shown '1234 5678' as it is printed and read aloud. */
export function maskResetCode(value: string, digits: number): string {
  const only = value.replace(/\D/g, '').slice(0, digits);
  return only.length > 4 ? `${only.slice(0, 4)} ${only.slice(4)}` : only;
}
