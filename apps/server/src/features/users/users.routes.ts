/**
 * Sign-in with Google (OpenID Connect code flow with state, nonce and PKCE), the general profile
 * (GET /api/users/me) and profile setup (spec 01 sections 2, 5 and 7).
 */
import type { Context } from 'hono';
import { userEndpoints as api } from '@saude/shared/contract/auth';
import type { AppEnv } from '../../http/context';
import { publicRoute, requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { unavailable, upstreamFailed } from '../../lib/errors';
import { endSession, principalsOf, startSession } from '../../http/sessions';
import type { OidcClient } from '../../integrations/google-oidc';
import { errorFields } from '../../lib/logger';
import { STATE_TTL_MS, beginGoogleSignIn, completeGoogleSignIn } from './google-sign-in.service';
import { createProfile, currentProfile, heldProfiles } from './users.service';
import { ANONYMOUS_LIMITS, limitPerClient } from '../../http/rate-limit';
import { bindSignInToBrowser, startedInThisBrowser } from './sign-in-browser-http';

const NOT_CONFIGURED = 'Login com Google não está configurado nesta instalação.';

export function oauthRoutes(oidc: OidcClient | null) {
  const app = apiRouter('/api/oauth');
  on(
    app,
    api.googleRedirect,
    publicRoute(),
    async (_input, c) => {
      if (!oidc) throw unavailable(NOT_CONFIGURED);
      const sign = await beginGoogleSignIn(c.var, bindSignInToBrowser(c, STATE_TTL_MS));
      try {
        const redirectUrl = await oidc.authorizationUrl(sign);
        return { redirectUrl };
      } catch (err) {
        c.var.deps.logger.warn('oidc discovery failed', { reqId: c.var.requestId, ...errorFields(err) });
        throw upstreamFailed('Não foi possível contatar o Google. Tente novamente.');
      }
    },
    // Each call writes a sign-in state row.
    { before: [limitPerClient(ANONYMOUS_LIMITS.signInStart)] },
  );
  return app;
}

export function sessionExchangeRoutes(oidc: OidcClient | null) {
  const app = apiRouter('/api/sessions');
  // Bad input is a 400 whatever the configuration (on() parses the body first); only a well-formed
  // exchange learns of a 503.
  on(app, api.exchange, publicRoute(), async ({ body }, c) => {
    if (!oidc) throw unavailable(NOT_CONFIGURED);
    const identityId = await completeGoogleSignIn(c.var, oidc, body, (hash) => startedInThisBrowser(c, hash));
    await startSession(c, 'external', identityId);
    return { success: true as const };
  });
  return app;
}

export function usersRoutes() {
  const app = apiRouter('/api/users');
  on(app, api.me, requirePermission('profile:read'), (_input, c) => currentProfile(c.var));
  on(app, api.createProfile, requirePermission('profile:setup'), ({ body }, c) => createProfile(c.var, body));
  return app;
}

export function externalLogoutRoutes() {
  const app = apiRouter('/api/logout');
  const logout = async (_input: unknown, c: Context<AppEnv>) => {
    await endSession(c, 'external');
    return { success: true as const };
  };
  on(app, api.logout, publicRoute(), logout);
  on(app, api.logoutByPost, publicRoute(), logout);
  return app;
}

/**
 * GET /api/session: which sessions this browser holds, with their profiles. Public and always 200, so
 * the app can decide what to load without a 401 in the console of every visitor.
 */
export function sessionRoutes() {
  const app = apiRouter('/api/session');
  on(app, api.sessions, publicRoute(), async (_input, c) => {
    const principals = await principalsOf(c);
    return {
      sessions: principals.map((p) => ({ kind: p.kind, role: p.role })),
      ...(await heldProfiles(c.var, principals)),
    };
  });
  return app;
}
