import { createPrivateKey, generateKeyPairSync, sign, type JsonWebKey, type KeyObject } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { startOidcProvider } from '../../test/oidc-provider';
import { nextCpf } from '../../test/fixtures';

const CLIENT_ID = 'saude-test-client';
const CLIENT_SECRET = 'segredo-de-teste';
const REDIRECT_URI = 'http://localhost:3000/auth/callback';
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let ctx: TestContext;

beforeAll(async () => {
  provider = await startOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUri: REDIRECT_URI,
  });
});
afterAll(async () => {
  await provider.close();
});

async function contextFor(fetchThrough: typeof fetch = globalThis.fetch) {
  return createTestContext(
    { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, GOOGLE_ISSUER: provider.issuer },
    { fetch: fetchThrough },
  );
}
beforeEach(async () => {
  ctx = await contextFor();
});
afterEach(async () => {
  await ctx.close();
});

let accountSeq = 0;
/**
 * The browser side of the flow: the product's redirect URL, the provider's account chooser as a new
 * Google account, and what comes back to /auth/callback as the exchange's body.
 */
async function signInAtProvider(client: TestClient, name = 'Carla Mendes', tweak?: (url: URL) => void) {
  const sub = `google-${++accountSeq}`;
  provider.addAccount({ sub, name, email: `${sub}@example.com` });
  const redirect = await client.get<{ redirectUrl: string }>('/api/oauth/google/redirect_url');
  expect(redirect.status).toBe(200);
  const back = await provider.browse(redirect.body.redirectUrl, sub, tweak);
  return {
    sub,
    url: new URL(redirect.body.redirectUrl),
    body: { code: back.get('code')!, state: back.get('state')!, iss: back.get('iss') ?? undefined },
  };
}

/**
 * A man in the middle of the token response: the ID token's claims changed by `edit` and signed
 * again with `key` under the provider's key id.
 */
function reSigningFetch(key: () => KeyObject, edit: (claims: Record<string, unknown>) => void = () => {}) {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const res = await fetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/token') || !res.ok) return res;
    const tokens = (await res.json()) as { id_token: string };
    const [header = '', payload = ''] = tokens.id_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    edit(claims);
    const input2 = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    tokens.id_token = `${input2}.${sign('RSA-SHA256', Buffer.from(input2), key()).toString('base64url')}`;
    return new Response(JSON.stringify(tokens), { status: res.status, headers: res.headers });
  }) as typeof fetch;
}
const providerKey = () => createPrivateKey({ key: provider.signingJwk as JsonWebKey, format: 'jwk' });

