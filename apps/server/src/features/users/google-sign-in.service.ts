/**
 * Sign-in with Google, the OpenID Connect code flow with state, nonce and PKCE: the state is kept
 * with a digest of the browser that started it (decision 026), spent once, and honoured only back in
 * that browser. The cookie that names the browser is the route's work (sign-in-browser-http.ts).
 */
import type { z } from 'zod';
import type { sessionExchangeSchema } from '@saude/shared/schemas/auth';
import type { OidcClient } from '../../integrations/google-oidc';
import type { RequestContext } from '../../lib/service-context';
import { badRequest, unauthorized } from '../../lib/errors';
import { errorFields } from '../../lib/logger';
import { addMs, nowIso } from '../../lib/time';
import { randomToken } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import { usersRepository } from './users.repository';

/** How long a started sign-in may take to come back. */
export const STATE_TTL_MS = 10 * 60_000;
const EXPIRED = 'Login expirado ou inválido. Tente novamente.';
const OTHER_BROWSER =
  'Este login com Google foi iniciado em outro navegador. Por segurança, entre novamente por aqui.';

/** A new sign-in's state, nonce and PKCE verifier, kept for the browser whose digest is given. */
export async function beginGoogleSignIn(ctx: RequestContext, browserHash: string) {
  const repo = usersRepository(ctx.deps.db);
  const sign = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken(48) };
  const at = nowIso();
  await repo.deleteOauthStatesBefore(addMs(at, -STATE_TTL_MS));
  await repo.saveOauthState({
    state: sign.state,
    nonce: sign.nonce,
    code_verifier: sign.codeVerifier,
    created_at: at,
    browser_hash: browserHash,
  });
  return sign;
}

/**
 * The Google identity a code signs in, once its state is spent: refused when it expired, when it was
 * started in another browser (`inThisBrowser` checks the kept digest against the request's cookie) or
 * when Google does not confirm the code. Each refusal and the success go to the audit trail.
 */
export async function completeGoogleSignIn(
  ctx: RequestContext,
  oidc: OidcClient,
  body: z.output<typeof sessionExchangeSchema>,
  inThisBrowser: (browserHash: string | null) => boolean,
): Promise<number> {
  const { logger } = ctx.deps;
  const repo = usersRepository(ctx.deps.db);
  const saved = await repo.takeOauthState(body.state);
  if (!saved || Date.parse(saved.created_at) + STATE_TTL_MS < Date.now()) throw badRequest(EXPIRED);
  // Login CSRF: a state started in another browser (an attacker's link) is spent, never honoured.
  if (!inThisBrowser(saved.browser_hash)) {
    logger.warn('sign-in state used from another browser', { reqId: ctx.requestId });
    await recordAudit(ctx, {
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
    logger.warn('oidc exchange failed', { reqId: ctx.requestId, ...errorFields(err) });
    await recordAudit(ctx, { action: 'login.failed', targetType: 'external' });
    throw unauthorized('Não foi possível concluir o login com Google.');
  }
  const identityId = await repo.upsertIdentity({
    provider: 'google',
    subject: claims.sub,
    email: claims.email ?? null,
    name: claims.name ?? null,
    at: nowIso(),
  });
  await recordAudit(ctx, {
    actor: { kind: 'external', id: identityId },
    action: 'login.succeeded',
    targetType: 'external',
  });
  return identityId;
}
