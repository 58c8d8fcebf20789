import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { ApiError, api, apiErrorMessage, isNetworkError, isUnauthenticated } from './api-client';

describe('api client', () => {
  it('sends JSON with the session cookies and returns the parsed answer', async () => {
    const { fetchMock } = mockApi({ 'POST /api/things': { status: 200, body: { ok: 1 } } });
    await expect(api.post('/api/things', { a: 1 })).resolves.toEqual({ ok: 1 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("throws an ApiError with the status and the server's error text", async () => {
    mockApi({ 'GET /api/x': { status: 409, body: { error: 'CPF já cadastrado' } } });
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(apiErrorMessage(error, 'Erro ao salvar')).toBe('CPF já cadastrado');
  });

  it('falls back to the screen text when the answer has no error field', async () => {
    mockApi({ 'GET /api/x': { status: 500, body: 'oops' } });
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(apiErrorMessage(error, 'Erro ao salvar')).toBe('Erro ao salvar');
    // Lost to the connection: says that nothing was sent.
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'Erro ao salvar')).toBe(
      'Sem conexão: nada foi enviado. Verifique a conexão e tente novamente.',
    );
  });

  it('rejects a 2xx answer that is not JSON (e.g. the static host fallback page)', async () => {
    mockApi({ 'GET /api/x': () => new Response('<!doctype html>', { status: 200 }) });
    await expect(api.get('/api/x')).rejects.toBeInstanceOf(ApiError);
  });

  it('classifies network failures and missing sessions', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new TypeError('x is undefined'))).toBe(false);
    expect(isUnauthenticated(new ApiError(401, null))).toBe(true);
    expect(isUnauthenticated(new ApiError(404, null))).toBe(false);
  });
});
