/** GET /api/medications/search?q=: medication suggestions while a doctor writes a prescription. */
import { Hono } from 'hono';
import { medicationSearchQuerySchema } from '@saude/shared/schemas/health';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith } from '../../http/validate';
import { searchMedications } from './medications.service';

export function medicationsRoutes() {
  const app = new Hono<AppEnv>();
  // Under two characters the answer is an empty list, not an error: it is ordinary typing.
  app.get('/search', requirePermission('medications:search'), (c) => {
    const { q } = parseWith(medicationSearchQuerySchema, c.req.query());
    c.header('Cache-Control', 'private, max-age=3600');
    return c.json(searchMedications(q));
  });
  return app;
}
