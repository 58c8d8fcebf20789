import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, json } from '@saude/shared/contract/endpoint';
import { mockApi } from '@/test/mock-api';
import { ApiError, apiErrorMessage, callApi, isNetworkError, isUnauthenticated } from './api-client';

const createThing = endpoint({
  method: 'POST',
  path: '/api/things',
  summary: 'Cria',
  tag: 'Teste',
  body: z.object({ a: z.number() }),
  answer: json(z.object({ ok: z.number() })),
});
const readThing = endpoint({
  method: 'GET',
  path: '/api/things/:id',
  summary: 'Lê',
  tag: 'Teste',
  query: z.object({ status: z.string().optional(), page: z.number().optional() }),
  answer: json(z.object({ ok: z.number() })),
});
const getX = () => callApi(readThing, { params: { id: 'x' } });

describe('api client', () => {
  it('sends JSON with the session cookies and returns the parsed answer', async () => {
    const { fetchMock } = mockApi({ 'POST /api/things': { status: 200, body: { ok: 1 } } });
    await expect(callApi(createThing, { body: { a: 1 } })).resolves.toEqual({ ok: 1 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("throws an ApiError with the status and the server's error text", async () => {
    mockApi({ 'GET /api/things/x': { status: 409, body: { error: 'CPF já cadastrado' } } });
    const error = await getX().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(apiErrorMessage(error, 'Erro ao salvar')).toBe('CPF já cadastrado');
  });

  it('falls back to the screen text when the answer has no error field', async () => {
    mockApi({ 'GET /api/things/x': { status: 500, body: 'oops' } });
    const error = await getX().catch((e: unknown) => e);
    expect(apiErrorMessage(error, 'Erro ao salvar')).toBe('Erro ao salvar');
    // Lost to the connection: says that nothing was sent.
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'Erro ao salvar')).toBe(
      'Sem conexão: nada foi enviado. Verifique a conexão e tente novamente.',
    );
  });

  it('rejects a 2xx answer that is not JSON (e.g. the static host fallback page)', async () => {
    mockApi({ 'GET /api/things/x': () => new Response('<!doctype html>', { status: 200 }) });
    await expect(getX()).rejects.toBeInstanceOf(ApiError);
  });

  it("fills the path's parameters, encoded, and the query's defined values", async () => {
    const { fetchMock } = mockApi({ 'GET /api/things/a%2Fb?status=ok': { status: 200, body: { ok: 2 } } });
    await expect(
      callApi(readThing, { params: { id: 'a/b' }, query: { status: 'ok', page: undefined } }),
    ).resolves.toEqual({ ok: 2 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things/a%2Fb?status=ok');
  });

  it('keeps the reason phrase of a failure without a message', async () => {
    mockApi({
      'GET /api/things/x': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    const error = (await getX().catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.serverMessage, error.statusText]).toEqual([
      500,
      null,
      'Internal Server Error',
    ]);
  });

  it('classifies network failures and missing sessions', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new TypeError('x is undefined'))).toBe(false);
    expect(isUnauthenticated(new ApiError(401, null))).toBe(true);
    expect(isUnauthenticated(new ApiError(404, null))).toBe(false);
  });
});
