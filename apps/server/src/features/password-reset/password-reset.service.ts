/**
 * A way back in (decision 017). A code is given at a health unit's reception to the person who
 * showed a photo ID, or sent to the account's verified e-mail; it works once, for 15 minutes. The new
 * password ends every session of the account. Each step is audited.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  RESET_CODE_DIGITS,
  RESET_CODE_MINUTES,
  RESET_MESSAGES,
  formatResetCode,
  type IssuedResetCode,
  type ResetAccountKind,
} from '@saude/shared/schemas/password-reset';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { Principal, RequestContext, ServiceContext } from '../../lib/service-context';
import { badRequest, conflict, forbidden, notFound, tooMany } from '../../lib/errors';
import type { Mailer } from '../../integrations/mailer';
import { hashPassword } from '../../lib/passwords';
import { addMs, nowIso } from '../../lib/time';
import { sha256 } from '../../lib/tokens';
import { errorFields } from '../../lib/logger';
import { adminSessionsRepository } from '../admin/admin-sessions.repository';
import { recordAudit } from '../audit/audit.service';
import { INACTIVE_ACCOUNT } from '../auth/auth.service';
import { THROTTLE, loginThrottle } from '../auth/login-throttle';
import { passwordResetRepository, type ResetAccount } from './password-reset.repository';

const CODE_LIFETIME_MS = RESET_CODE_MINUTES * 60_000;
export const RESET_THROTTLE_MESSAGE = 'Muitas tentativas. Aguarde 15 minutos e tente novamente.';
export const OTHER_UNIT_STAFF = 'Só a unidade do funcionário pode gerar um código para ele.';
/** E-mails asked for one account within the throttle window (a mailbox is not to be flooded). */
const MAX_EMAILS_PER_ACCOUNT = 3;

/** The hash binds the code to its account: a code given to one person opens no other account. */
function codeHash(kind: ResetAccountKind, accountId: number, code: string): string {
  return sha256(`${kind}:${accountId}:${code}`);
}

function newCode(): string {
  return String(randomInt(0, 10 ** RESET_CODE_DIGITS)).padStart(RESET_CODE_DIGITS, '0');
}

async function storeCode(
  db: Kysely<DB>,
  kind: ResetAccountKind,
  account: ResetAccount,
  issuer: Principal | null,
): Promise<{ code: string; expiresAt: string }> {
  const code = newCode();
  const now = nowIso();
  const expiresAt = addMs(now, CODE_LIFETIME_MS);
  await passwordResetRepository(db).replaceOpenCodes({
    account_kind: kind,
    account_id: account.id,
    code_hash: codeHash(kind, account.id, code),
    channel: issuer ? 'counter' : 'email',
    issued_by_kind: issuer?.kind ?? null,
    issued_by_id: issuer?.id ?? null,
    health_unit_id: issuer?.healthUnitId ?? null,
    created_at: now,
    expires_at: expiresAt,
  });
  return { code, expiresAt };
}

/** POST /api/password-reset/codes: the reception gives a code to the person in front of it. */
export async function issueCounterCode(
  ctx: ServiceContext,
  input: { cpf: string; account_kind: ResetAccountKind },
): Promise<IssuedResetCode> {
  const principal = ctx.principal;
  const account = await passwordResetRepository(ctx.deps.db).accountByCpf(input.account_kind, input.cpf);
  if (!account) throw notFound(RESET_MESSAGES.accountNotFound);
  // A patient may ask at any unit; a member of staff only at the unit they work for.
  if (
    input.account_kind === 'staff' &&
    (account.health_unit_id === null || account.health_unit_id !== principal.healthUnitId)
  ) {
    throw forbidden(OTHER_UNIT_STAFF);
  }
  if (account.is_active !== 1) throw conflict(INACTIVE_ACCOUNT);
  const { code, expiresAt } = await storeCode(ctx.deps.db, input.account_kind, account, principal);
  await recordAudit(ctx, {
    actor: principal,
    action: 'password_reset.code_issued',
    targetType: input.account_kind,
    targetId: account.id,
    details: { channel: 'counter', health_unit_id: principal.healthUnitId ?? null },
  });
  return { code, expires_at: expiresAt, account_name: account.full_name, account_kind: input.account_kind };
}

