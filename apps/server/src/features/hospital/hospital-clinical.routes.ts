/** Hospital panel, 'Receitas', 'Exames' and 'Vacinas' tabs, scoped to the unit. */
import { Hono } from 'hono';
import { unitListQuerySchema, hospitalExamListQuerySchema } from '@saude/shared/schemas/hospital';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith } from '../../http/validate';
import { listAnswer } from '../../http/list-answer';
import { recordId } from './hospital-scope';
import { decideExam, listExams, listPrescriptions, listVaccinations } from './hospital-clinical.service';

export function hospitalClinicalRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/prescriptions', requirePermission('hospital:clinical-read'), async (c) => {
    const query = parseWith(unitListQuerySchema, c.req.query());
    const { page, total } = await listPrescriptions(c.var, query);
    return listAnswer(c, page, total);
  });
  app.get('/exams', requirePermission('hospital:clinical-read'), async (c) => {
    const query = parseWith(hospitalExamListQuerySchema, c.req.query());
    const { page, total } = await listExams(c.var, query);
    return listAnswer(c, page, total);
  });
  app.get('/vaccinations', requirePermission('hospital:clinical-read'), async (c) => {
    const query = parseWith(unitListQuerySchema, c.req.query());
    const { page, total } = await listVaccinations(c.var, query);
    return listAnswer(c, page, total);
  });
  for (const [action, to] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(`/exams/:id/${action}`, requirePermission('hospital:exams-approve'), async (c) => {
      const id = recordId(c.req.param('id'), 'Exame não encontrado');
      return c.json(await decideExam(c.var, id, to));
    });
  }
  return app;
}
