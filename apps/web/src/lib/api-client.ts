import {
  pathOf,
  type BodyOf,
  type Endpoint,
  type PathParams,
  type QueryOf,
  type ResponseOf,
} from '@saude/shared/contract/endpoint';

/**
 * The one way the web app talks to the server. Every call is same-origin under /api, sends the
 * session cookies, and turns a non-2xx answer into an ApiError carrying the status and the
 * server's `error` text (the server answers errors as `{ "error": "mensagem" }`).
 */

export class ApiError extends Error {
  readonly status: number;
  /** The server's `error` text, when the answer had one. */
  readonly serverMessage: string | null;
  /** The HTTP reason phrase ("Internal Server Error"), for screens that name an unreadable failure. */
  readonly statusText: string;

  constructor(status: number, serverMessage: string | null, statusText = '') {
    super(serverMessage ?? `API responded with HTTP status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.statusText = statusText;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
};

function readErrorText(data: unknown): string | null {
  if (data && typeof data === 'object' && 'error' in data) {
    const text = (data as { error: unknown }).error;
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return null;
}

/** The answer's body and headers (lists read their paging headers beside the body). */
export type ApiAnswer<T> = { data: T; headers: Headers };

/**
 * A request whose answer never came. Either it did not come in time ('late'): a phone that changed
 * networks or lost its signal keeps waiting on a dead connection for as long as the browser allows
 * (minutes), with "Salvando..." on screen or its polling stopped, since a poll waits for the one
 * before it. Or the connection failed while a write was on its way ('lost'): the browser was online
 * when it sent it, so the server may have received it before the line dropped, and only its answer
 * was lost. Either way a write may have reached the server, so the person is told to check before
 * sending it again; "nothing was sent" is said only of a request the browser sent while offline.
 */
export class NoAnswerError extends Error {
  readonly method: Method;
  readonly reason: 'late' | 'lost';

  constructor(method: Method, afterMs: number, reason: 'late' | 'lost' = 'late') {
    super(
      reason === 'late' ? `No answer to ${method} within ${afterMs} ms` : `Connection lost during ${method}`,
    );
    this.name = 'NoAnswerError';
    this.method = method;
    this.reason = reason;
  }
}

/**
 * How long an answer may take: 30 s (the API's slowest searches answer in a few seconds on the big
 * city), plus, for a write, the time its body takes at 8 KB/s (a report's photo of a few hundred
 * kilobytes on a weak signal).
 */
export const ANSWER_WAIT_MS = 30_000;
const BODY_BYTES_PER_MS = 8;

function answerDeadlineMs(body: string | undefined): number {
  return ANSWER_WAIT_MS + Math.ceil((body?.length ?? 0) / BODY_BYTES_PER_MS);
}

export async function apiExchange<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  // One signal ends the request either way: the caller's (a screen left, a query cancelled) or the
  // deadline's.
  const abort = new AbortController();
  const caller = options.signal;
  const passOn = () => abort.abort(caller?.reason);
  if (caller?.aborted) passOn();
  else caller?.addEventListener('abort', passOn, { once: true });
  const deadlineMs = answerDeadlineMs(body);
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    abort.abort();
  }, deadlineMs);

  // Offline, the browser fails the request before sending anything; online, a failure may come after
  // the server has it.
  const sentOnline = typeof navigator === 'undefined' || navigator.onLine !== false;
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, { method, credentials: 'include', headers, body, signal: abort.signal });
    text = await response.text();
  } catch (error) {
    if (late) throw new NoAnswerError(method, deadlineMs);
    if (method !== 'GET' && sentOnline && isNetworkError(error)) throw new NoAnswerError(method, 0, 'lost');
    throw error;
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', passOn);
  }
  let data: unknown = null;
  let isJson = false;
  if (text !== '') {
    try {
      data = JSON.parse(text);
      isJson = true;
    } catch {
      // Not JSON: a proxy error page or, without a server, the SPA fallback HTML.
    }
  }

  if (!response.ok) throw new ApiError(response.status, readErrorText(data), response.statusText);
  // A 2xx that is not JSON did not come from the API (e.g. the static host's index.html).
  if (text !== '' && !isJson) throw new ApiError(response.status, null, response.statusText);
  return { data: data as T, headers: response.headers };
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiExchange<T>(method, path, options)).data;
}

/** The path parameters, required exactly when the endpoint's path has some. */
type ParamsArg<E extends Endpoint> = keyof PathParams<E> extends never
  ? { params?: undefined }
  : { params: PathParams<E> };
type QueryArg<E extends Endpoint> = E['query'] extends object
  ? { query?: QueryOf<E> }
  : { query?: undefined };
type BodyArg<E extends Endpoint> = E['body'] extends object ? { body: BodyOf<E> } : { body?: undefined };

export type CallArgs<E extends Endpoint> = ParamsArg<E> & QueryArg<E> & BodyArg<E> & { signal?: AbortSignal };

/** The path one call asks for: the endpoint's path with its parameters and query filled in. */
export function endpointPath<E extends Endpoint>(e: E, args: { params?: unknown; query?: unknown }): string {
  return pathOf(
    e,
    args.params as Record<string, string | number> | undefined,
    args.query as Record<string, unknown>,
  );
}

/**
 * Calls one endpoint of the shared contract (docs/decisions/030-one-endpoint-contract.md): the path,
 * query and body are typed by its description, and so is the answer. A body-less POST sends `{}`.
 */
export function callApi<E extends Endpoint>(
  e: E,
  ...[args]: Partial<CallArgs<E>> extends CallArgs<E> ? [CallArgs<E>?] : [CallArgs<E>]
) {
  const a = (args ?? {}) as CallArgs<E>;
  const body = a.body ?? (e.method === 'GET' || e.method === 'DELETE' ? undefined : {});
  return apiRequest<ResponseOf<E>>(e.method, endpointPath(e, a), { body, signal: a.signal });
}

/**
 * The same call, with the endpoint's description fetched first: for what every first screen runs (the
 * public configuration, the update polling), whose download must not carry the contract's schemas
 * (the landing page's budget is 150 KB).
 */
export async function callLazily<E extends Endpoint>(
  load: () => Promise<E>,
  ...[args]: Partial<CallArgs<E>> extends CallArgs<E> ? [CallArgs<E>?] : [CallArgs<E>]
): Promise<ResponseOf<E>> {
  const e = await load();
  const a = (args ?? {}) as CallArgs<E>;
  return callApi<Endpoint>(e, a as CallArgs<Endpoint>) as Promise<ResponseOf<E>>;
}

/** What follows "sem conexão" (alone, or after an action's failure: actionErrorMessage). */
const NOTHING_SENT = 'nada foi enviado. Verifique a conexão e tente novamente.';

/** What a request lost to the connection says, wherever it was sent from (decision 022). */
export const OFFLINE_MESSAGE = `Sem conexão: ${NOTHING_SENT}`;

/** A write without an answer: it may have been saved, so "nothing was sent" would be false. */
const CHECK_FIRST = 'a ação pode ter sido registrada. Confira antes de tentar novamente.';
const MAYBE_SAVED = {
  late: `o servidor não respondeu a tempo e ${CHECK_FIRST}`,
  lost: `a conexão caiu antes da resposta e ${CHECK_FIRST}`,
} as const;
const maybeSaved = (error: NoAnswerError) => MAYBE_SAVED[error.reason];

/** What a write without an answer says (its answer late; noAnswerMessage words either case). */
export const NO_ANSWER_MESSAGE = `O${MAYBE_SAVED.late.slice(1)}`;

/** What this write without an answer says, as a sentence. */
export function noAnswerMessage(error: NoAnswerError): string {
  const reason = maybeSaved(error);
  return `${reason[0]!.toUpperCase()}${reason.slice(1)}`;
}

/** A write that was sent and never answered (decision 056). */
export function isUnansweredWrite(error: unknown): error is NoAnswerError {
  return error instanceof NoAnswerError && error.method !== 'GET';
}

/**
 * The server's message when there is one; a write never answered, that it may have been saved;
 * without a connection, the screen's text for it (by default, that nothing was sent); otherwise the
 * screen's own fallback text.
 */
export function apiErrorMessage(error: unknown, fallback: string, offline = OFFLINE_MESSAGE): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (isUnansweredWrite(error)) return noAnswerMessage(error);
  return isNetworkError(error) ? offline : fallback;
}

/**
 * The spec's '<action>: <reason>' texts (spec 01 section 8, 'Erro ao emitir receita: ...'): the
 * server's reason; else the connection's, in the same form (offline nothing was sent; an answer that
 * never came may hide a write already made, which a blind retry would make twice); else
 * '<action>. Tente novamente.'
 */
export function actionErrorMessage(error: unknown, action: string): string {
  if (error instanceof ApiError && error.serverMessage) return `${action}: ${error.serverMessage}`;
  if (isUnansweredWrite(error)) return `${action}: ${maybeSaved(error)}`;
  if (isNetworkError(error)) return `${action}: sem conexão, ${NOTHING_SENT}`;
  return `${action}. Tente novamente.`;
}

/**
 * fetch() rejects with a TypeError when the network is down or the host unreachable; an answer that
 * never came is the connection's failure too.
 */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof NoAnswerError) return true;
  if (!(error instanceof TypeError)) return false;
  return /failed to fetch|networkerror|network request failed|load failed|fetch failed/i.test(error.message);
}

/** 401 (no session) and 403 (not this kind of session) both mean "not signed in here". */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
