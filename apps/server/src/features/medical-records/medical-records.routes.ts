/** GET /api/medical-records: the 'Consultas' tab of /medical-records and the department's view. */
import { Hono } from 'hono';
import { listQuerySchema } from '@saude/shared/schemas/list';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { listAnswer, pageReadDetails } from '../../http/list-answer';
import { parseWith } from '../../http/validate';
import { recordAudit } from '../audit/audit.service';
import { listMedicalRecords } from './medical-records.service';

export function medicalRecordsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', requirePermission('medical-records:read'), async (c) => {
    const { cursor, limit } = parseWith(listQuerySchema, c.req.query());
    const p = c.var.principal;
    const { page, total } = await listMedicalRecords(c.var.deps.db, p, cursor, limit);
    // Staff reading other people's records leaves a trace of which ones (LGPD: sensitive data).
    if (p.role !== 'patient') {
      await recordAudit(c.var, {
        actor: p,
        action: 'medical-records.read',
        targetType: 'medical-records',
        details: pageReadDetails({ cursor, limit }, page.items),
      });
    }
    return listAnswer(c, page, total);
  });
  return app;
}
