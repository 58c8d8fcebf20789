/**
 * The endpoint contract (decision 030): every API route the app registers is described in
 * packages/shared/src/contract, at the method and path it is served on, and every description names a
 * route that exists. GET /api/openapi.json describes them all and is a valid OpenAPI 3.1 document.
 * (Each answer the API tests receive is checked against its description by the test client.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
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

/** Routes not yet described; this list only shrinks, and is empty once every feature is. */
const NOT_YET_DESCRIBED = new Set<string>([
  'GET /api/health',
  'GET /api/public/config',
  'POST /api/auth/patient/login',
  'GET /api/auth/patient/me',
  'GET /api/auth/patient/logout',
  'POST /api/auth/patient/logout',
  'PATCH /api/auth/patient/me',
  'POST /api/auth/patient/password',
  'POST /api/auth/staff/login',
  'GET /api/auth/staff/me',
  'GET /api/auth/staff/logout',
  'POST /api/auth/staff/logout',
  'POST /api/health-department/login',
  'GET /api/health-department/me',
  'GET /api/health-department/logout',
  'POST /api/health-department/logout',
  'POST /api/hospital/login',
  'GET /api/hospital/me',
  'GET /api/hospital/logout',
  'POST /api/hospital/logout',
  'POST /api/public-authority/login',
  'GET /api/public-authority/me',
  'GET /api/public-authority/logout',
  'POST /api/public-authority/logout',
  'POST /api/pharmacy/login',
  'GET /api/pharmacy/me',
  'GET /api/pharmacy/logout',
  'POST /api/pharmacy/logout',
  'GET /api/oauth/google/redirect_url',
  'POST /api/sessions',
  'GET /api/session',
  'GET /api/users/me',
  'POST /api/users/profile',
  'GET /api/logout',
  'POST /api/logout',
  'POST /api/staff/register',
  'GET /api/health-units',
  'GET /api/health/vaccinations',
  'GET /api/health/exams',
  'POST /api/health/vaccinations',
  'POST /api/health/exams',
  'PATCH /api/health/profile',
  'GET /api/medical-records',
  'GET /api/patients/search',
  'GET /api/patients/:id/allergies',
  'GET /api/medications/search',
  'GET /api/prescriptions',
  'POST /api/prescriptions',
  'POST /api/prescriptions/standalone',
  'GET /api/prescriptions/validate/:publicId',
  'POST /api/prescriptions/verify',
  'GET /api/prescriptions/public-key',
  'GET /api/prescriptions/dispensed',
  'POST /api/prescriptions/:publicId/dispense',
  'GET /api/hospital/appointment-requests',
  'GET /api/hospital/appointment-requests/counts',
  'POST /api/hospital/appointment-requests/:id/approve',
  'POST /api/hospital/appointment-requests/:id/reject',
  'GET /api/hospital/doctor-day',
  'GET /api/hospital/doctor-options',
  'GET /api/hospital/doctors',
  'POST /api/hospital/doctors',
  'PUT /api/hospital/doctors/:id',
  'DELETE /api/hospital/doctors/:id',
  'GET /api/hospital/staff',
  'POST /api/hospital/staff',
  'PUT /api/hospital/staff/:id',
  'POST /api/hospital/patients',
  'GET /api/hospital/patients/search',
  'GET /api/hospital/patients/:id',
  'GET /api/hospital/prescriptions',
  'GET /api/hospital/exams',
  'GET /api/hospital/vaccinations',
  'POST /api/hospital/exams/:id/approve',
  'POST /api/hospital/exams/:id/reject',
  'POST /api/auth/patient/register',
  'GET /api/lookup/cep/:cep',
  'GET /api/lookup/cpf/:cpf',
  'GET /api/lookup/reverse-geocode',
  'GET /api/messages/inbox',
  'PATCH /api/messages/:id/read',
  'GET /api/messages/recipients',
  'GET /api/messages',
  'POST /api/messages',
  'POST /api/reports',
  'GET /api/reports/my',
  'GET /api/reports',
  'PATCH /api/reports/:id/status',
  'GET /api/files/:id',
  'POST /api/provisional-patients',
  'GET /api/public-authority/provisional-patients',
  'GET /api/public-authority/summary',
  'GET /api/admin/analytics',
  'GET /api/admin/audit-events',
  'GET /api/admin/stats',
  'DELETE /api/admin/patients/all',
  'DELETE /api/admin/users/all',
  'GET /api/admin/all-prescriptions',
  'GET /api/admin/all-medical-records',
  'GET /api/admin/all-vaccinations',
  'GET /api/admin/all-exams',
  'GET /api/admin/staff',
  'POST /api/admin/staff',
  'PUT /api/admin/staff/:id',
  'PATCH /api/admin/staff/:id/status',
  'GET /api/admin/patients',
  'POST /api/admin/patients',
  'PUT /api/admin/patients/:id',
  'PATCH /api/admin/patients/:id/status',
  'GET /api/admin/health-units',
  'POST /api/admin/health-units',
  'PUT /api/admin/health-units/:id',
  'PATCH /api/admin/health-units/:id/status',
  'GET /api/admin/hospital-administrators',
  'POST /api/admin/hospital-administrators',
  'PUT /api/admin/hospital-administrators/:id',
  'PATCH /api/admin/hospital-administrators/:id/status',
  'GET /api/admin/public-authorities',
  'POST /api/admin/public-authorities',
  'PUT /api/admin/public-authorities/:id',
  'PATCH /api/admin/public-authorities/:id/status',
  'GET /api/admin/pharmacies',
  'POST /api/admin/pharmacies',
  'PUT /api/admin/pharmacies/:id',
  'PATCH /api/admin/pharmacies/:id/status',
  'GET /api/updates',
  'POST /api/password-reset/codes',
  'POST /api/password-reset/email',
  'POST /api/password-reset',
]);

type Operation = { summary?: string; security?: unknown; 'x-permission'?: string };
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
      if (NOT_YET_DESCRIBED.has(key)) return [];
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

  it('lists the routes still to describe only while they are not', () => {
    const described = new Set(API_ENDPOINTS.map((e) => `${e.method} ${e.path}`));
    expect([...NOT_YET_DESCRIBED].filter((key) => described.has(key))).toEqual([]);
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
  });
});
