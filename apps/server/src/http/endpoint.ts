/**
 * Route registration from the shared contract (docs/decisions/030-one-endpoint-contract.md):
 * `on(router, endpoint, access, handler)` registers the endpoint's method and path, parses its
 * query and body with the endpoint's schemas before the handler runs, and answers what the handler
 * returns the way the endpoint says (JSON with its status, or a list under the list contract). The
 * description is attached to the handler so a test can prove every route has one.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type {
  Endpoint,
  ItemOf,
  ParsedBodyOf,
  ParsedParamsOf,
  ParsedQueryOf,
} from '@saude/shared/contract/endpoint';
import type { z } from 'zod';
import type { Page } from '../db/keyset';
import type { Total } from '../db/list-total';
import { notFound } from '../lib/errors';
import type { Access, AccessMiddleware } from './access';
import type { AppEnv } from './context';
import { listAnswer } from './list-answer';
import { jsonAnswer } from './json-answer';
import { parseWith, readJson } from './validate';

const prefixes = new WeakMap<Hono<AppEnv>, string>();

/**
 * A feature's routes, for the app to mount at `prefix` (`/api/appointments`): `on` registers each
 * endpoint at its path below it, and refuses at start-up an endpoint whose path lies elsewhere.
 */
export function apiRouter(prefix: `/api${string}`) {
  const router = new Hono<AppEnv>();
  prefixes.set(router, prefix);
  return router;
}
export type ApiRouter = ReturnType<typeof apiRouter>;

function localPath(router: ApiRouter, path: string): string {
  const prefix = prefixes.get(router);
  if (prefix === undefined) throw new Error(`${path}: router not made by apiRouter()`);
  if (path !== prefix && !path.startsWith(`${prefix}/`)) throw new Error(`${path} is not under ${prefix}`);
  return path.slice(prefix.length) || '/';
}

/** What the handler gets: the path parameters, query and body, each parsed with the endpoint's schema. */
export type EndpointInput<E extends Endpoint> = {
  params: ParsedParamsOf<E>;
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
};

/**
 * What the handler answers: the body as the schema takes it (a row of a list with its page and total),
 * or a Response of its own (a 304, a file).
 */
export type EndpointResult<E extends Endpoint> = E['answer'] extends {
  kind: 'json';
  schema: infer S extends z.ZodType;
}
  ? z.input<S> | Response
  : E['answer'] extends { kind: 'list' }
    ? { page: Page<ItemOf<E>>; total: Total } | Response
    : Response;

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  c: Context<AppEnv>,
) => EndpointResult<E> | Promise<EndpointResult<E>>;

export type DescribedHandler = { endpoint: Endpoint };

export type RouteOptions = {
  /** Run before the access check: a per-client limit, so a refused client costs nothing more. */
  before?: readonly MiddlewareHandler<AppEnv>[];
};

export function on<E extends Endpoint>(
  router: ApiRouter,
  endpoint: E,
  access: AccessMiddleware,
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
): void {
  const run = async (c: Context<AppEnv>) => {
    const input = {
      // After the access check (the middleware before this), before the body: a request naming no
      // record is answered the same whatever it sends.
      params: endpoint.params ? pathParams(endpoint, c.req.param()) : c.req.param(),
      query: endpoint.query ? parseWith(endpoint.query, c.req.query()) : undefined,
      body: endpoint.body ? await readJson(c, endpoint.body) : undefined,
    } as EndpointInput<E>;
    const result = await handler(input, c);
    if (result instanceof Response) return result;
    const { answer } = endpoint;
    if (answer.kind === 'list') {
      const { page, total } = result as { page: Page<unknown>; total: Total };
      return listAnswer(c, page, total);
    }
    return jsonAnswer(c, result, answer.kind === 'json' ? (answer.status ?? 200) : 200);
  };
  // The middlewares run in turn, as one handler that still declares the route's access.
  const guard = options.before?.length
    ? Object.assign(every(...options.before, access), { access: access.access })
    : access;
  router.on(endpoint.method, localPath(router, endpoint.path), guard, Object.assign(run, { endpoint }));
}

/** A path parameter the endpoint's schema refuses names no record: the endpoint's 404. */
function pathParams(endpoint: Endpoint, raw: Record<string, string>): unknown {
  const parsed = endpoint.params?.safeParse(raw);
  if (!parsed?.success) throw notFound(endpoint.notFound);
  return parsed.data;
}

type RegisteredRoute = { method: string; path: string; handler: unknown };

/** The app's API routes with their descriptions and access; a route lacking either is left out. */
export function describedRoutes(
  routes: readonly RegisteredRoute[],
): { endpoint: Endpoint; access: Access }[] {
  const byKey = new Map<string, { endpoint?: Endpoint; access?: Access }>();
  for (const r of routes) {
    if (!r.path.startsWith('/api/') || r.method === 'ALL') continue;
    const key = `${r.method} ${r.path}`;
    const entry = byKey.get(key) ?? {};
    const handler = r.handler as Partial<DescribedHandler> & { access?: Access };
    if (handler.endpoint) entry.endpoint = handler.endpoint;
    if (handler.access) entry.access = handler.access;
    byKey.set(key, entry);
  }
  return [...byKey.values()].flatMap(({ endpoint, access }) =>
    endpoint && access ? [{ endpoint, access }] : [],
  );
}
