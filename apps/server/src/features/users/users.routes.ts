/**
 * Sign-in with Google (OpenID Connect code flow with state, nonce and PKCE), the general profile
 * (GET /api/users/me) and profile setup (spec 01 sections 2, 5 and 7).
 */
import { Hono, type Context } from 'hono';
import {
  profileSetupSchema,
  sessionExchangeSchema,
  type SessionsAnswer,
  type UsersMe,
} from '@saude/shared/schemas/auth';
import type { AppEnv } from '../../http/context';
import { publicRoute, requirePermission } from '../../http/access';
import { badRequest, notFound, unauthorized, unavailable, upstreamFailed } from '../../lib/errors';
import { endSession, principalsOf, startSession } from '../../http/sessions';
import { readJson } from '../../http/validate';
import type { OidcClient } from '../../integrations/google-oidc';
import { randomToken } from '../../lib/tokens';
import { addMs, nowIso } from '../../lib/time';
import { errorFields } from '../../lib/logger';
import { recordAudit } from '../audit/audit.service';
import { authRepository } from '../auth/auth.repository';
import { departmentAsProfile, patientAsProfile, staffAsProfile } from '../auth/auth.presenters';
import { usersRepository } from './users.repository';
import { setUpProfile } from './users.service';
import { ANONYMOUS_LIMITS, limitPerClient } from '../../http/rate-limit';
import { bindSignInToBrowser, startedInThisBrowser } from './sign-in-browser-http';

const STATE_TTL_MS = 10 * 60_000;
const NOT_CONFIGURED = 'Login com Google não está configurado nesta instalação.';
const EXPIRED = 'Login expirado ou inválido. Tente novamente.';
const OTHER_BROWSER =
  'Este login com Google foi iniciado em outro navegador. Por segurança, entre novamente por aqui.';

export function oauthRoutes(oidc: OidcClient | null) {
  const app = new Hono<AppEnv>();
  // Each call writes a sign-in state row.
  app.get('/google/redirect_url', publicRoute(), limitPerClient(ANONYMOUS_LIMITS.signInStart), async (c) => {
    if (!oidc) throw unavailable(NOT_CONFIGURED);
    const repo = usersRepository(c.var.deps.db);
    const state = randomToken();
    const nonce = randomToken();
    const codeVerifier = randomToken(48);
    const at = nowIso();
    await repo.deleteOauthStatesBefore(addMs(at, -STATE_TTL_MS));
    const browserHash = bindSignInToBrowser(c, STATE_TTL_MS);
    await repo.saveOauthState({
      state,
      nonce,
      code_verifier: codeVerifier,
      created_at: at,
      browser_hash: browserHash,
    });
    try {
      const redirectUrl = await oidc.authorizationUrl({ state, nonce, codeVerifier });
      return c.json({ redirectUrl });
    } catch (err) {
      c.var.deps.logger.warn('oidc discovery failed', { reqId: c.var.requestId, ...errorFields(err) });
      throw upstreamFailed('Não foi possível contatar o Google. Tente novamente.');
    }
  });
  return app;
}

