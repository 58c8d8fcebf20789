/** Health check and the public configuration the public pages need. */
import { systemEndpoints as api } from '@saude/shared/contract/system';
import type { DemoAccounts } from '@saude/shared/schemas/auth';
import { publicRoute } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { errorFields } from '../../lib/logger';

export function healthRoutes() {
  const app = apiRouter('/api/health');
  on(app, api.health, publicRoute(), async (_input, c) => {
    try {
      await c.var.deps.database.check();
      return { status: 'ok' as const, database: c.var.deps.database.dialect };
    } catch (err) {
      c.var.deps.logger.error('health check failed', errorFields(err));
      return c.json({ status: 'error', error: 'Banco de dados indisponível' }, 503);
    }
  });
  return app;
}

export function publicConfigRoutes(demoAccounts: () => DemoAccounts | null) {
  const app = apiRouter('/api/public');
  on(app, api.publicConfig, publicRoute(), (_input, c) => {
    const { config } = c.var.deps;
    c.header('Cache-Control', 'no-cache');
    return {
      demo: config.demo,
      googleEnabled: config.google !== null,
      cpfLookupEnabled: config.lookups.cpfProviders.length > 0,
      passwordResetByEmail: config.smtp !== null,
      contact: config.contact,
      mapTileUrl: config.mapTileUrl,
      demoAccounts: config.demo ? demoAccounts() : null,
    };
  });
  return app;
}
