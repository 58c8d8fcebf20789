/**
 * GET /api/admin/all-prescriptions, /all-medical-records, /all-vaccinations, /all-exams, each read
 * audited by the service.
 */
import { Hono } from 'hono';
import { medicalDataQuerySchema } from '@saude/shared/schemas/admin';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith } from '../../http/validate';
import { listAnswer } from './admin-http';
import { MEDICAL_DATASETS, listMedicalData } from './admin-medical-data.service';

export function adminMedicalDataRoutes() {
  const app = new Hono<AppEnv>();
  for (const dataset of MEDICAL_DATASETS) {
    app.get(`/all-${dataset}`, requirePermission('admin:medical-data'), async (c) => {
      const query = parseWith(medicalDataQuerySchema, c.req.query());
      const { page, total } = await listMedicalData(c.var, dataset, query);
      return listAnswer(c, page, total);
    });
  }
  return app;
}
