/**
 * Password sign-in shared by every kind of account: throttling, constant-time-ish verification and
 * audit. The cookies around it (the trusted device, the session) are set by sign-in-http.ts.
 */
import type { PrincipalKind } from '@saude/shared/auth/roles';
import type { RequestContext } from '../../lib/service-context';
import { forbidden, tooMany, unauthorized } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { recordAudit } from '../audit/audit.service';
import { THROTTLE, THROTTLE_MESSAGE, loginThrottle } from './login-throttle';

export const WRONG_CPF_CREDENTIALS = 'CPF ou senha incorretos';
export const WRONG_CREDENTIALS = 'Credenciais inválidas';
export const INACTIVE_ACCOUNT = 'Conta inativa. Procure a Secretaria de Saúde.';

export type Account = { id: number; password_hash: string | null; is_active: number; unit_active?: number };

/** Keys count the same account however it was typed: case, spaces around and inside a user name. */
export const normalizedIdentifier = (identifier: string) =>
  identifier.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Who is held back after wrong passwords (docs/decisions/025): this client on this account, this
 * client address over all accounts, and the account as a whole past a ceiling far above what a person
 * types. A browser where the account signed in before counts apart, and only on its own: nobody else's
 * guesses can keep the owner out.
 */
function throttleKeys(ctx: RequestContext, kind: PrincipalKind, identifier: string, device: string | null) {
  const account = `${kind}:${identifier}`;
  if (device)
    return {
      check: [`device:${account}:${device}`],
      fail: [[`device:${account}:${device}`, THROTTLE.maxPerClient]] as const,
      success: [`device:${account}:${device}`],
    };
  const client = `client:${account}:${ctx.clientIp}`;
  const ip = `ip:${ctx.clientIp}`;
  const ceiling = `account:${account}`;
  return {
    check: [client, ip, ceiling],
    fail: [
      [client, THROTTLE.maxPerClient],
      [ip, THROTTLE.maxPerIp],
      [ceiling, THROTTLE.accountCeiling],
    ] as const,
    success: [client, ceiling],
  };
}

export type PasswordCheck<A extends Account> = {
  kind: PrincipalKind;
  identifier: string;
  password: string;
  find: (identifier: string) => Promise<A | undefined>;
  wrongMessage: string;
  /** This browser's tag for the account when it signed in to it before (trusted-device-http.ts). */
  device: string | null;
};

/** The account whose password this is, once every throttle agrees; each outcome is audited. */
export async function checkPassword<A extends Account>(
  ctx: RequestContext,
  options: PasswordCheck<A>,
): Promise<A> {
  const { kind, identifier, password, find, wrongMessage, device } = options;
  const throttle = loginThrottle(ctx.deps.db);
  const keys = throttleKeys(ctx, kind, normalizedIdentifier(identifier), device);

  if (await throttle.isLocked(keys.check)) {
    await recordAudit(ctx, { action: 'login.throttled', targetType: kind, targetId: identifier });
    throw tooMany(THROTTLE_MESSAGE);
  }

  const account = await find(identifier);
  const passwordOk = await verifyPassword(account?.password_hash, password);
  if (!account || !passwordOk) {
    for (const [key, limit] of keys.fail) await throttle.recordFailure(key, limit, { growing: true });
    await recordAudit(ctx, {
      actor: account ? { kind, id: account.id } : null,
      action: 'login.failed',
      targetType: kind,
      targetId: identifier,
    });
    throw unauthorized(wrongMessage);
  }
  if (account.is_active !== 1 || account.unit_active === 0) {
    await recordAudit(ctx, { actor: { kind, id: account.id }, action: 'login.inactive', targetType: kind });
    throw forbidden(INACTIVE_ACCOUNT);
  }

  // A success ends this client's count and the account's run of failures (NIST counts consecutive ones).
  await throttle.clear(keys.success);
  await recordAudit(ctx, { actor: { kind, id: account.id }, action: 'login.succeeded', targetType: kind });
  return account;
}
