/**
 * Sign-in with Google as an OpenID Connect relying party, on the maintained `openid-client` library:
 * discovery, the authorization URL (state, nonce, S256 PKCE) and the code exchange with the ID
 * token's checks (signature against the provider's keys, issuer, audience, expiry, nonce, state and
 * the RFC 9207 `iss` of the response). The issuer is configurable so tests run it against a real
 * provider started locally; plain HTTP is accepted only for a provider on this machine.
 */
import * as oidc from 'openid-client';
import { isLoopbackHttp } from '../lib/loopback';

export type IdTokenClaims = { sub: string; email?: string; name?: string };

/** What the browser brought back from the provider. */
export type CallbackParams = { code: string; state: string; iss?: string };
/** What this server kept when the sign-in started. */
export type SignInChecks = { state: string; nonce: string; codeVerifier: string };

export class OidcError extends Error {}

const TIMEOUT_SECONDS = 8;

export function createOidcClient(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  fetch: typeof fetch;
}) {
  const issuer = new URL(options.issuer);
  const insecureAllowed = isLoopbackHttp(issuer);
  let configuration: Promise<oidc.Configuration> | undefined;

  function configure(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(issuer, options.clientId, options.clientSecret, undefined, {
        [oidc.customFetch]: (url, init) => options.fetch(url, init as RequestInit),
        // The ID token's signature is checked against the provider's keys even though it comes
        // straight from the token endpoint, so a forged token fails whatever carried it.
        execute: insecureAllowed
          ? [oidc.enableNonRepudiationChecks, oidc.allowInsecureRequests]
          : [oidc.enableNonRepudiationChecks],
        timeout: TIMEOUT_SECONDS,
      })
      .catch((err: unknown) => {
        configuration = undefined; // the provider may be back next time
        throw err;
      });
    return configuration;
  }

  return {
    async authorizationUrl(checks: SignInChecks): Promise<string> {
      const config = await configure();
      return oidc
        .buildAuthorizationUrl(config, {
          redirect_uri: options.redirectUri,
          scope: 'openid email profile',
          state: checks.state,
          nonce: checks.nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: 'S256',
          prompt: 'select_account',
        })
        .toString();
    },

    /** Turns the code into the verified claims of the ID token; any failed check throws. */
    async exchangeCode(params: CallbackParams, checks: SignInChecks): Promise<IdTokenClaims> {
      const config = await configure();
      const callback = new URL(options.redirectUri);
      callback.searchParams.set('code', params.code);
      callback.searchParams.set('state', params.state);
      if (params.iss) callback.searchParams.set('iss', params.iss);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedNonce: checks.nonce,
          expectedState: checks.state,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (err) {
        throw new OidcError(err instanceof Error ? `${err.name}: ${err.message}` : 'exchange failed', {
          cause: err,
        });
      }
      if (!claims?.sub) throw new OidcError('missing subject');
      return {
        sub: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;
