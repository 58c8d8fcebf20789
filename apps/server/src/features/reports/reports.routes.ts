/**
 * POST /api/reports and GET /api/reports/my for patients; GET /api/reports and
 * PATCH /api/reports/:id/status for the health department.
 */
import { reportEndpoints as api } from '@saude/shared/contract/reports';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { exactTotal } from '../../db/list-total';
import { notFound } from '../../lib/errors';
import { allReports, changeStatus, createReport, myReports } from './reports.service';

export function reportsRoutes() {
  const app = apiRouter('/api/reports');

  on(app, api.create, requirePermission('reports:create'), ({ body }, c) => {
    const patientId = c.var.principal.patientId;
    if (!patientId) throw notFound();
    return createReport(c.var.deps.db, patientId, body);
  });

  on(app, api.mine, requirePermission('reports:read-own'), ({ query }, c) => {
    const patientId = c.var.principal.patientId;
    if (!patientId) return { page: { items: [], next: null }, total: exactTotal(0) };
    return myReports(c.var.deps.db, patientId, query);
  });

  on(app, api.all, requirePermission('reports:read-all'), ({ query }, c) => allReports(c.var, query));

  on(app, api.changeStatus, requirePermission('reports:update-status'), ({ params, body }, c) =>
    changeStatus(c.var, params.id, body.status, body.note),
  );
  return app;
}
