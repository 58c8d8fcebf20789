/**
 * GET /api/public-authority/summary, mounted as its own app beside the authority's sign-in routes and
 * its provisional-patient list. Only counts leave the database, so the read is not audited.
 */
import { authorityPanelEndpoints as api } from '@saude/shared/contract/provisional-patients';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { authoritySummary } from './authority-panel.service';

export function authorityPanelRoutes() {
  const app = apiRouter('/api/public-authority/summary');
  on(app, api.summary, requirePermission('provisional-patients:read'), (_input, c) =>
    authoritySummary(c.var.deps.db),
  );
  return app;
}
