import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { nextCpf, signedIn } from '../../test/fixtures';
import { startFakeLookupProviders } from '../../test/fake-lookup-providers';
import { ANONYMOUS_LIMITS } from '../../http/rate-limit';

let fake: Awaited<ReturnType<typeof startFakeLookupProviders>>;
let ctx: TestContext;
beforeAll(async () => {
  fake = await startFakeLookupProviders();
});
afterAll(async () => {
  await fake.close();
});
afterEach(async () => {
  fake.reset();
  await ctx?.close();
});

/** The real timeout is 8 s; tests shorten it so a provider that never answers costs 300 ms. */
async function app(env: Record<string, string> = {}) {
  ctx = await createTestContext({
    CEP_LOOKUP_URL: fake.url,
    REVERSE_GEOCODING_URL: `${fake.url}/nominatim`,
    LOOKUP_TIMEOUT_MS: '300',
    ...env,
  });
  return new TestClient(ctx.app, '10.50.0.1');
}

describe('GET /api/lookup/cep/:cep (ViaCEP format)', () => {
  it('answers the address of a known CEP', async () => {
    const c = await app();
    fake.answer('/ws/01001000/json/', {
      json: { cep: '01001-000', logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' },
    });
    const res = await c.get('/api/lookup/cep/01001-000');
    expect(res).toMatchObject({
      status: 200,
      body: { logradouro: 'Praça da Sé', bairro: 'Sé', cidade: 'São Paulo', estado: 'SP' },
    });
  });

  it('answers 404 for an unknown CEP, 502 on provider error or timeout, 400 for a short CEP', async () => {
    const c = await app();
    fake.answer('/ws/99999999/json/', { json: { erro: true } });
    expect(await c.get('/api/lookup/cep/99999999')).toMatchObject({
      status: 404,
      body: { error: 'CEP não encontrado' },
    });
    fake.answer('/ws/11111111/json/', { status: 500, json: {} });
    const failed = 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.';
    expect(await c.get('/api/lookup/cep/11111111')).toMatchObject({ status: 502, body: { error: failed } });
    fake.answer('/ws/22222222/json/', { hang: true });
    const started = Date.now();
    expect(await c.get('/api/lookup/cep/22222222')).toMatchObject({ status: 502, body: { error: failed } });
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await c.get('/api/lookup/cep/1234567')).status).toBe(400);
  });
});

