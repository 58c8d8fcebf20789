import { z } from 'zod';
import { onlyDigits } from '../domain/format';
import { cpfSchema, passwordSchema } from './common';

/**
 * A way back in (decision 017): a one-time code, given at a health unit's reception after the
 * person showed a photo ID, or sent by e-mail when the installation has an SMTP server.
 */

/** A code works once, within this many minutes of being issued. */
export const RESET_CODE_MINUTES = 15;
/** Digits in a code: read aloud at the counter, typed on a phone. */
export const RESET_CODE_DIGITS = 8;
/** Wrong codes typed for one account before its open codes stop working. */
export const RESET_CODE_MAX_ATTEMPTS = 5;

/** The accounts that sign in with a CPF: a patient, or a member of staff. */
export const RESET_ACCOUNT_KINDS = ['patient', 'staff'] as const;
export type ResetAccountKind = (typeof RESET_ACCOUNT_KINDS)[number];
export const RESET_ACCOUNT_LABELS: Record<ResetAccountKind, string> = {
  patient: 'Paciente',
  staff: 'Funcionário',
};

/** Every account's CPF was checked when it was registered: one with wrong check digits is a typo. */
const cpf = cpfSchema;

const accountKind = z.enum(RESET_ACCOUNT_KINDS, { error: 'Escolha paciente ou funcionário' });

/** POST /api/password-reset/codes: the reception gives a code to the person in front of it. */
export const issueResetCodeSchema = z.object({
  cpf,
  account_kind: accountKind,
  identity_checked: z.literal(true, { error: 'Confirme que conferiu um documento com foto' }),
});
export type IssueResetCode = z.input<typeof issueResetCodeSchema>;

/** The code, to be read to the person; the name lets the counter see it is the one in front of it. */
export const issuedResetCodeSchema = z.strictObject({
  code: z.string(),
  expires_at: z.string(),
  account_name: z.string(),
  account_kind: z.enum(RESET_ACCOUNT_KINDS),
});
export type IssuedResetCode = z.output<typeof issuedResetCodeSchema>;

/** POST /api/password-reset/email: a code by e-mail (answered the same whether or not it was sent). */
export const requestResetEmailSchema = z.object({ cpf, account_kind: accountKind });
export type RequestResetEmail = z.input<typeof requestResetEmailSchema>;
export const requestResetEmailAnswerSchema = z.strictObject({ message: z.string() });
export type RequestResetEmailAnswer = z.output<typeof requestResetEmailAnswerSchema>;

/** POST /api/password-reset: a new password with the code. */
export const resetPasswordSchema = z.object({
  cpf,
  account_kind: accountKind,
  code: z
    .string({ error: 'Informe o código' })
    .transform(onlyDigits)
    .refine((v) => v.length === RESET_CODE_DIGITS, `O código tem ${RESET_CODE_DIGITS} dígitos`),
  password: passwordSchema,
});
export type ResetPassword = z.input<typeof resetPasswordSchema>;
export const resetPasswordAnswerSchema = z.strictObject({ success: z.literal(true) });
export type ResetPasswordAnswer = z.output<typeof resetPasswordAnswerSchema>;

/** '12345678' -> '1234 5678', easier to read aloud and to copy. */
export function formatResetCode(code: string): string {
  return `${code.slice(0, 4)} ${code.slice(4)}`;
}

export const RESET_MESSAGES = {
  invalidCode: 'Código inválido ou vencido. Peça um novo código na recepção de uma unidade de saúde.',
  emailAnswer:
    'Se houver um e-mail ligado a esta conta, enviamos um código válido por 15 minutos. Se não receber, peça um código na recepção de uma unidade de saúde, com um documento com foto.',
  accountNotFound: 'Nenhuma conta com este CPF.',
} as const;
