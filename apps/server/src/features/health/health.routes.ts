/**
 * Health card (spec 01 section 7): vaccinations, exams and the patient's own health information;
 * doctors and health units record vaccinations and exams.
 */
import { Hono, type Context } from 'hono';
import {
  NEXT_PAGE_HEADER,
  examCreateSchema,
  healthProfileUpdateSchema,
  listQuerySchema,
  pageWindow,
  splitPage,
  vaccinationCreateSchema,
} from '@saude/shared/schemas/health';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith, readJson } from '../../http/validate';
import { recordAudit } from '../audit/audit.service';
import { presentPatient } from '../auth/auth.presenters';
import { presentExam, presentVaccination } from './health.presenters';
import { healthRepository } from './health.repository';
import { healthScope, recordExam, recordVaccination, updateHealthProfile } from './health.service';

/** Staff reading other people's health data leaves a trace (LGPD: sensitive personal data). */
async function auditStaffRead(c: Context<AppEnv>, what: string, count: number, page: number) {
  const p = c.var.principal;
  if (p.role === 'patient') return;
  await recordAudit(c, { actor: p, action: `${what}.read`, targetType: what, details: { page, count } });
}

export function healthCardRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/vaccinations', requirePermission('vaccinations:read'), async (c) => {
    const q = parseWith(listQuerySchema, c.req.query());
    const rows = await healthRepository(c.var.deps.db).listVaccinations(
      healthScope(c.var.principal),
      pageWindow(q),
    );
    const { items, nextPage } = splitPage(rows, q);
    await auditStaffRead(c, 'vaccinations', items.length, q.page);
    if (nextPage) c.header(NEXT_PAGE_HEADER, String(nextPage));
    return c.json(items.map(presentVaccination));
  });

  app.get('/exams', requirePermission('exams:read'), async (c) => {
    const q = parseWith(listQuerySchema, c.req.query());
    const rows = await healthRepository(c.var.deps.db).listExams(healthScope(c.var.principal), pageWindow(q));
    const { items, nextPage } = splitPage(rows, q);
    await auditStaffRead(c, 'exams', items.length, q.page);
    if (nextPage) c.header(NEXT_PAGE_HEADER, String(nextPage));
    return c.json(items.map(presentExam));
  });

  app.post('/vaccinations', requirePermission('clinical-records:create'), async (c) => {
    const input = await readJson(c, vaccinationCreateSchema);
    const row = await recordVaccination(c.var.deps.db, c.var.principal, input);
    await recordAudit(c, {
      actor: c.var.principal,
      action: 'vaccination.created',
      targetType: 'vaccination',
      targetId: row.id,
      details: { patient_id: row.patient_id },
    });
    return c.json(presentVaccination(row), 201);
  });

  app.post('/exams', requirePermission('clinical-records:create'), async (c) => {
    const input = await readJson(c, examCreateSchema);
    const row = await recordExam(c.var.deps.db, c.var.principal, input);
    await recordAudit(c, {
      actor: c.var.principal,
      action: 'exam.created',
      targetType: 'exam',
      targetId: row.id,
      details: { patient_id: row.patient_id },
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
