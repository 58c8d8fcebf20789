/** Entry: config -> database -> migrations -> app -> listen, with graceful shutdown. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createApp } from './app';
import { createLogger, errorFields } from './lib/logger';
import { ensureDepartmentAccount } from './features/system/bootstrap';
import { startHousekeeping } from './features/system/housekeeping';
import { startServerJobs } from './features/jobs';
import { seedDemo, demoAccounts } from './features/demo/demo-seed';
import { lockDemoPasswords } from './features/demo/demo-lockdown';
import { buildQrCode } from './features/prescriptions/prescriptions.qr';
import { settingsStore } from './features/prescriptions/prescriptions.repository';
import { loadSigner } from './lib/signing';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = createDatabase(config.database);
  const applied = await migrateToLatest(database);
  logger.info('database ready', { dialect: database.dialect, migrationsApplied: applied });
  // Demo mode brings its own department account; otherwise one is bootstrapped from ADMIN_*.
  if (config.demo) {
    // Demo prescriptions carry the platform's signature, so the pharmacy page verifies them.
    const signer = await loadSigner(settingsStore(database.db), config.prescriptionSigningKey);
    await seedDemo(database.db, logger, (p) => buildQrCode(signer, config.publicUrl, p));
  } else {
    // A demo database started for real use: the demo password must open nothing.
    await lockDemoPasswords(database.db, logger);
  }
  await ensureDepartmentAccount(database.db, config, logger);

  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDist = config.webDist ?? path.resolve(here, '../../web/dist');
  const deps = { config, database, db: database.db, logger, fetch: globalThis.fetch };
  const app = createApp(deps, { webDist, demoAccounts: () => (config.demo ? demoAccounts() : null) });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info('listening', {
      url: config.publicUrl,
      port: info.port,
      host: config.host,
      demo: config.demo,
    });
  });
  const housekeeping = startHousekeeping(database.db, config, logger);
  const jobs = startServerJobs(deps);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    housekeeping.stop();
    jobs.stop();
    // Stop accepting connections; in-flight requests finish before the callback runs.
    server.close(async () => {
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      logger.error('forced exit after 10 s');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'failed to start', ...errorFields(err) })}\n`,
  );
  process.exit(1);
});
