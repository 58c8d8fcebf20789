/**
 * Sign-in with Google (OpenID Connect code flow with state, nonce and PKCE), the general profile
 * (GET /api/users/me) and profile setup (spec 01 sections 2, 5 and 7).
 */
import { Hono, type Context } from 'hono';
import { profileSetupSchema, sessionExchangeSchema, type SessionsAnswer } from '@saude/shared/schemas/auth';
import type { AppEnv } from '../../http/context';
import { publicRoute, requirePermission } from '../../http/access';
import { unavailable, upstreamFailed } from '../../lib/errors';
import { endSession, principalsOf, startSession } from '../../http/sessions';
import { readJson } from '../../http/validate';
import type { OidcClient } from '../../integrations/google-oidc';
import { errorFields } from '../../lib/logger';
import { STATE_TTL_MS, beginGoogleSignIn, completeGoogleSignIn } from './google-sign-in.service';
import { createProfile, currentProfile } from './users.service';
import { ANONYMOUS_LIMITS, limitPerClient } from '../../http/rate-limit';
import { bindSignInToBrowser, startedInThisBrowser } from './sign-in-browser-http';

const NOT_CONFIGURED = 'Login com Google não está configurado nesta instalação.';

export function oauthRoutes(oidc: OidcClient | null) {
  const app = new Hono<AppEnv>();
  // Each call writes a sign-in state row.
  app.get('/google/redirect_url', publicRoute(), limitPerClient(ANONYMOUS_LIMITS.signInStart), async (c) => {
    if (!oidc) throw unavailable(NOT_CONFIGURED);
    const sign = await beginGoogleSignIn(c.var, bindSignInToBrowser(c, STATE_TTL_MS));
    try {
      const redirectUrl = await oidc.authorizationUrl(sign);
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
    const identityId = await completeGoogleSignIn(c.var, oidc, body, (hash) => startedInThisBrowser(c, hash));
    await startSession(c, 'external', identityId);
    return c.json({ success: true });
  });
  return app;
}

export function usersRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/me', requirePermission('profile:read'), async (c) => c.json(await currentProfile(c.var)));
  app.post('/profile', requirePermission('profile:setup'), async (c) => {
    const input = await readJson(c, profileSetupSchema);
    return c.json(await createProfile(c.var, input), 201);
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
