/**
 * A local OpenID Connect provider for tests: discovery, JWKS and a token endpoint that checks the
 * client secret and the PKCE verifier, and signs ID tokens with its own RSA key.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

export type PendingCode = { nonce: string; challenge: string; sub: string; name?: string; email?: string };

export async function startFakeOidcProvider(clientId: string, clientSecret: string) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-key-1';
  const codes = new Map<string, PendingCode>();
  let signingKey: KeyObject = privateKey; // tests may swap in a foreign key
  let issuer = '';

  const idToken = (claims: Record<string, unknown>) => {
    const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const input = `${enc({ alg: 'RS256', kid, typ: 'JWT' })}.${enc(claims)}`;
    return `${input}.${sign('RSA-SHA256', Buffer.from(input), signingKey).toString('base64url')}`;
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      });
    }
    if (url.pathname === '/jwks') {
      return json(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      const pending = codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
        return json(401, { error: 'invalid_client' });
      }
      if (!pending || pending.challenge !== challenge) return json(400, { error: 'invalid_grant' });
      codes.delete(form.get('code') ?? '');
      const now = Math.floor(Date.now() / 1000);
      return json(200, {
        access_token: 'x',
        token_type: 'Bearer',
        id_token: idToken({
          iss: issuer,
          aud: clientId,
          sub: pending.sub,
          name: pending.name,
          email: pending.email,
          nonce: pending.nonce,
          iat: now,
          exp: now + 300,
        }),
      });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    /** What the browser would bring back from the provider after the user consents. */
    issueCode(code: string, pending: PendingCode) {
      codes.set(code, pending);
    },
    useForeignKey() {
      signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
