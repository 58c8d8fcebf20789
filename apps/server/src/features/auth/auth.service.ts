/**
 * Password sign-in shared by every kind of account: throttling, constant-time-ish verification,
 * audit, and a fresh session on success.
 */
import type { Context } from 'hono';
import type { PrincipalKind } from '@saude/shared/auth/roles';
import type { AppEnv } from '../../http/context';
import { HttpError, tooMany } from '../../http/errors';
import { startSession } from '../../http/sessions';
import { verifyPassword } from '../../lib/passwords';
import { recordAudit } from '../audit/audit.service';
import { THROTTLE, THROTTLE_MESSAGE, loginThrottle } from './login-throttle';
import { trustDevice, trustedDevice } from './trusted-device';

export const WRONG_CPF_CREDENTIALS = 'CPF ou senha incorretos';
export const WRONG_CREDENTIALS = 'Credenciais inválidas';
export const INACTIVE_ACCOUNT = 'Conta inativa. Procure a Secretaria de Saúde.';

type Account = { id: number; password_hash: string | null; is_active: number; unit_active?: number };

/** Keys count the same account however it was typed: case, spaces around and inside a user name. */
export const normalizedIdentifier = (identifier: string) =>
  identifier.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Who is held back after wrong passwords (docs/decisions/025): this client on this account, this
 * client address over all accounts, and the account as a whole past a ceiling far above what a person
 * types. A browser where the account signed in before counts apart, and only on its own: nobody else's
 * guesses can keep the owner out.
 */
async function throttleKeys(c: Context<AppEnv>, kind: PrincipalKind, identifier: string) {
  const account = `${kind}:${identifier}`;
  const device = await trustedDevice(c, kind, identifier);
  if (device)
    return {
      check: [`device:${account}:${device}`],
      fail: [[`device:${account}:${device}`, THROTTLE.maxPerClient]] as const,
      success: [`device:${account}:${device}`],
    };
  const client = `client:${account}:${c.var.clientIp}`;
  const ip = `ip:${c.var.clientIp}`;
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

export async function signIn<A extends Account>(
  c: Context<AppEnv>,
  options: {
    kind: PrincipalKind;
    identifier: string;
    password: string;
    find: (identifier: string) => Promise<A | undefined>;
    wrongMessage: string;
  },
): Promise<A> {
  const { kind, identifier, password, find, wrongMessage } = options;
  const throttle = loginThrottle(c.var.deps.db);
  const normalized = normalizedIdentifier(identifier);
  const keys = await throttleKeys(c, kind, normalized);

  if (await throttle.isLocked(keys.check)) {
    await recordAudit(c, { action: 'login.throttled', targetType: kind, targetId: identifier });
    throw tooMany(THROTTLE_MESSAGE);
  }

  const account = await find(identifier);
  const passwordOk = await verifyPassword(account?.password_hash, password);
  if (!account || !passwordOk) {
    for (const [key, limit] of keys.fail) await throttle.recordFailure(key, limit, { growing: true });
    await recordAudit(c, {
      actor: account ? { kind, id: account.id } : null,
      action: 'login.failed',
      targetType: kind,
      targetId: identifier,
    });
    throw new HttpError(401, wrongMessage);
  }
  if (account.is_active !== 1 || account.unit_active === 0) {
    await recordAudit(c, { actor: { kind, id: account.id }, action: 'login.inactive', targetType: kind });
    throw new HttpError(403, INACTIVE_ACCOUNT);
  }

  // A success ends this client's count and the account's run of failures (NIST counts consecutive ones).
  await throttle.clear(keys.success);
  await trustDevice(c, kind, normalized);
  await startSession(c, kind, account.id);
  await recordAudit(c, { actor: { kind, id: account.id }, action: 'login.succeeded', targetType: kind });
  return account;
}
