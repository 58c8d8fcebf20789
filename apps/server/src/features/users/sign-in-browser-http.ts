/**
 * A Google sign-in belongs to the browser that started it (docs/decisions/026-sign-in-bound-to-the-browser.md).
 * Starting one gives the browser a random value in a short-lived HttpOnly cookie and keeps only its
 * SHA-256 beside the state; the code exchange must come with the same cookie. A callback link an
 * attacker started in their own browser therefore signs nobody in when a victim opens it. Several
 * sign-ins started in one browser (two tabs) share the value.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../http/context';
import { randomToken, sha256 } from '../../lib/tokens';

const COOKIE = 'saude_signin';
const VALUE = /^[\w-]{43}$/;

const cookieName = (c: Context<AppEnv>) => (c.var.deps.config.secureCookies ? `__Host-${COOKIE}` : COOKIE);

/** Gives this browser its sign-in value (keeping one it has) and answers the hash to store. */
export function bindSignInToBrowser(c: Context<AppEnv>, lifetimeMs: number): string {
  const held = getCookie(c, cookieName(c));
  const value = held && VALUE.test(held) ? held : randomToken();
  setCookie(c, cookieName(c), value, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.deps.config.secureCookies,
    path: '/',
    maxAge: Math.floor(lifetimeMs / 1000),
  });
  return sha256(value);
}

/** Whether this request comes from the browser whose value hashes to `browserHash`. */
export function startedInThisBrowser(c: Context<AppEnv>, browserHash: string | null): boolean {
  const held = getCookie(c, cookieName(c));
  if (!browserHash || !held || !VALUE.test(held)) return false;
  const given = Buffer.from(sha256(held));
  const expected = Buffer.from(browserHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
