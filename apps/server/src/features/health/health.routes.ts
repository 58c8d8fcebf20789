/**
 * Health card (spec 01 section 7): vaccinations, exams and the patient's own health information;
 * doctors and health units record vaccinations and exams.
 */
import { healthCardEndpoints as api } from '@saude/shared/contract/health';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { presentPatient } from '../auth/auth.presenters';
import { presentExam, presentVaccination } from './health.presenters';
import {
  listExams,
  listVaccinations,
  recordExam,
  recordVaccination,
  updateHealthProfile,
} from './health.service';

/** Staff reading other people's health data leaves a trace of which rows (LGPD: sensitive data). */
export function healthCardRoutes() {
  const app = apiRouter('/api/health');

  on(app, api.listVaccinations, requirePermission('vaccinations:read'), ({ query }, c) =>
    listVaccinations(c.var, query.cursor, query.limit),
  );

  on(app, api.listExams, requirePermission('exams:read'), ({ query }, c) =>
    listExams(c.var, query.cursor, query.limit),
  );

  on(app, api.recordVaccination, requirePermission('clinical-records:create'), async ({ body }, c) =>
    presentVaccination(await recordVaccination(c.var, body)),
  );

  on(app, api.recordExam, requirePermission('clinical-records:create'), async ({ body }, c) =>
    presentExam(await recordExam(c.var, body)),
  );

  on(app, api.updateProfile, requirePermission('health-card:update-own'), async ({ body }, c) => {
    const patient = await updateHealthProfile(c.var, body);
    return { success: true as const, patient: presentPatient(patient) };
  });

  return app;
}