describe('GET /api/lookup/cpf/:cpf (two providers in turn)', () => {
  const providers = () => ({
    CPF_LOOKUP_URL_1: `${fake.url}/p1/cpf`,
    CPF_LOOKUP_TOKEN_1: 'token-um',
    CPF_LOOKUP_URL_2: `${fake.url}/p2/v1/cpf`,
    CPF_LOOKUP_TOKEN_2: 'token-dois',
  });
  const unavailable =
    'Não foi possível consultar os dados do CPF automaticamente. Por favor, preencha manualmente seus dados.';

  it('answers from the first provider, converting dd/mm/yyyy, sending the token', async () => {
    const c = await app(providers());
    const cpf = nextCpf();
    fake.answer(`/p1/cpf/${cpf}`, { json: { status: 1, nome: 'MARIA DA SILVA', nascimento: '20/05/1990' } });
    const res = await c.get(`/api/lookup/cpf/${cpf}`);
    expect(res).toMatchObject({
      status: 200,
      body: { full_name: 'MARIA DA SILVA', birth_date: '1990-05-20' },
    });
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer token-um');
    const audit = await ctx.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'cpf.lookup')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('falls back to the second provider when the first fails or times out', async () => {
    const c = await app(providers());
    const a = nextCpf();
    fake.answer(`/p1/cpf/${a}`, { status: 500, json: {} });
    fake.answer(`/p2/v1/cpf/${a}`, {
      json: { return: 'OK', result: { name: 'João Souza', birth_date: '01/02/1985' } },
    });
    expect(await c.get(`/api/lookup/cpf/${a}`)).toMatchObject({
      status: 200,
      body: { full_name: 'João Souza', birth_date: '1985-02-01' },
    });
    expect(fake.requests.at(-1)!.headers.authorization).toBe('Bearer token-dois');
    const b = nextCpf();
    fake.answer(`/p1/cpf/${b}`, { hang: true });
    fake.answer(`/p2/v1/cpf/${b}`, {
      json: { return: 'OK', result: { name: 'Ana', birth_date: '1970-12-31' } },
    });
    expect((await c.get(`/api/lookup/cpf/${b}`)).body).toEqual({
      full_name: 'Ana',
      birth_date: '1970-12-31',
    });
  });

  it('answers the spec message: 404 when nobody knows the CPF, 502 when the providers fail', async () => {
    const c = await app(providers());
    const unknown = nextCpf();
    fake.answer(`/p1/cpf/${unknown}`, { json: { status: 0, nome: '' } });
    fake.answer(`/p2/v1/cpf/${unknown}`, { json: { return: 'NOK', result: null } });
    expect(await c.get(`/api/lookup/cpf/${unknown}`)).toMatchObject({
      status: 404,
      body: { error: unavailable },
    });
    const broken = nextCpf();
    fake.answer(`/p1/cpf/${broken}`, { status: 500, json: {} });
    fake.answer(`/p2/v1/cpf/${broken}`, { hang: true });
    expect(await c.get(`/api/lookup/cpf/${broken}`)).toMatchObject({
      status: 502,
      body: { error: unavailable },
    });
  });

  it('is off when no provider is configured, refuses invalid CPFs, and limits each IP', async () => {
    const c = await app();
    expect(await c.get(`/api/lookup/cpf/${nextCpf()}`)).toMatchObject({
      status: 404,
      body: { error: unavailable },
    });
    expect(fake.requests).toHaveLength(0);
    expect(await c.get('/api/lookup/cpf/11111111111')).toMatchObject({
      status: 400,
      body: { error: 'CPF inválido' },
    });
    for (let i = 2; i < ANONYMOUS_LIMITS.cpfLookup.max; i++) await c.get(`/api/lookup/cpf/${nextCpf()}`);
    expect((await c.get(`/api/lookup/cpf/${nextCpf()}`)).status).toBe(429);
    expect((await new TestClient(ctx.app, '10.50.0.2').get(`/api/lookup/cpf/${nextCpf()}`)).status).toBe(404);
  });
});

describe('GET /api/lookup/reverse-geocode (Nominatim format)', () => {
  it('answers a short address and the neighbourhood, asking in Portuguese with a User-Agent', async () => {
    await app();
    const patient = await signedIn(ctx, 'patient');
    fake.answer('/nominatim/reverse', {
      json: {
        display_name: 'Rua Augusta, Consolação, São Paulo, Região Metropolitana de São Paulo, Brasil',
        address: { road: 'Rua Augusta', suburb: 'Consolação', city: 'São Paulo', state: 'São Paulo' },
      },
    });
    const res = await patient.get('/api/lookup/reverse-geocode?lat=-23.55&lon=-46.65');
    expect(res).toMatchObject({
      status: 200,
      body: { address: 'Rua Augusta, Consolação, São Paulo, São Paulo', neighborhood: 'Consolação' },
    });
    const seen = fake.requests[0]!;
    expect(Object.fromEntries(seen.query)).toEqual({
      format: 'jsonv2',
      lat: '-23.55',
      lon: '-46.65',
      'accept-language': 'pt',
    });
    expect(seen.headers['user-agent']).toMatch(/^SaudeMunicipal/);
  });

  it('never fails the user: provider error or timeout gives the fallback text', async () => {
    await app();
    const patient = await signedIn(ctx, 'patient');
    const fallback = { address: 'Localização registrada', neighborhood: null };
    fake.answer('/nominatim/reverse', { status: 500, json: {} });
    expect((await patient.get('/api/lookup/reverse-geocode?lat=1&lon=2')).body).toEqual(fallback);
    fake.answer('/nominatim/reverse', { hang: true });
    expect((await patient.get('/api/lookup/reverse-geocode?lat=1&lon=2')).body).toEqual(fallback);
    fake.answer('/nominatim/reverse', { json: { error: 'Unable to geocode' } });
    expect((await patient.get('/api/lookup/reverse-geocode?lat=1&lon=2')).body).toEqual(fallback);
  });

  it('refuses coordinates out of range or missing', async () => {
    await app();
    const patient = await signedIn(ctx, 'patient');
    for (const q of ['lat=91&lon=0', 'lat=0&lon=-181', 'lat=&lon=1', 'lon=1', 'lat=abc&lon=1']) {
      expect(await patient.get(`/api/lookup/reverse-geocode?${q}`)).toMatchObject({
        status: 400,
        body: { error: 'Coordenadas inválidas' },
      });
    }
    expect(fake.requests).toHaveLength(0);
  });
});
