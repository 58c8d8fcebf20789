import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { startFakeOidcProvider } from '../../test/fake-oidc-provider';
import { nextCpf } from '../../test/fixtures';

const CLIENT_ID = 'saude-test-client';
const CLIENT_SECRET = 'segredo-de-teste';
let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>;
let ctx: TestContext;

beforeAll(async () => {
  provider = await startFakeOidcProvider(CLIENT_ID, CLIENT_SECRET);
});
afterAll(async () => {
  await provider.close();
});
beforeEach(async () => {
  ctx = await createTestContext({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_ISSUER: provider.issuer,
  });
});
afterEach(async () => {
  await ctx.close();
});

let codeSeq = 0;
/** Runs the browser side of the flow: redirect URL, consent at the provider, code exchange. */
async function signInWithGoogle(client: TestClient, sub: string, name = 'Carla Mendes') {
  const redirect = await client.get<{ redirectUrl: string }>('/api/oauth/google/redirect_url');
  expect(redirect.status).toBe(200);
  const url = new URL(redirect.body.redirectUrl);
  const code = `code-${++codeSeq}`;
  provider.issueCode(code, {
    sub,
    name,
    email: 'carla@example.com',
    nonce: url.searchParams.get('nonce')!,
    challenge: url.searchParams.get('code_challenge')!,
  });
  return { url, code, state: url.searchParams.get('state')! };
}

describe('sign-in with Google (OpenID Connect)', () => {
  it('builds an authorization URL with state, nonce and an S256 PKCE challenge', async () => {
    const { url } = await signInWithGoogle(new TestClient(ctx.app), 'sub-1');
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toContain('openid');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
  });

  it('exchanges the code for a session; a new user has no profile and may create a patient profile', async () => {
    const client = new TestClient(ctx.app);
    const { code, state } = await signInWithGoogle(client, 'sub-2');
    const exchange = await client.post('/api/sessions', { code, state });
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
    const { code, state } = await signInWithGoogle(client, 'sub-3', 'Dr. Paulo');
    await client.post('/api/sessions', { code, state });
    const created = await client.post<{
      pendingActivation: boolean;
      profile: { id: number; is_active: boolean };
    }>('/api/users/profile', {
      user_type: 'doctor',
      full_name: 'Dr. Paulo',
      specialty: 'Pediatra',
      crm: 'CRM-SP 1',
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

  it('accepts a state only once', async () => {
    const client = new TestClient(ctx.app);
    const { code, state } = await signInWithGoogle(client, 'sub-4');
    expect((await client.post('/api/sessions', { code, state })).status).toBe(200);
    expect((await client.post('/api/sessions', { code, state })).status).toBe(400);
  });

  it('rejects an ID token signed by a foreign key', async () => {
    const client = new TestClient(ctx.app);
    const { code, state } = await signInWithGoogle(client, 'sub-5');
    provider.useForeignKey();
    const res = await client.post('/api/sessions', { code, state });
    expect(res.status).toBe(401);
    expect(client.cookies.has('saude_user')).toBe(false);
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