/**
 * POST /api/password-reset/email: the same answer, as fast, whether or not the account exists or has
 * an e-mail; the message is sent after the answer, and a failure to send is logged.
 */
export async function requestEmailCode(
  ctx: RequestContext,
  mailer: Mailer,
  input: { cpf: string; account_kind: ResetAccountKind },
): Promise<void> {
  const { db, config, logger } = ctx.deps;
  const throttle = loginThrottle(db);
  const accountKey = `reset-mail:${input.account_kind}:${input.cpf}`;
  const ipKey = `reset-ip:${ctx.clientIp}`;
  if (await throttle.isLocked([accountKey, ipKey])) throw tooMany(RESET_THROTTLE_MESSAGE);
  // Every request counts, found or not: the limit is on asking, not on failing.
  await throttle.recordFailure(accountKey, MAX_EMAILS_PER_ACCOUNT);
  await throttle.recordFailure(ipKey, THROTTLE.maxPerIp);

  const repo = passwordResetRepository(db);
  const account = await repo.accountByCpf(input.account_kind, input.cpf);
  const email =
    account && account.is_active === 1 ? await repo.emailOf(input.account_kind, account.id) : null;
  if (!account || !email) {
    await recordAudit(ctx, { action: 'password_reset.email_unavailable', targetType: input.account_kind });
    return;
  }
  const { code } = await storeCode(db, input.account_kind, account, null);
  await recordAudit(ctx, {
    action: 'password_reset.code_issued',
    targetType: input.account_kind,
    targetId: account.id,
    details: { channel: 'email' },
  });
  const link = `${config.publicUrl}/redefinir-senha?tipo=${input.account_kind === 'patient' ? 'paciente' : 'funcionario'}`;
  void mailer
    .send({
      to: email,
      subject: 'Código para redefinir sua senha',
      text: [
        `Olá, ${account.full_name}.`,
        '',
        `Seu código para redefinir a senha é ${formatResetCode(code)}.`,
        `Ele vale por ${RESET_CODE_MINUTES} minutos e funciona uma única vez: ${link}`,
        '',
        'Se você não pediu este código, ignore este e-mail; sua senha continua a mesma.',
      ].join('\n'),
    })
    .catch((err: unknown) => logger.error('password reset e-mail not sent', errorFields(err)));
}

/** POST /api/password-reset: the code spent, the new password set, every session of the account ended. */
export async function resetPassword(
  ctx: RequestContext,
  input: { cpf: string; account_kind: ResetAccountKind; code: string; password: string },
): Promise<void> {
  const { db } = ctx.deps;
  const kind = input.account_kind;
  const throttle = loginThrottle(db);
  const accountKey = `reset:${kind}:${input.cpf}`;
  const ipKey = `reset-ip:${ctx.clientIp}`;
  if (await throttle.isLocked([accountKey, ipKey])) throw tooMany(RESET_THROTTLE_MESSAGE);

  const repo = passwordResetRepository(db);
  const now = nowIso();
  const account = await repo.accountByCpf(kind, input.cpf);
  const open = account ? await repo.openCodes(kind, account.id, now) : [];
  const typed = account ? Buffer.from(codeHash(kind, account.id, input.code)) : null;
  const match = typed && open.find((o) => timingSafeEqual(Buffer.from(o.code_hash), typed));
  if (!account || !match) {
    await throttle.recordFailure(accountKey, THROTTLE.maxPerClient);
    await throttle.recordFailure(ipKey, THROTTLE.maxPerIp);
    if (account) await repo.countWrongCode(kind, account.id, now);
    await recordAudit(ctx, { action: 'password_reset.failed', targetType: kind, targetId: account?.id });
    throw badRequest(RESET_MESSAGES.invalidCode);
  }
  if (account.is_active !== 1) throw forbidden(INACTIVE_ACCOUNT);

  const spent = await repo.spendAndSetPassword(
    kind,
    account.id,
    match.id,
    await hashPassword(input.password),
    now,
  );
  if (!spent) throw badRequest(RESET_MESSAGES.invalidCode);
  const sessions = adminSessionsRepository(db);
  await (kind === 'patient' ? sessions.endPatient(account.id) : sessions.endStaff(account.id));
  await throttle.clear([accountKey]);
  await recordAudit(ctx, {
    actor: { kind, id: account.id },
    action: 'password_reset.completed',
    targetType: kind,
    targetId: account.id,
  });
}
