/** Hospital panel, 'Pacientes' tab and 'Criar Paciente': search, details (audited) and registration. */
import { Hono } from 'hono';
import { hospitalPatientCreateSchema, patientSearchQuerySchema } from '@saude/shared/schemas/hospital';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith, readJson } from '../../http/validate';
import { listAnswer } from '../../http/list-answer';
import { recordId } from './hospital-scope';
import { createPatient, getPatient, searchPatients } from './hospital-patients.service';

export function hospitalPatientsRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/patients', requirePermission('hospital:patients'), async (c) => {
    const input = await readJson(c, hospitalPatientCreateSchema);
    const patient = await createPatient(c.var, input);
    return c.json(patient, 201);
  });
  // Declared before /patients/:id so "search" is not taken for an id.
  app.get('/patients/search', requirePermission('hospital:patients'), async (c) => {
    const query = parseWith(patientSearchQuerySchema, c.req.query());
    const { page, total } = await searchPatients(c.var, query);
    return listAnswer(c, page, total);
  });
  app.get('/patients/:id', requirePermission('hospital:patients'), async (c) => {
    const id = recordId(c.req.param('id'), 'Paciente não encontrado');
    const patient = await getPatient(c.var, id);
    return c.json(patient);
  });
  return app;
}