describe('sign-in with Google (OpenID Connect)', () => {
  it('builds an authorization URL with state, nonce and an S256 PKCE challenge, bound to this browser', async () => {
    const client = new TestClient(ctx.app);
    const res = await client.get<{ redirectUrl: string }>('/api/oauth/google/redirect_url');
    const url = new URL(res.body.redirectUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toContain('openid');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('saude_signin='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/i);
  });

  it('exchanges the code for a session; a new user has no profile and may create a patient profile', async () => {
    const client = new TestClient(ctx.app);
    const { body } = await signInAtProvider(client);
    expect(body.iss).toBe(provider.issuer);
    const exchange = await client.post('/api/sessions', body);
    expect(exchange.status).toBe(200);
    expect(client.cookies.has('saude_user')).toBe(true);

    const me = await client.get<{ hasProfile: boolean; identity: { name: string } }>('/api/users/me');
    expect(me.body).toMatchObject({ hasProfile: false, profile: null, identity: { name: 'Carla Mendes' } });
    // Without a profile nothing else is reachable.
    expect((await client.get('/api/health-units')).status).toBe(403);

    const cpf = nextCpf();
    const created = await client.post<{ pendingActivation: boolean }>('/api/users/profile', {
      user_type: 'patient',
      full_name: 'Carla Mendes',
      cpf,
      blood_type: 'O+',
    });
    expect(created.status).toBe(201);
    expect(created.body.pendingActivation).toBe(false);
    const after = await client.get<{ hasProfile: boolean; profile: { user_type: string; cpf: string } }>(
      '/api/users/me',
    );
    expect(after.body).toMatchObject({ hasProfile: true, profile: { user_type: 'patient', cpf } });
    expect((await client.get('/api/auth/patient/me')).status).toBe(200);
    // The same profile cannot be created twice.
    expect((await client.post('/api/users/profile', { user_type: 'patient', full_name: 'X' })).status).toBe(
      403,
    );

    await client.get('/api/logout');
    expect((await client.get('/api/users/me')).status).toBe(401);
  });

  it('creates a staff profile inactive: no staff powers until the health department activates it', async () => {
    const client = new TestClient(ctx.app);
    const { body } = await signInAtProvider(client, 'Dr. Paulo');
    expect((await client.post('/api/sessions', body)).status).toBe(200);
    const created = await client.post<{
      pendingActivation: boolean;
      profile: { id: number; is_active: boolean };
    }>('/api/users/profile', {
      user_type: 'doctor',
      full_name: 'Dr. Paulo',
      specialty: 'Pediatra',
      crm: '100201',
      crm_uf: 'MG',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ pendingActivation: true, profile: { is_active: false } });
    const me = await client.get<{ hasProfile: boolean; pendingActivation: boolean }>('/api/users/me');
    expect(me.body).toMatchObject({ hasProfile: false, pendingActivation: true });
    expect((await client.get('/api/auth/staff/me')).status).toBe(403);

    await ctx.db
      .updateTable('staff')
      .set({ is_active: 1 })
      .where('id', '=', created.body.profile.id)
      .execute();
    const active = await client.get<{ profile: { user_type: string } }>('/api/users/me');
    expect(active.body.profile.user_type).toBe('doctor');
    expect((await client.get('/api/auth/staff/me')).status).toBe(200);
  });

  it('accepts a state only once, and a code only once', async () => {
    const client = new TestClient(ctx.app);
    const { body } = await signInAtProvider(client);
    expect((await client.post('/api/sessions', body)).status).toBe(200);
    expect((await client.post('/api/sessions', body)).status).toBe(400);
    // The same code brought back under a fresh state of this browser: the provider spent it.
    const again = await client.get<{ redirectUrl: string }>('/api/oauth/google/redirect_url');
    const state = new URL(again.body.redirectUrl).searchParams.get('state')!;
    const replay = await client.post('/api/sessions', { ...body, state });
    expect(replay.status).toBe(401);
  });

  it("refuses a callback started in another browser (login CSRF): nobody is signed in to the attacker's account", async () => {
    const attacker = new TestClient(ctx.app, '10.6.6.6');
    const { body } = await signInAtProvider(attacker, 'Conta do Atacante');
    // The attacker sends the victim /auth/callback?code=…&state=… from their own sign-in.
    const victim = new TestClient(ctx.app, '10.0.0.2');
    const forced = await victim.post<{ error: string }>('/api/sessions', body);
    expect(forced.status).toBe(400);
    expect(forced.body.error).toMatch(/iniciado em outro navegador/);
    expect(victim.cookies.has('saude_user')).toBe(false);
    expect((await victim.get('/api/users/me')).status).toBe(401);
    // A victim who started a sign-in of their own is still refused the attacker's state.
    await victim.get('/api/oauth/google/redirect_url');
    expect((await victim.post('/api/sessions', body)).status).toBe(400);
    expect(victim.cookies.has('saude_user')).toBe(false);
    // The state is spent: not even the attacker's browser can use it afterwards.
    expect((await attacker.post('/api/sessions', body)).status).toBe(400);
  });

  it('rejects a sign-in whose nonce was changed on its way to the provider', async () => {
    const client = new TestClient(ctx.app);
    const { body } = await signInAtProvider(client, 'Carla', (url) =>
      url.searchParams.set('nonce', 'nonce-do-atacante'),
    );
    expect((await client.post('/api/sessions', body)).status).toBe(401);
    expect(client.cookies.has('saude_user')).toBe(false);
  });

  it('rejects a response naming another issuer (mix-up)', async () => {
    const client = new TestClient(ctx.app);
    const { body } = await signInAtProvider(client);
    const res = await client.post('/api/sessions', { ...body, iss: 'https://outro-provedor.example' });
    expect(res.status).toBe(401);
  });

  describe('ID tokens changed in transit', () => {
    const cases: Array<[string, () => KeyObject, (claims: Record<string, unknown>) => void, number]> = [
      // The control: re-signed by the provider's own key and unchanged, the token is good.
      ["the provider's key, unchanged", providerKey, () => {}, 200],
      [
        "a foreign key under the provider's key id",
        () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
        () => {},
        401,
      ],
      [
        'an expired token',
        providerKey,
        (c) => {
          c.exp = Math.floor(Date.now() / 1000) - 3_600;
          c.iat = Number(c.exp) - 300;
        },
        401,
      ],
      [
        'another audience',
        providerKey,
        (c) => {
          c.aud = 'outro-cliente';
        },
        401,
      ],
    ];
    for (const [what, key, edit, status] of cases) {
      it(`${status === 200 ? 'accepts' : 'rejects'} ${what}`, async () => {
        const tampered = await contextFor(reSigningFetch(key, edit));
        try {
          const client = new TestClient(tampered.app);
          const { body } = await signInAtProvider(client);
          expect((await client.post('/api/sessions', body)).status).toBe(status);
          expect(client.cookies.has('saude_user')).toBe(status === 200);
        } finally {
          await tampered.close();
        }
      });
    }
  });

  it('rejects a code without its state', async () => {
    const res = await new TestClient(ctx.app).post<{ error: string }>('/api/sessions', { code: 'abc' });
    expect(res.status).toBe(400);
  });
});

describe('Google not configured', () => {
  it('says so instead of failing', async () => {
    const plain = await createTestContext();
    const res = await new TestClient(plain.app).get<{ error: string }>('/api/oauth/google/redirect_url');
    expect(res.status).toBe(503);
    expect(res.body.error).toMatch(/não está configurado/);
    const config = await new TestClient(plain.app).get<{ googleEnabled: boolean }>('/api/public/config');
    expect(config.body.googleEnabled).toBe(false);
    await plain.close();
  });
});
