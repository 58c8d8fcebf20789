/** Hospital panel, 'Receitas', 'Exames' and 'Vacinas' tabs, scoped to the unit. */
import { hospitalClinicalEndpoints as api } from '@saude/shared/contract/hospital';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { decideExam, listExams, listPrescriptions, listVaccinations } from './hospital-clinical.service';

export function hospitalClinicalRoutes() {
  const app = apiRouter('/api/hospital');
  const read = requirePermission('hospital:clinical-read');
  on(app, api.prescriptions, read, ({ query }, c) => listPrescriptions(c.var, query));
  on(app, api.exams, read, ({ query }, c) => listExams(c.var, query));
  on(app, api.vaccinations, read, ({ query }, c) => listVaccinations(c.var, query));
  const approve = requirePermission('hospital:exams-approve');
  for (const [e, to] of [
    [api.approveExam, 'approved'],
    [api.rejectExam, 'rejected'],
  ] as const) {
    on(app, e, approve, ({ params }, c) => decideExam(c.var, params.id, to));
  }
  return app;
}
