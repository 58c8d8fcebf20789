/** GET /api/cid10?q=: CID-10 codes for what a doctor types while recording a visit's diagnoses. */
import { cid10Endpoints as api } from '@saude/shared/contract/cid10';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { searchCid10 } from './cid10.service';

export function cid10Routes() {
  const app = apiRouter('/api/cid10');
  // Whoever finishes a visit records its diagnoses. Under two characters the answer is an empty list.
  on(app, api.search, requirePermission('cid10:search'), async ({ query }, c) => {
    const result = await searchCid10(query.q, query.cursor, query.limit);
    // The table is part of the release: a browser may keep an answer for an hour.
    c.header('Cache-Control', 'private, max-age=3600');
    return result;
  });
  return app;
}
