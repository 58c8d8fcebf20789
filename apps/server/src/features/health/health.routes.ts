/**
 * Health card (spec 01 section 7): vaccinations, exams and the patient's own health information;
 * doctors and health units record vaccinations and exams.
 */
import { Hono, type Context } from 'hono';
import {
  examCreateSchema,
  healthProfileUpdateSchema,
  vaccinationCreateSchema,
} from '@saude/shared/schemas/health';
import { listQuerySchema, type Seek } from '@saude/shared/schemas/list';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { listAnswer, pageReadDetails } from '../../http/list-answer';
import { parseWith, readJson } from '../../http/validate';
import { recordAudit } from '../audit/audit.service';
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
async function auditStaffRead(
  c: Context<AppEnv>,
  what: string,
  query: { limit: number; cursor?: Seek },
  items: { id: number }[],
) {
  const p = c.var.principal;
  if (p.role === 'patient') return;
  await recordAudit(c.var, {
    actor: p,
    action: `${what}.read`,
    targetType: what,
    details: pageReadDetails(query, items),
  });
}

export function healthCardRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/vaccinations', requirePermission('vaccinations:read'), async (c) => {
    const { cursor, limit } = parseWith(listQuerySchema, c.req.query());
    const { page, total } = await listVaccinations(
      c.var.deps.db,
      c.var.deps.database.dialect,
      c.var.principal,
      cursor,
      limit,
    );
    await auditStaffRead(c, 'vaccinations', { cursor, limit }, page.items);
    return listAnswer(c, page, total);
  });

  app.get('/exams', requirePermission('exams:read'), async (c) => {
    const { cursor, limit } = parseWith(listQuerySchema, c.req.query());
    const { page, total } = await listExams(
      c.var.deps.db,
      c.var.deps.database.dialect,
      c.var.principal,
      cursor,
      limit,
    );
    await auditStaffRead(c, 'exams', { cursor, limit }, page.items);
    return listAnswer(c, page, total);
  });

  app.post('/vaccinations', requirePermission('clinical-records:create'), async (c) => {
    const input = await readJson(c, vaccinationCreateSchema);
    const { row, walkIn } = await recordVaccination(c.var.deps.db, c.var.principal, input);
    await recordAudit(c.var, {
      actor: c.var.principal,
      action: 'vaccination.created',
      targetType: 'vaccination',
      targetId: row.id,
      details: { patient_id: row.patient_id, ...(walkIn ? { walk_in: true } : {}) },
    });
    return c.json(presentVaccination(row), 201);
  });

  app.post('/exams', requirePermission('clinical-records:create'), async (c) => {
    const input = await readJson(c, examCreateSchema);
    const { row, walkIn } = await recordExam(c.var.deps.db, c.var.principal, input);
    await recordAudit(c.var, {
      actor: c.var.principal,
      action: 'exam.created',
      targetType: 'exam',
      targetId: row.id,
      details: { patient_id: row.patient_id, ...(walkIn ? { walk_in: true } : {}) },
    });
    return c.json(presentExam(row), 201);
  });

  app.patch('/profile', requirePermission('health-card:update-own'), async (c) => {
    const input = await readJson(c, healthProfileUpdateSchema);
    const patient = await updateHealthProfile(c.var.deps.db, c.var.principal, input);
    return c.json({ success: true, patient: presentPatient(patient) });
  });

  return app;
}
