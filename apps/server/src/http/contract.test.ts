/**
 * The endpoint contract (decision 030): every API route the app registers is described in
 * packages/shared/src/contract, at the method and path it is served on, and every description names a
 * route that exists. GET /api/openapi.json describes them all and is a valid OpenAPI 3.1 document.
 * (Each answer the API tests receive is checked against its description by the test client.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { z } from 'zod';
import { API_ENDPOINTS } from '@saude/shared/contract/api';
import { openApiPath } from '@saude/shared/contract/endpoint';
import { createTestContext, TestClient, type TestContext } from '../test/harness';
import type { DescribedHandler } from './endpoint';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** Stored files are named by an opaque key, which their service checks after the session (401 first). */
const TEXT_IDS = new Set(['/api/files/:id']);

type Operation = {
  summary?: string;
  security?: unknown;
  'x-permission'?: string;
  parameters?: unknown[];
  responses?: Record<string, { description?: string }>;
};
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

function apiRoutes() {
  const byKey = new Map<
    string,
    { method: string; path: string; described: DescribedHandler['endpoint'][] }
  >();
  for (const r of ctx.app.routes) {
    if (!r.path.startsWith('/api/') || r.method === 'ALL') continue;
    const key = `${r.method} ${r.path}`;
    const entry = byKey.get(key) ?? { method: r.method, path: r.path, described: [] };
    const { endpoint } = r.handler as Partial<DescribedHandler>;
    if (endpoint) entry.described.push(endpoint);
    byKey.set(key, entry);
  }
  return [...byKey.entries()];
}

describe('the endpoint contract', () => {
  it('describes every API route once, at the method and path it is served on', () => {
    const wrong = apiRoutes().flatMap(([key, route]) => {
      if (route.described.length !== 1) return [`${key}: ${route.described.length} descriptions`];
      const [e] = route.described;
      return e!.method === route.method && e!.path === route.path
        ? []
        : [`${key}: described as ${e!.method} ${e!.path}`];
    });
    expect(wrong).toEqual([]);
  });

  it('has no description of a route the app does not serve, and no two of one route', () => {
    const served = new Set(apiRoutes().map(([key]) => key));
    const keys = API_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(keys.filter((key) => !served.has(key))).toEqual([]);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('parses the path parameters it names: every row id a positive integer, malformed ones a 404', () => {
    const wrong = API_ENDPOINTS.flatMap((e) => {
      const names = [...e.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => name);
      if (!e.params) return names.includes('id') && !TEXT_IDS.has(e.path) ? [`${e.path}: :id unparsed`] : [];
      const keys = e.params instanceof z.ZodObject ? Object.keys(e.params.shape) : [];
      if (keys.join() !== names.join()) return [`${e.path}: params ${keys.join()}`];
      return e.notFound ? [] : [`${e.path}: no notFound message`];
    });
    expect(wrong).toEqual([]);
  });

  it('answers GET /api/openapi.json: OpenAPI 3.1, valid, with every described route and its access', async () => {
    const res = await new TestClient(ctx.app).get<OpenApiDocument>('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    for (const e of API_ENDPOINTS) {
      const op = doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()];
      expect(op, `${e.method} ${e.path}`).toBeDefined();
      expect(op?.summary).toBe(e.summary);
    }
    // Access is part of the description: a patient's own list needs a session, the health check does not.
    expect(doc.paths['/api/appointments']?.get?.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/appointments']?.get?.['x-permission']).toBe('appointments:read');
    expect(doc.paths['/api/openapi.json']?.get?.security).toEqual([]);
    // A row id is a positive integer, and its 404 is named.
    const status = doc.paths['/api/appointments/{id}/status']?.patch;
    expect(status?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'integer' }) },
    ]);
    expect(status?.responses?.['404']?.description).toBe('Consulta não encontrada');
  });
});
