import { vi } from 'vitest';

export type ApiCall = { method: string; url: string; body: unknown };
type Reply = { status: number; body?: unknown };
type Handler = Reply | ((call: ApiCall) => Reply | Promise<Reply> | Response | Promise<Response>);

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces fetch with a table of 'METHOD /path' -> answer. Anything not in the table answers 401,
 * as the server does for a visitor without a session.
 */
export function mockApi(routes: Record<string, Handler> = {}) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const handler = routes[`${method} ${url}`];
    if (!handler) return jsonResponse(401, { error: 'Não autenticado' });
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    return reply instanceof Response ? reply : jsonResponse(reply.status, reply.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url),
  };
}

/**
 * A page of a list as the server answers it (docs/decisions/013-one-list-contract.md): the rows, the
 * total headers and, with `next`, the Link to the next page (a path the mock answers too).
 */
export function listReply(
  items: unknown[],
  { total = items.length, exact = true, next }: { total?: number; exact?: boolean; next?: string } = {},
): Response {
  const response = jsonResponse(200, items);
  response.headers.set('X-Total-Count', String(total));
  response.headers.set('X-Total-Count-Exact', String(exact));
  if (next) response.headers.set('Link', `<http://localhost:3000${next}>; rel="next"`);
  return response;
}

/** A promise the test resolves when it wants the server to answer. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
