/**
 * GET /api/patients/search?q=: doctors find the patient of a standalone prescription.
 * GET /api/patients/{id}/allergies: what the doctor must see before prescribing (decision 019).
 */
import { Hono } from 'hono';
import { patientSearchQuerySchema } from '@saude/shared/schemas/health';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith } from '../../http/validate';
import { listAnswer, pageReadDetails } from '../../http/list-answer';
import { recordAudit } from '../audit/audit.service';
import { idParam } from '@saude/shared/schemas/common';
import { notFound } from '../../lib/errors';
import { patientAllergyCard, searchPatients } from './patients.service';

export function patientsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/search', requirePermission('patients:search'), async (c) => {
    const query = parseWith(patientSearchQuerySchema, c.req.query());
    const { page, total } = await searchPatients(c.var.deps.db, c.var.deps.database.dialect, query);
    // Names and CPFs of the whole city are reachable here: who searched for what, and which patients
    // each page showed, is kept.
    await recordAudit(c.var, {
      actor: c.var.principal,
      action: 'patients.search',
      targetType: 'patients',
      details: { q: query.q, ...pageReadDetails(query, page.items) },
    });
    return listAnswer(c, page, total);
  });

  app.get('/:id/allergies', requirePermission('patients:allergies'), async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) throw notFound('Paciente não encontrado');
    const card = await patientAllergyCard(c.var.deps.db, id.data);
    // Health data of any patient a doctor may prescribe to: each reading is kept.
    await recordAudit(c.var, {
      actor: c.var.principal,
      action: 'patients.allergies.read',
      targetType: 'patient',
      targetId: card.id,
    });
    return c.json(card);
  });
  return app;
}
