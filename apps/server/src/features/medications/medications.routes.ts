/** GET /api/medications/search?q=: medication suggestions while a doctor writes a prescription. */
import { medicationEndpoints as api } from '@saude/shared/contract/health';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { searchMedications } from './medications.service';

export function medicationsRoutes() {
  const app = apiRouter('/api/medications');
  // Under two characters the answer is an empty list, not an error: it is ordinary typing.
  on(app, api.search, requirePermission('medications:search'), async ({ query }, c) => {
    const { page, total } = await searchMedications(query.q, query.cursor, query.limit);
    // The catalogue is part of the release: a browser may keep an answer for an hour.
    c.header('Cache-Control', 'private, max-age=3600');
    return { page, total };
  });
  return app;
}
