/** GET /api/medications/search?q=: medication suggestions while a doctor writes a prescription. */
import { Hono } from 'hono';
import { medicationSearchQuerySchema } from '@saude/shared/schemas/health';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { listAnswer } from '../../http/list-answer';
import { parseWith } from '../../http/validate';
import { searchMedications } from './medications.service';

export function medicationsRoutes() {
  const app = new Hono<AppEnv>();
  // Under two characters the answer is an empty list, not an error: it is ordinary typing.
  app.get('/search', requirePermission('medications:search'), async (c) => {
    const { q, cursor, limit } = parseWith(medicationSearchQuerySchema, c.req.query());
    const { page, total } = await searchMedications(q, cursor, limit);
    // The catalogue is part of the release: a browser may keep an answer for an hour.
    c.header('Cache-Control', 'private, max-age=3600');
    return listAnswer(c, page, total);
  });
  return app;
}
