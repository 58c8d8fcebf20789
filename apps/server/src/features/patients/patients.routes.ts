/** GET /api/patients/search?q=: doctors find the patient of a standalone prescription. */
import { Hono } from 'hono';
import { patientSearchQuerySchema } from '@saude/shared/schemas/health';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith } from '../../http/validate';
import { recordAudit } from '../audit/audit.service';
import { searchPatients } from './patients.service';

export function patientsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/search', requirePermission('patients:search'), async (c) => {
    const { q } = parseWith(patientSearchQuerySchema, c.req.query());
    const results = await searchPatients(c.var.deps.db, c.var.deps.database.dialect, q);
    // Names and CPFs of the whole city are reachable here: who searched for what is kept.
    await recordAudit(c, {
      actor: c.var.principal,
      action: 'patients.search',
      targetType: 'patients',
      details: { q, results: results.map((r) => r.id) },
    });
    return c.json(results);
  });
  return app;
}
