/**
 * The typed endpoint contract (docs/decisions/030-one-endpoint-contract.md). Each endpoint of the API is
 * described once, here in the shared package: its method and path, what it answers and, when it takes
 * them, its query and body schemas. The server registers its routes from these descriptions and parses
 * with their schemas, the web client calls through them (its types come from the schemas), the API
 * tests check every answer against them, and GET /api/openapi.json is generated from them.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a successful answer carries. */
export type Answer =
  /** A JSON body (for a list, one row: the body is an array of them under the list contract). */
  | { kind: 'json'; schema: z.ZodType; status?: 200 | 201 | 202 }
  | { kind: 'list'; item: z.ZodType }
  /** Bytes of another media type (a photo), described in words. */
  | { kind: 'bytes'; mediaType: string; description: string };

export type Endpoint = {
  method: HttpMethod;
  /** The full path, with `:name` for each path parameter (`/api/appointments/:id`). */
  path: `/api/${string}`;
  /** One line in Portuguese: what the endpoint does, for the API reference. */
  summary: string;
  /** The group it is listed under in the reference (the feature). */
  tag: string;
  /**
   * The path parameters' schema, one key per `:name`. A value it refuses names no record: the server
   * answers 404 with `notFound` before reading the body, as it does for an unknown record.
   */
  params?: z.ZodType;
  /** The message of that 404 (the same as the service's for an unknown record). */
  notFound?: string;
  query?: z.ZodType;
  body?: z.ZodType;
  answer: Answer;
};

/** Keeps the literal types of a description (its path's parameters, its schemas). */
export function endpoint<const E extends Endpoint>(description: E): E {
  return description;
}

export const json = <S extends z.ZodType>(schema: S, status?: 200 | 201 | 202) =>
  ({ kind: 'json', schema, ...(status ? { status } : {}) }) as {
    kind: 'json';
    schema: S;
    status?: 200 | 201 | 202;
  };
export const list = <S extends z.ZodType>(item: S) => ({ kind: 'list', item }) as { kind: 'list'; item: S };

// ---- Types derived from a description ----

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `{ id: string | number }` for `/api/appointments/:id`; `{}` for a path without parameters. */
export type PathParams<E extends Endpoint> = { [K in ParamNames<E['path']>]: string | number };
/** What the server has after parsing them: the schema's output (`{ id: number }`), else the raw text. */
export type ParsedParamsOf<E extends Endpoint> = E['params'] extends z.ZodType
  ? z.output<E['params']>
  : { [K in ParamNames<E['path']>]: string };

/** What the client sends as query and body (the schemas' input: a form's strings before coercion). */
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : never;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
/** What the server has after parsing them. */
export type ParsedQueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.output<E['query']> : never;
export type ParsedBodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : never;

/** What a successful call gives the client: the body, or one row of a list. */
export type ResponseOf<E extends Endpoint> = E['answer'] extends {
  kind: 'json';
  schema: infer S extends z.ZodType;
}
  ? z.output<S>
  : E['answer'] extends { kind: 'list'; item: infer S extends z.ZodType }
    ? z.output<S>[]
    : never;
export type ItemOf<E extends Endpoint> = E['answer'] extends { kind: 'list'; item: infer S extends z.ZodType }
  ? z.output<S>
  : never;

// ---- Paths ----

/** The path of one call: parameters filled in (encoded), the query's defined values appended. */
export function pathOf(
  e: Pick<Endpoint, 'path'>,
  params: Record<string, string | number> = {},
  query: Record<string, unknown> = {},
): string {
  const path = e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${e.path}: falta o parâmetro ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The OpenAPI spelling of a path: `/api/appointments/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]+)/g, '{$1}');
}

/**
 * The endpoint a request was answered by: the one whose path matches, a literal segment winning over
 * a parameter (`/api/patients/search` over `/api/patients/:id`).
 */
export function matchEndpoint<E extends Endpoint>(
  endpoints: readonly E[],
  method: string,
  pathname: string,
): E | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  let best: { e: E; literal: number } | undefined;
  for (const e of endpoints) {
    if (e.method !== method) continue;
    const pattern = e.path.split('/');
    if (pattern.length !== segments.length) continue;
    let literal = 0;
    const matches = pattern.every((part, i) => {
      if (part.startsWith(':')) return segments[i] !== '';
      literal += 1;
      return part === segments[i];
    });
    if (matches && (!best || literal > best.literal)) best = { e, literal };
  }
  return best?.e;
}
