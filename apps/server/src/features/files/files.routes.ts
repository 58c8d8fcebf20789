/**
 * GET /api/files/:id serves stored images. The route is public at the permission layer because the
 * allowed readers span every signed-in role; the service requires a session (401) and decides per
 * file (404 to anyone it does not concern). See docs/decisions/007.
 */
import { fileEndpoints as api } from '@saude/shared/contract/reports';
import { publicRoute } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { principalsOf } from '../../http/sessions';
import { readFile } from './files.service';

export function filesRoutes() {
  const app = apiRouter('/api/files');
  on(app, api.get, publicRoute(), async ({ params }, c) => {
    const file = await readFile(c.var, await principalsOf(c), params.id);
    const etag = `"${file.sha256}"`;
    const headers = {
      'Content-Type': file.content_type,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      // Photos of people and of their homes' surroundings: no cache keeps them, not even the
      // browser's (a shared computer at a health unit); the ETag still spares the bytes.
      'Cache-Control': 'no-store',
      ETag: etag,
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(file.data), 200, headers);
  });
  return app;
}
