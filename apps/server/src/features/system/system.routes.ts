/** Health check and the public configuration the public pages need. */
import { Hono } from 'hono';
import type { PublicConfig } from '@saude/shared/schemas/auth';
import type { AppEnv } from '../../http/context';
import { publicRoute } from '../../http/access';
import { errorFields } from '../../lib/logger';
import type { DemoAccounts } from '@saude/shared/schemas/auth';

export function healthRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', publicRoute(), async (c) => {
    try {
      await c.var.deps.database.check();
      return c.json({ status: 'ok', database: c.var.deps.database.dialect });
    } catch (err) {
      c.var.deps.logger.error('health check failed', errorFields(err));
      return c.json({ status: 'error', error: 'Banco de dados indisponível' }, 503);
    }
  });
  return app;
}

export function publicConfigRoutes(demoAccounts: () => DemoAccounts | null) {
  const app = new Hono<AppEnv>();
  app.get('/config', publicRoute(), (c) => {
    const { config } = c.var.deps;
    const body: PublicConfig = {
      demo: config.demo,
      googleEnabled: config.google !== null,
      cpfLookupEnabled: config.lookups.cpfProviders.length > 0,
      passwordResetByEmail: config.smtp !== null,
      contact: config.contact,
      mapTileUrl: config.mapTileUrl,
      demoAccounts: config.demo ? demoAccounts() : null,
    };
    c.header('Cache-Control', 'no-cache');
    return c.json(body);
  });
  return app;
}
