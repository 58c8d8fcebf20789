/** GET /api/openapi.json: the API described from the routes the app registered (decision 030). */
import { referenceEndpoints as api } from '@saude/shared/contract/reference';
import { publicRoute } from '../../http/access';
import { apiRouter, describedRoutes, on } from '../../http/endpoint';
import { openApiDocument } from '../../http/openapi';

/** The version of the API described; it moves with the product's. */
const API_VERSION = '0.1.0';

export function apiReferenceRoutes(appRoutes: () => Parameters<typeof describedRoutes>[0]) {
  const app = apiRouter('/api/openapi.json');
  // Built once, on the first request, when every route is registered.
  let document: ReturnType<typeof openApiDocument> | undefined;
  on(app, api.openApi, publicRoute(), (_input, c) => {
    document ??= openApiDocument(describedRoutes(appRoutes()), c.var.deps.config.publicUrl, API_VERSION);
    c.header('Cache-Control', 'no-cache');
    return c.json(document);
  });
  return app;
}
