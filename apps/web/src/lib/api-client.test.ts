import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint, json } from '@saude/shared/contract/endpoint';
import { mockApi } from '@/test/mock-api';
import {
  actionErrorMessage,
  ANSWER_WAIT_MS,
  ApiError,
  apiErrorMessage,
  callApi,
  isNetworkError,
  isUnauthenticated,
  NO_ANSWER_MESSAGE,
  NoAnswerError,
  OFFLINE_MESSAGE,
} from './api-client';

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

/** A connection that never answers: fetch settles only when its signal aborts it, as a browser's does. */
function silentServer() {
  const fetchMock = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('a connection that fails during a request', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'onLine');
  });
  const offline = (value: boolean) =>
    Object.defineProperty(navigator, 'onLine', { value: !value, configurable: true });

  it('says a write sent online may have been made, since only its answer may have been lost', async () => {
    offline(false);
    mockApi({
      'POST /api/things': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await callApi(createThing, { body: { a: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoAnswerError);
    expect(isNetworkError(error)).toBe(true);
    expect(apiErrorMessage(error, 'Erro ao salvar')).toBe(
      'A conexão caiu antes da resposta e a ação pode ter sido registrada. Confira antes de tentar novamente.',
    );
    expect(actionErrorMessage(error, 'Erro ao dispensar')).toBe(
      'Erro ao dispensar: a conexão caiu antes da resposta e a ação pode ter sido registrada. Confira antes de tentar novamente.',
    );
  });

  it('says nothing was sent of a write tried offline, nor of a read', async () => {
    offline(true);
    mockApi({
      'POST /api/things': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /api/things/x': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const write = await callApi(createThing, { body: { a: 1 } }).catch((e: unknown) => e);
    expect(write).not.toBeInstanceOf(NoAnswerError);
    expect(apiErrorMessage(write, 'Erro ao salvar')).toBe(OFFLINE_MESSAGE);
    offline(false);
    const read = await getX().catch((e: unknown) => e);
    expect(read).not.toBeInstanceOf(NoAnswerError);
    expect(apiErrorMessage(read, 'Erro ao carregar')).toBe(OFFLINE_MESSAGE);
  });
});

describe('an answer that never comes', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('ends a read after its deadline as a connection failure', async () => {
    vi.useFakeTimers();
    silentServer();
    const failed = getX().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS - 1);
    let settled = false;
    void failed.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failed;
    expect(error).toBeInstanceOf(NoAnswerError);
    expect(isNetworkError(error)).toBe(true);
    expect(apiErrorMessage(error, 'Erro ao carregar')).toBe(OFFLINE_MESSAGE);
  });

  it('gives a write time for its body, then says it may have been saved', async () => {
    vi.useFakeTimers();
    silentServer();
    // 80 000 characters at 8 per millisecond: 10 s more than a read.
    const big = endpoint({
      method: 'POST',
      path: '/api/big',
      summary: 'Envia',
      tag: 'Teste',
      body: z.object({ photo: z.string() }),
      answer: json(z.object({ ok: z.number() })),
    });
    const photo = 'x'.repeat(80_000 - '{"photo":""}'.length);
    const failed = callApi(big, { body: { photo } }).catch((e: unknown) => e);
    let settled = false;
    void failed.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS + 9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failed;
    expect(error).toBeInstanceOf(NoAnswerError);
    expect(apiErrorMessage(error, 'Erro ao salvar', 'Erro ao salvar. Tente novamente.')).toBe(
      NO_ANSWER_MESSAGE,
    );
  });

  it("leaves the caller's own cancel as it was, and an answer in time untouched", async () => {
    vi.useFakeTimers();
    silentServer();
    const cancel = new AbortController();
    const cancelled = callApi(readThing, { params: { id: 'x' }, signal: cancel.signal }).catch(
      (e: unknown) => e,
    );
    cancel.abort();
    const error = await cancelled;
    expect(error).toBeInstanceOf(DOMException);
    expect(error).not.toBeInstanceOf(NoAnswerError);

    vi.unstubAllGlobals();
    mockApi({ 'GET /api/things/x': { status: 200, body: { ok: 3 } } });
    await expect(getX()).resolves.toEqual({ ok: 3 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
