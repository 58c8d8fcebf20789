/**
 * GET /api/patients/search?q=: doctors find the patient of a standalone prescription.
 * GET /api/patients/{id}/allergies: what the doctor must see before prescribing (decision 019).
 */
import { Hono } from 'hono';
import { patientSearchQuerySchema } from '@saude/shared/schemas/health';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith } from '../../http/validate';
import { listAnswer } from '../../http/list-answer';
import { idParam } from '@saude/shared/schemas/common';
import { notFound } from '../../lib/errors';
import { patientAllergyCard, searchPatients } from './patients.service';

export function patientsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/search', requirePermission('patients:search'), async (c) => {
    const query = parseWith(patientSearchQuerySchema, c.req.query());
    const { page, total } = await searchPatients(c.var, query);
    return listAnswer(c, page, total);
  });

  app.get('/:id/allergies', requirePermission('patients:allergies'), async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) throw notFound('Paciente não encontrado');
    const card = await patientAllergyCard(c.var, id.data);
    return c.json(card);
  });
  return app;
}
