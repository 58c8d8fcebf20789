/**
 * GET /api/openapi.json, generated from the routes the app registered (docs/decisions/030): each
 * route's endpoint description (shared schemas as JSON Schema 2020-12, the dialect of OpenAPI 3.1)
 * and its declared access (public, or a session whose role has the permission).
 */
import { z } from 'zod';
import { ROLES } from '@saude/shared/auth/roles';
import { roleHas } from '@saude/shared/auth/permissions';
import { openApiPath, type Endpoint } from '@saude/shared/contract/endpoint';
import { TOTAL_COUNT_HEADER, TOTAL_EXACT_HEADER } from '@saude/shared/domain/page-limits';
import type { Access } from './access';

export type DescribedRoute = { endpoint: Endpoint; access: Access };

type JsonSchema = Record<string, unknown>;

/** Refinements (check digits, real calendar days) have no JSON Schema form: the types and formats stay. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const errorAnswer = {
  description: 'Erro, com a mensagem em português',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

function queryParameters(query: z.ZodType): JsonSchema[] {
  const schema = jsonSchema(query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

/** Each `:name` of the path, with its schema when the endpoint gives one (an id), else as text. */
function pathParameters(e: Endpoint): JsonSchema[] {
  const properties = e.params ? ((jsonSchema(e.params, 'output').properties ?? {}) as JsonSchema) : {};
  return [...e.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name] ?? { type: 'string' },
  }));
}

function successAnswer(e: Endpoint): [string, JsonSchema] {
  const { answer } = e;
  if (answer.kind === 'bytes') {
    return ['200', { description: answer.description, content: { [answer.mediaType]: {} } }];
  }
  if (answer.kind === 'list') {
    return [
      '200',
      {
        description: 'Uma página da lista (docs/decisions/013-one-list-contract.md)',
        headers: {
          [TOTAL_COUNT_HEADER]: {
            schema: { type: 'integer' },
            description: 'Total de linhas (ou um mínimo)',
          },
          [TOTAL_EXACT_HEADER]: { schema: { type: 'string', enum: ['true', 'false'] } },
          Link: { schema: { type: 'string' }, description: 'A próxima página, rel="next", enquanto houver' },
        },
        content: {
          'application/json': { schema: { type: 'array', items: jsonSchema(answer.item, 'output') } },
        },
      },
    ];
  }
  return [
    String(answer.status ?? 200),
    {
      description: 'Sucesso',
      content: { 'application/json': { schema: jsonSchema(answer.schema, 'output') } },
    },
  ];
}

function operation({ endpoint: e, access }: DescribedRoute): JsonSchema {
  const parameters = [...pathParameters(e), ...(e.query ? queryParameters(e.query) : [])];
  const [status, success] = successAnswer(e);
  const roles = access.type === 'permission' ? ROLES.filter((role) => roleHas(role, access.permission)) : [];
  return {
    operationId: `${e.method.toLowerCase()}${openApiPath(e.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ? c.toUpperCase() : ''))}`,
    summary: e.summary,
    tags: [e.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(e.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(e.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [status]: success,
      ...(e.notFound ? { '404': { ...errorAnswer, description: e.notFound } } : {}),
      '4XX': errorAnswer,
      '5XX': errorAnswer,
    },
    security: access.type === 'public' ? [] : [{ session: [] }],
    ...(access.type === 'permission' ? { 'x-permission': access.permission, 'x-roles': roles } : {}),
  };
}

export function openApiDocument(
  routes: readonly DescribedRoute[],
  serverUrl: string,
  version: string,
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openApiPath(route.endpoint.path);
    paths[path] = { ...paths[path], [route.endpoint.method.toLowerCase()]: operation(route) };
  }
  const tags = [...new Set(routes.map((r) => r.endpoint.tag))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  return {
    openapi: '3.1.1',
    info: {
      title: 'Saúde Municipal — API',
      version,
      description:
        'A API do aplicativo de saúde do município. Sessões por cookie HttpOnly, obtido no login de cada tipo de conta. ' +
        'Listas paginadas por cursor: ?limit= e o cabeçalho Link da próxima página. Erros: {"error": "mensagem"}.',
    },
    servers: [{ url: serverUrl }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        Error: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'saude_patient',
          description:
            'O cookie de sessão do tipo de conta (saude_patient, saude_staff, saude_department, saude_hospital, ' +
            'saude_authority, saude_pharmacy, saude_user; com o prefixo __Host- em HTTPS)',
        },
      },
    },
  };
}
