/**
 * A browser where an account signed in successfully carries a device cookie for that account
 * (docs/decisions/025-throttling-nobody-can-turn-against-a-victim.md). The account's ceiling of
 * failures, which anyone can reach by guessing from many addresses, does not hold that browser back:
 * it has its own small limit instead. The cookie names the account only by a keyed digest, and its
 * key lives in app_settings, so every app server reads the same cookies.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { PrincipalKind } from '@saude/shared/auth/roles';
import type { AppEnv } from '../../http/context';
import { settingsStore } from '../prescriptions/prescriptions.repository';

const KEY_SETTING = 'device_cookie_key';
const COOKIE = 'saude_device';
/** A device stays trusted this long after its last successful sign-in. */
const TRUST_MS = 180 * 24 * 3_600_000;

async function keyOf(c: Context<AppEnv>): Promise<Buffer> {
  const store = settingsStore(c.var.deps.db);
  let stored = await store.get(KEY_SETTING);
  if (!stored) {
    await store.insertIfAbsent(KEY_SETTING, randomBytes(32).toString('base64url'));
    stored = await store.get(KEY_SETTING);
  }
  return Buffer.from(stored!, 'base64url');
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

/** The account as the cookie names it: a keyed digest, never the CPF or the user name itself. */
const accountTag = (key: Buffer, kind: PrincipalKind, identifier: string) =>
  mac(key, `account:${kind}:${identifier}`).slice(0, 22);

const cookieName = (c: Context<AppEnv>) => (c.var.deps.config.secureCookies ? `__Host-${COOKIE}` : COOKIE);

/** Whether this browser signed in to this account before, and the tag that names it for throttling. */
export async function trustedDevice(
  c: Context<AppEnv>,
  kind: PrincipalKind,
  identifier: string,
  now = Date.now(),
): Promise<string | null> {
  const value = getCookie(c, cookieName(c));
  if (!value || value.length > 200) return null;
  const [tag, issued, signature] = value.split('.');
  if (!tag || !issued || !signature) return null;
  const key = await keyOf(c);
  const expected = Buffer.from(mac(key, `${tag}.${issued}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (tag !== accountTag(key, kind, identifier) || now - Number(issued) > TRUST_MS) return null;
  return `${tag}.${issued}`;
}

/** After a successful sign-in: this browser is now trusted for the account. */
export async function trustDevice(
  c: Context<AppEnv>,
  kind: PrincipalKind,
  identifier: string,
  now = Date.now(),
): Promise<void> {
  const key = await keyOf(c);
  const payload = `${accountTag(key, kind, identifier)}.${now}`;
  setCookie(c, cookieName(c), `${payload}.${mac(key, payload)}`, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.deps.config.secureCookies,
    path: '/',
    maxAge: Math.floor(TRUST_MS / 1000),
  });
}
