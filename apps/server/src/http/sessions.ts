/**
 * Server-side sessions. The cookie holds a random 256-bit token; only its SHA-256 is stored.
 * Each principal kind has its own cookie (the spec keeps separate patient, staff, department,
 * hospital, authority and Google sessions, each with its own logout).
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { PRINCIPAL_KINDS, type PrincipalKind } from '@saude/shared/auth/roles';
import type { AppEnv, Principal } from './context';
import { sessionsRepository } from '../features/sessions/sessions.repository';
import { findSessionWithAccount } from '../features/sessions/principals.repository';
import { dropPushOfSession } from '../features/push';
import { randomToken, sha256 } from '../lib/tokens';
import { touchSoon } from './idle-clocks';
import { addMs, nowIso } from '../lib/time';

const COOKIE_BASE: Record<PrincipalKind, string> = {
  patient: 'saude_patient',
  staff: 'saude_staff',
  health_department: 'saude_department',
  hospital: 'saude_hospital',
  public_authority: 'saude_authority',
  pharmacy: 'saude_pharmacy',
  external: 'saude_user',
};

/**
 * last_seen_at is written once per 1/24 of the idle limit (5 of 120 minutes), not at every request:
 * every open browser polls twice a minute, and each write is a commit. A session then ends between
 * 23/24 of the idle limit and the whole of it after its last use.
 */
const TOUCH_SHARE_OF_IDLE = 1 / 24;

/**
 * A clock this close to the idle limit (or 1/24 of it, if less) is written at once; others wait to
 * be written together (idle-clocks.ts), for at most IDLE_CLOCK_BATCH_MS, far less than this.
 */
const IDLE_CLOCK_URGENT_MS = 60_000;

export function cookieName(c: Context<AppEnv>, kind: PrincipalKind): string {
  return nameOf(kind, c.get('deps').config.secureCookies);
}

function nameOf(kind: PrincipalKind, secure: boolean): string {
  // The __Host- prefix (HTTPS only) pins the cookie to this exact host and path.
  return secure ? `__Host-${COOKIE_BASE[kind]}` : COOKIE_BASE[kind];
}

/** Starts a new session (a fresh token at every login) and ends the one the cookie held before. */
export async function startSession(
  c: Context<AppEnv>,
  kind: PrincipalKind,
  principalId: number,
): Promise<void> {
  const { db, config } = c.var.deps;
  const repo = sessionsRepository(db);
  const previous = getCookie(c, cookieName(c, kind));
  if (previous) await repo.deleteByHash(sha256(previous));
  const token = randomToken();
  const now = nowIso();
  await repo.insert({
    token_hash: sha256(token),
    principal_kind: kind,
    principal_id: principalId,
    created_at: now,
    expires_at: addMs(now, config.session.maxMs),
    ip: c.var.clientIp,
    user_agent: c.req.header('user-agent')?.slice(0, 300) ?? null,
  });
  setCookie(c, cookieName(c, kind), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: Math.floor(config.session.maxMs / 1000),
  });
  resetPrincipals(c);
}

export async function endSession(c: Context<AppEnv>, kind: PrincipalKind): Promise<void> {
  const token = getCookie(c, cookieName(c, kind));
  // This browser stops being notified for the identity signing out (decision 040).
  if (token) await dropPushOfSession(c.var.deps.db, sha256(token));
  if (token) await sessionsRepository(c.var.deps.db).deleteByHash(sha256(token));
  deleteCookie(c, cookieName(c, kind), { path: '/', secure: c.var.deps.config.secureCookies });
  resetPrincipals(c);
}

const cache = new WeakMap<Context, Promise<Principal[]>>();

function resetPrincipals(c: Context<AppEnv>) {
  cache.delete(c);
}

/** Every valid session the request carries (usually one), resolved once per request. */
export function principalsOf(c: Context<AppEnv>): Promise<Principal[]> {
  let found = cache.get(c);
  if (!found) {
    found = resolvePrincipals(c);
    cache.set(c, found);
  }
  return found;
}

async function resolvePrincipals(c: Context<AppEnv>): Promise<Principal[]> {
  const { db, config, logger } = c.get('deps');
  const repo = sessionsRepository(db);
  const now = Date.now();
  const principals: Principal[] = [];
  for (const kind of PRINCIPAL_KINDS) {
    const token = getCookie(c, nameOf(kind, config.secureCookies));
    if (!token || token.length > 100) continue;
    const found = await findSessionWithAccount(db, kind, sha256(token));
    if (!found || found.session.principal_kind !== kind) continue;
    const { session } = found;
    const expired =
      Date.parse(session.expires_at) <= now ||
      Date.parse(session.last_seen_at) + config.session.idleMs <= now;
    const account = expired ? undefined : await found.account();
    if (!account) {
      await repo.deleteById(session.id);
      continue;
    }
    const idle = now - Date.parse(session.last_seen_at);
    const due = config.session.idleMs * TOUCH_SHARE_OF_IDLE;
    if (idle > config.session.idleMs - Math.min(IDLE_CLOCK_URGENT_MS, due)) {
      // Near its limit, the clock is written before the answer: a next request a moment later, on
      // another process, must not find the session expired.
      await repo.touch(session.id, nowIso());
    } else if (idle > due) {
      touchSoon(db, session.id, nowIso(), logger);
    }
    principals.push({ kind, id: session.principal_id, sessionId: session.id, ...account });
  }
  return principals;
}
