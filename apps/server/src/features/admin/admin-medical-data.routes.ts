/**
 * GET /api/admin/all-prescriptions, /all-medical-records, /all-vaccinations, /all-exams. Every read
 * is audited with its filters: these lists are the whole city's health data (LGPD sensitive data).
 */
import { Hono } from 'hono';
import { medicalDataQuerySchema } from '@saude/shared/schemas/admin';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith } from '../../http/validate';
import { recordAudit } from '../audit/audit.service';
import { listAnswer } from './admin-http';
import { MEDICAL_DATASETS, medicalDataListers, periodFilter } from './admin-medical-data.service';

export function adminMedicalDataRoutes() {
  const app = new Hono<AppEnv>();
  for (const dataset of MEDICAL_DATASETS) {
    app.get(`/all-${dataset}`, requirePermission('admin:medical-data'), async (c) => {
      const { q, period, limit, offset } = parseWith(medicalDataQuerySchema, c.req.query());
      const page = await medicalDataListers[dataset](c.var.deps.db, periodFilter(q, period), {
        limit,
        offset,
      });
      await recordAudit(c, {
        actor: c.var.principal,
        action: 'admin.medical_data.read',
        targetType: dataset,
        details: { q: q || undefined, period, limit, offset, returned: page.items.length },
      });
      return listAnswer(c, page);
    });
  }
  return app;
}