export function sessionExchangeRoutes(oidc: OidcClient | null) {
  const app = new Hono<AppEnv>();
  app.post('/', publicRoute(), async (c) => {
    // Bad input is a 400 whatever the configuration; only a well-formed exchange learns of a 503.
    const body = await readJson(c, sessionExchangeSchema);
    if (!oidc) throw unavailable(NOT_CONFIGURED);
    const repo = usersRepository(c.var.deps.db);
    const saved = await repo.takeOauthState(body.state);
    if (!saved || Date.parse(saved.created_at) + STATE_TTL_MS < Date.now()) throw badRequest(EXPIRED);
    // Login CSRF: a state started in another browser (an attacker's link) is spent, never honoured.
    if (!startedInThisBrowser(c, saved.browser_hash)) {
      c.var.deps.logger.warn('sign-in state used from another browser', { reqId: c.var.requestId });
      await recordAudit(c.var, {
        action: 'login.failed',
        targetType: 'external',
        details: { reason: 'other_browser' },
      });
      throw badRequest(OTHER_BROWSER);
    }
    let claims;
    try {
      claims = await oidc.exchangeCode(
        { code: body.code, state: body.state, iss: body.iss ?? undefined },
        { state: saved.state, nonce: saved.nonce, codeVerifier: saved.code_verifier },
      );
    } catch (err) {
      c.var.deps.logger.warn('oidc exchange failed', { reqId: c.var.requestId, ...errorFields(err) });
      await recordAudit(c.var, { action: 'login.failed', targetType: 'external' });
      throw unauthorized('Não foi possível concluir o login com Google.');
    }
    const identityId = await repo.upsertIdentity({
      provider: 'google',
      subject: claims.sub,
      email: claims.email ?? null,
      name: claims.name ?? null,
      at: nowIso(),
    });
    await startSession(c, 'external', identityId);
    await recordAudit(c.var, {
      actor: { kind: 'external', id: identityId },
      action: 'login.succeeded',
      targetType: 'external',
    });
    return c.json({ success: true });
  });
  return app;
}

async function currentProfile(c: Context<AppEnv>): Promise<UsersMe> {
  const p = c.var.principal;
  const auth = authRepository(c.var.deps.db);
  const principal = p.kind as UsersMe['principal'];
  if (p.patientId != null) {
    const patient = await auth.patientById(p.patientId);
    if (!patient) throw notFound();
    return { principal, profile: patientAsProfile(patient), hasProfile: true };
  }
  if (p.staffId != null) {
    const staff = await auth.staffById(p.staffId);
    if (!staff) throw notFound();
    return { principal, profile: staffAsProfile(staff), hasProfile: true };
  }
  if (p.kind === 'health_department') {
    const account = await auth.departmentById(p.id);
    if (!account) throw notFound();
    return { principal, profile: departmentAsProfile(account), hasProfile: true };
  }
  // A Google identity without an active profile.
  const identity = await usersRepository(c.var.deps.db).identityById(p.id);
  if (!identity) throw notFound();
  return {
    principal,
    profile: null,
    hasProfile: false,
    identity: { name: identity.name, email: identity.email },
    pendingActivation: identity.staff_id != null,
  };
}

export function usersRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/me', requirePermission('profile:read'), async (c) => c.json(await currentProfile(c)));
  app.post('/profile', requirePermission('profile:setup'), async (c) => {
    const input = await readJson(c, profileSetupSchema);
    const created = await setUpProfile(c.var.deps.db, c.var.principal.id, input);
    await recordAudit(c.var, {
      actor: c.var.principal,
      action: 'profile.created',
      targetType: created.kind,
      targetId: created.id,
      details: { user_type: input.user_type, pendingActivation: created.pendingActivation },
    });
    const auth = authRepository(c.var.deps.db);
    const profile =
      created.kind === 'patient'
        ? patientAsProfile((await auth.patientById(created.id))!)
        : staffAsProfile((await auth.staffById(created.id))!);
    return c.json({ profile, pendingActivation: created.pendingActivation }, 201);
  });
  return app;
}

export function externalLogoutRoutes() {
  const app = new Hono<AppEnv>();
  const logout = async (c: Context<AppEnv>) => {
    await endSession(c, 'external');
    return c.json({ success: true });
  };
  app.get('/', publicRoute(), logout);
  app.post('/', publicRoute(), logout);
  return app;
}

/**
 * GET /api/session: which sessions this browser holds. Public and always 200, so the app can decide
 * what to load without a 401 in the console of every visitor.
 */
export function sessionRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', publicRoute(), async (c) => {
    const body: SessionsAnswer = {
      sessions: (await principalsOf(c)).map((p) => ({ kind: p.kind, role: p.role })),
    };
    return c.json(body);
  });
  return app;
}
