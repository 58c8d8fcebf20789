/**
 * POST /api/provisional-patients (doctors and reception) and
 * GET /api/public-authority/provisional-patients (public authorities, read-only and audited).
 */
import { Hono } from 'hono';
import {
  provisionalPatientCreateSchema,
  provisionalPatientsQuerySchema,
} from '@saude/shared/schemas/provisional-patients';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { listAnswer } from '../../http/list-answer';
import { parseWith, readJson } from '../../http/validate';
import { listProvisionalPatients, registerProvisionalPatient } from './provisional-patients.service';

export function provisionalPatientsRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/', requirePermission('provisional-patients:create'), async (c) => {
    const input = await readJson(c, provisionalPatientCreateSchema);
    const created = await registerProvisionalPatient(c.var, input);
    return c.json(created, 201);
  });
  return app;
}

/** Mounted at /api/public-authority/provisional-patients, next to the authority's own routes. */
export function authorityProvisionalPatientsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', requirePermission('provisional-patients:read'), async (c) => {
    const query = parseWith(provisionalPatientsQuerySchema, c.req.query());
    const { page, total } = await listProvisionalPatients(c.var, query);
    return listAnswer(c, page, total);
  });
  return app;
}
