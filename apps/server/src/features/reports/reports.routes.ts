/**
 * POST /api/reports and GET /api/reports/my for patients; GET /api/reports and
 * PATCH /api/reports/:id/status for the health department.
 */
import { Hono } from 'hono';
import {
  REPORT_MESSAGES,
  allReportsQuerySchema,
  myReportsQuerySchema,
  reportCreateSchema,
  reportStatusSchema,
} from '@saude/shared/schemas/reports';
import { idParam } from '@saude/shared/schemas/common';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { listAnswer } from '../../http/list-answer';
import { exactTotal } from '../../db/list-total';
import { notFound } from '../../lib/errors';
import { parseWith, readJson } from '../../http/validate';
import { allReports, changeStatus, createReport, myReports } from './reports.service';

export function reportsRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/', requirePermission('reports:create'), async (c) => {
    const input = await readJson(c, reportCreateSchema);
    const patientId = c.var.principal.patientId;
    if (!patientId) throw notFound();
    return c.json(await createReport(c.var.deps.db, patientId, input), 201);
  });

  app.get('/my', requirePermission('reports:read-own'), async (c) => {
    const query = parseWith(myReportsQuerySchema, c.req.query());
    const patientId = c.var.principal.patientId;
    if (!patientId) return listAnswer(c, { items: [], next: null }, exactTotal(0));
    const { page, total } = await myReports(c.var.deps.db, patientId, query);
    return listAnswer(c, page, total);
  });

  app.get('/', requirePermission('reports:read-all'), async (c) => {
    const query = parseWith(allReportsQuerySchema, c.req.query());
    const { page, total } = await allReports(c.var, query);
    return listAnswer(c, page, total);
  });

  app.patch('/:id/status', requirePermission('reports:update-status'), async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) throw notFound(REPORT_MESSAGES.notFound);
    const { status, note } = await readJson(c, reportStatusSchema);
    const report = await changeStatus(c.var, id.data, status, note);
    return c.json(report);
  });
  return app;
}
