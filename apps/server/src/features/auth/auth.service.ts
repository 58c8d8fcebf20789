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

export const WRONG_CPF_CREDENTIALS = 'CPF ou senha incorretos';
export const WRONG_CREDENTIALS = 'Credenciais inválidas';
export const INACTIVE_ACCOUNT = 'Conta inativa. Procure a Secretaria de Saúde.';

type Account = { id: number; password_hash: string | null; is_active: number; unit_active?: number };

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
  const accountKey = `account:${kind}:${identifier.toLowerCase()}`;
  const ipKey = `ip:${c.var.clientIp}`;

  if (await throttle.isLocked([accountKey, ipKey])) {
    await recordAudit(c, { action: 'login.throttled', targetType: kind, targetId: identifier });
    throw tooMany(THROTTLE_MESSAGE);
  }

  const account = await find(identifier);
  const passwordOk = await verifyPassword(account?.password_hash, password);
  if (!account || !passwordOk) {
    await throttle.recordFailure(accountKey, THROTTLE.maxPerAccount);
    await throttle.recordFailure(ipKey, THROTTLE.maxPerIp);
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

  await throttle.clear(accountKey);
  await startSession(c, kind, account.id);
  await recordAudit(c, { actor: { kind, id: account.id }, action: 'login.succeeded', targetType: kind });
  return account;
}
