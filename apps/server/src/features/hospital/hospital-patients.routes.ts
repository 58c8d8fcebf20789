/** Hospital panel, 'Pacientes' tab and 'Criar Paciente': search, details (audited) and registration. */
import { Hono } from 'hono';
import { hospitalPatientCreateSchema, patientSearchQuerySchema } from '@saude/shared/schemas/hospital';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith, readJson } from '../../http/validate';
import { listAnswer, pageReadDetails } from '../../http/list-answer';
import { recordAudit } from '../audit/audit.service';
import { recordId, unitOf } from './hospital-scope';
import { createPatient, getPatient, searchPatients } from './hospital-patients.service';

export function hospitalPatientsRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/patients', requirePermission('hospital:patients'), async (c) => {
    const unitId = unitOf(c.var.principal);
    const input = await readJson(c, hospitalPatientCreateSchema);
    const patient = await createPatient(c.var.deps.db, unitId, input);
    await recordAudit(c.var, {
      actor: c.var.principal,
      action: 'patient.created',
      targetType: 'patient',
      targetId: patient.id,
      details: { health_unit_id: unitId },
    });
    return c.json(patient, 201);
  });
  // Declared before /patients/:id so "search" is not taken for an id.
  app.get('/patients/search', requirePermission('hospital:patients'), async (c) => {
    const unitId = unitOf(c.var.principal);
    const query = parseWith(patientSearchQuerySchema, c.req.query());
    const { page, total } = await searchPatients(c.var.deps.db, c.var.deps.database.dialect, query);
    // Results carry CPF, allergies and contacts: who saw which patients is kept, page by page (not
    // what was typed).
    await recordAudit(c.var, {
      actor: c.var.principal,
      action: 'patient.searched',
      targetType: 'patient',
      details: { health_unit_id: unitId, ...pageReadDetails(query, page.items) },
    });
    return listAnswer(c, page, total);
  });
  app.get('/patients/:id', requirePermission('hospital:patients'), async (c) => {
    const unitId = unitOf(c.var.principal);
    const id = recordId(c.req.param('id'), 'Paciente não encontrado');
    const patient = await getPatient(c.var.deps.db, id);
    await recordAudit(c.var, {
      actor: c.var.principal,
      action: 'patient.read',
      targetType: 'patient',
      targetId: id,
      details: { health_unit_id: unitId },
    });
    return c.json(patient);
  });
  return app;
}
