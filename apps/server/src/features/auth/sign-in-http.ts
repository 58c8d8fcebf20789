/**
 * The cookies around a password sign-in: the browser's trusted-device cookie is read before the
 * password is checked (it decides which throttle applies) and renewed after; the session starts last.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { startSession } from '../../http/sessions';
import { checkPassword, normalizedIdentifier, type Account, type PasswordCheck } from './auth.service';
import { trustDevice, trustedDevice } from './trusted-device-http';

export async function signIn<A extends Account>(
  c: Context<AppEnv>,
  options: Omit<PasswordCheck<A>, 'device'>,
): Promise<A> {
  const normalized = normalizedIdentifier(options.identifier);
  const device = await trustedDevice(c, options.kind, normalized);
  const account = await checkPassword(c.var, { ...options, device });
  await trustDevice(c, options.kind, normalized);
  await startSession(c, options.kind, account.id);
  return account;
}
