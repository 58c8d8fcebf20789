/**
 * A real OpenID Connect provider for the sign-in tests (the certified `oidc-provider` package), on
 * loopback. It behaves as Google does for this product: code flow with PKCE, `prompt=select_account`,
 * the `iss` response parameter of RFC 9207. The account screen is played by the test: the browser
 * names the account to sign in as with `login_hint`, and first-party consent is granted on its own.
 *
 * `browse()` plays the user's browser at the provider (its own cookies, redirects followed by hand)
 * and answers the callback's parameters, as they would reach /auth/callback.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import Provider, { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';

export type TestAccount = { sub: string; name?: string; email?: string };

export async function startOidcProvider(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}) {
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const privateJwk = {
    ...signingKey.export({ format: 'jwk' }),
    kid: 'provider-key-1',
    alg: 'RS256',
    use: 'sig',
  };
  const accounts = new Map<string, TestAccount>();

  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [privateJwk as JsonWebKey & { kty: 'RSA' }] },
    cookies: { keys: ['test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3_600,
    },
    // As Google does: the name and e-mail asked for by scope travel in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // A first-party client: the user is not asked to consent to its own product.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ ...account }) };
    },
  });
  const handler = provider.callback();

  /** The account chooser, as a person meets it: one button per account. */
  const chooser = (uid: string) => {
    const buttons = [...accounts.values()]
      .map((a) => `<button name="sub" value="${a.sub}">${a.name ?? a.sub} &lt;${a.email ?? ''}&gt;</button>`)
      .join('');
    return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Escolha uma conta</title></head>
<body><h1>Escolha uma conta</h1><form method="post" action="/interaction/${uid}">${buttons}</form></body></html>`;
  };

  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handler(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        let accountId = String(details.params.login_hint ?? '');
        if (req.method === 'POST') {
          let form = '';
          for await (const chunk of req) form += String(chunk);
          accountId = new URLSearchParams(form).get('sub') ?? '';
        } else if (!accountId) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(chooser(details.uid));
          return;
        }
        if (!accounts.has(accountId)) {
          res.writeHead(400).end('unknown test account');
          return;
        }
        await provider.interactionFinished(
          req,
          res,
          { select_account: {}, login: { accountId } },
          { mergeWithLastSubmission: false },
        );
      } catch (err) {
        res.writeHead(500).end(String(err));
      }
    })();
  });

  return {
    issuer,
    /** The provider's own signing key, for tests that forge what only it could sign. */
    signingJwk: privateJwk,
    addAccount(account: TestAccount) {
      accounts.set(account.sub, account);
    },
    /**
     * The user's browser at the provider: opens the authorization URL as `sub`, follows the provider's
     * redirects and stops at the redirect back to the product, whose query it answers.
     */
    async browse(
      authorizationUrl: string,
      sub: string,
      tweak?: (url: URL) => void,
    ): Promise<URLSearchParams> {
      const url = new URL(authorizationUrl);
      url.searchParams.set('login_hint', sub);
      tweak?.(url);
      const jar = new Map<string, string>();
      let next = url.toString();
      for (let hop = 0; hop < 10; hop++) {
        if (next.startsWith(client.redirectUri)) return new URL(next).searchParams;
        const res = await fetch(next, {
          redirect: 'manual',
          headers: jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`provider stopped at ${next}: HTTP ${res.status} ${await res.text()}`);
        next = new URL(location, next).toString();
      }
      throw new Error('too many redirects at the provider');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
