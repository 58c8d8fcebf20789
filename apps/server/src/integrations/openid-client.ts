/**
 * A minimal OpenID Connect relying party for the authorization-code flow with PKCE: discovery,
 * code exchange and ID-token verification (signature against the provider's JWKS, issuer, audience,
 * expiry and nonce). The issuer is configurable so tests run it against a local provider.
 */
import { createHash, createPublicKey, verify, type JsonWebKey } from 'node:crypto';

type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string };
type Jwk = JsonWebKey & { kid?: string; alg?: string; kty: string };

export type IdTokenClaims = { sub: string; email?: string; name?: string; nonce?: string };

export class OidcError extends Error {}

const TIMEOUT_MS = 8_000;

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function createOidcClient(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  fetch: typeof fetch;
}) {
  let discovery: Promise<Discovery> | undefined;
  let jwks: { keys: Jwk[]; fetchedAt: number } | undefined;

  async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
    const res = await options.fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new OidcError(`${url} answered HTTP ${res.status}`);
    return (await res.json()) as T;
  }

  function discover(): Promise<Discovery> {
    discovery ??= getJson<Discovery>(`${options.issuer}/.well-known/openid-configuration`).catch((err) => {
      discovery = undefined; // try again next time
      throw err;
    });
    return discovery;
  }

  async function keyFor(kid: string | undefined): Promise<Jwk> {
    const find = () => jwks?.keys.find((k) => k.kid === kid || (!kid && jwks?.keys.length === 1));
    // Providers rotate keys: refetch when the kid is unknown (at most once a minute).
    if (!find() && (!jwks || Date.now() - jwks.fetchedAt > 60_000)) {
      const d = await discover();
      jwks = { keys: (await getJson<{ keys: Jwk[] }>(d.jwks_uri)).keys, fetchedAt: Date.now() };
    }
    const key = find();
    if (!key) throw new OidcError('unknown signing key');
    return key;
  }

  async function verifyIdToken(idToken: string, nonce: string): Promise<IdTokenClaims> {
    const [h, p, s] = idToken.split('.');
    if (!h || !p || !s) throw new OidcError('malformed id_token');
    const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string; kid?: string };
    const key = createPublicKey({ key: await keyFor(header.kid), format: 'jwk' });
    const data = Buffer.from(`${h}.${p}`);
    const signature = Buffer.from(s, 'base64url');
    const ok =
      header.alg === 'RS256'
        ? verify('RSA-SHA256', data, key, signature)
        : header.alg === 'ES256'
          ? verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, signature)
          : false;
    if (!ok) throw new OidcError('invalid id_token signature');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const d = await discover();
    const aud = claims.aud;
    const audOk = aud === options.clientId || (Array.isArray(aud) && aud.includes(options.clientId));
    const now = Date.now() / 1000;
    if (claims.iss !== d.issuer) throw new OidcError('wrong issuer');
    if (!audOk) throw new OidcError('wrong audience');
    if (typeof claims.exp !== 'number' || claims.exp < now - 60) throw new OidcError('expired id_token');
    if (claims.nonce !== nonce) throw new OidcError('nonce mismatch');
    if (typeof claims.sub !== 'string' || !claims.sub) throw new OidcError('missing subject');
    return {
      sub: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : undefined,
      name: typeof claims.name === 'string' ? claims.name : undefined,
    };
  }

  return {
    async authorizationUrl(params: { state: string; nonce: string; codeVerifier: string }): Promise<string> {
      const d = await discover();
      const url = new URL(d.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        state: params.state,
        nonce: params.nonce,
        code_challenge: pkceChallenge(params.codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },

    async exchangeCode(code: string, codeVerifier: string, nonce: string): Promise<IdTokenClaims> {
      const d = await discover();
      const tokens = await getJson<{ id_token?: string }>(d.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: options.redirectUri,
          client_id: options.clientId,
          client_secret: options.clientSecret,
          code_verifier: codeVerifier,
        }).toString(),
      });
      if (!tokens.id_token) throw new OidcError('no id_token in token response');
      return verifyIdToken(tokens.id_token, nonce);
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;
