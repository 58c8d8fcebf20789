/** GET /api/medical-records: the 'Consultas' tab of /medical-records and the department's view. */
import { Hono } from 'hono';
import type { MedicalRecord } from '@saude/shared/schemas/health';
import { NEXT_PAGE_HEADER, listQuerySchema, pageWindow, splitPage } from '@saude/shared/schemas/health';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith } from '../../http/validate';
import { recordAudit } from '../audit/audit.service';
import { medicalRecordsRepository } from './medical-records.repository';
import { recordsScope } from './medical-records.service';

export function medicalRecordsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', requirePermission('medical-records:read'), async (c) => {
    const q = parseWith(listQuerySchema, c.req.query());
    const p = c.var.principal;
    const rows = await medicalRecordsRepository(c.var.deps.db).list(recordsScope(p), pageWindow(q));
    const { items, nextPage } = splitPage(rows, q);
    if (p.role !== 'patient') {
      await recordAudit(c, {
        actor: p,
        action: 'medical-records.read',
        targetType: 'medical-records',
        details: { page: q.page, count: items.length },
      });
    }
    if (nextPage) c.header(NEXT_PAGE_HEADER, String(nextPage));
    const body: MedicalRecord[] = items;
    return c.json(body);
  });
  return app;
}
