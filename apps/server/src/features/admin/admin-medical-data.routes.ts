/**
 * GET /api/admin/all-prescriptions, /all-medical-records, /all-vaccinations, /all-exams, each read
 * audited by the service.
 */
import { adminMedicalDataEndpoints as api } from '@saude/shared/contract/admin';
import { requirePermission } from '../../http/access';
import { apiRouter, on, type EndpointResult } from '../../http/endpoint';
import { MEDICAL_DATASETS, listMedicalData } from './admin-medical-data.service';

export function adminMedicalDataRoutes() {
  const app = apiRouter('/api/admin');
  for (const dataset of MEDICAL_DATASETS) {
    const endpoint = api[dataset];
    on<typeof endpoint>(app, endpoint, requirePermission('admin:medical-data'), async ({ query }, c) => {
      // Each dataset's lister presents its own rows (admin-medical-data.service.ts).
      const listed = await listMedicalData(c.var, dataset, query);
      return listed as EndpointResult<typeof endpoint>;
    });
  }
  return app;
}
