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
import { pageReadDetails } from '../../http/list-answer';
import { MEDICAL_DATASETS, medicalDataListers, periodFilter } from './admin-medical-data.service';

export function adminMedicalDataRoutes() {
  const app = new Hono<AppEnv>();
  for (const dataset of MEDICAL_DATASETS) {
    app.get(`/all-${dataset}`, requirePermission('admin:medical-data'), async (c) => {
      const { q, period, cursor, limit } = parseWith(medicalDataQuerySchema, c.req.query());
      const { page, total } = await medicalDataListers[dataset](
        c.var.deps.db,
        periodFilter(q, period),
        cursor,
        limit,
      );
      await recordAudit(c.var, {
        actor: c.var.principal,
        action: 'admin.medical_data.read',
        targetType: dataset,
        details: {
          q: q || undefined,
          period,
          ...pageReadDetails({ limit, cursor }, page.items),
        },
      });
      return listAnswer(c, page, total);
    });
  }
  return app;
}
