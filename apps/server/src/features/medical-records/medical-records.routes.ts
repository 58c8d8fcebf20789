/** GET /api/medical-records: the 'Consultas' tab of /medical-records and the department's view. */
import { Hono } from 'hono';
import { listQuerySchema } from '@saude/shared/schemas/list';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { listAnswer } from '../../http/list-answer';
import { parseWith } from '../../http/validate';
import { listMedicalRecords } from './medical-records.service';

export function medicalRecordsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', requirePermission('medical-records:read'), async (c) => {
    const { cursor, limit } = parseWith(listQuerySchema, c.req.query());
    const { page, total } = await listMedicalRecords(c.var, cursor, limit);
    return listAnswer(c, page, total);
  });
  return app;
}
