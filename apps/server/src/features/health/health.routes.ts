/**
 * Health card (spec 01 section 7): vaccinations, exams and the patient's own health information;
 * doctors and health units record vaccinations and exams.
 */
import { Hono } from 'hono';
import {
  examCreateSchema,
  healthProfileUpdateSchema,
  vaccinationCreateSchema,
} from '@saude/shared/schemas/health';
import { listQuerySchema } from '@saude/shared/schemas/list';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { listAnswer } from '../../http/list-answer';
import { parseWith, readJson } from '../../http/validate';
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
  const app = new Hono<AppEnv>();

  app.get('/vaccinations', requirePermission('vaccinations:read'), async (c) => {
    const { cursor, limit } = parseWith(listQuerySchema, c.req.query());
    const { page, total } = await listVaccinations(c.var, cursor, limit);
    return listAnswer(c, page, total);
  });

  app.get('/exams', requirePermission('exams:read'), async (c) => {
    const { cursor, limit } = parseWith(listQuerySchema, c.req.query());
    const { page, total } = await listExams(c.var, cursor, limit);
    return listAnswer(c, page, total);
  });

  app.post('/vaccinations', requirePermission('clinical-records:create'), async (c) => {
    const input = await readJson(c, vaccinationCreateSchema);
    return c.json(presentVaccination(await recordVaccination(c.var, input)), 201);
  });

  app.post('/exams', requirePermission('clinical-records:create'), async (c) => {
    const input = await readJson(c, examCreateSchema);
    return c.json(presentExam(await recordExam(c.var, input)), 201);
  });

  app.patch('/profile', requirePermission('health-card:update-own'), async (c) => {
    const input = await readJson(c, healthProfileUpdateSchema);
    const patient = await updateHealthProfile(c.var, input);
    return c.json({ success: true, patient: presentPatient(patient) });
  });

  return app;
}
