/**
 * Entry: config -> database -> migrations -> keys -> app -> listen, with graceful shutdown. With
 * WORKERS > 1 this process does all but the listening and forks workers that serve HTTP (cluster.ts).
 */
import { loadConfig } from './config';
import { createDatabase, warnOnConnectionEnd, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createLogger, errorFields, type Logger } from './lib/logger';
import type { Config } from './config';
import { ensureDepartmentAccount } from './features/system/bootstrap';
import { startHousekeeping } from './features/system/housekeeping';
import { startServerJobs } from './features/jobs';
import { seedDemo } from './features/demo/demo-seed';
import { lockDemoPasswords } from './features/demo/demo-lockdown';
import { buildQrCode } from './features/prescriptions/prescriptions.qr';
import { settingsStore } from './features/prescriptions/prescriptions.repository';
import { loadVapidKeys } from './features/push/vapid';
import { loadSigner } from './lib/signing';
import { closeHttp, exitOnStopSignal, serveHttp } from './http-server';
import { flushIdleClocks } from './http/idle-clocks';
import { isClusterWorker, runPrimary, runWorker } from './cluster';

/** Everything done once, before any request: schema, keys, demo data or lockdown, first account. */
async function prepareDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = createDatabase(config.database, {
    onConnectionError: warnOnConnectionEnd(logger),
  });
  const applied = await migrateToLatest(database);
  logger.info('database ready', { dialect: database.dialect, migrationsApplied: applied });
  // Generated now when absent, so every worker (and every other server) finds the same ones stored.
  const signer = await loadSigner(settingsStore(database.db), config.prescriptionSigningKey);
  await loadVapidKeys(settingsStore(database.db), config.push.vapid);
  // Demo mode brings its own department account; otherwise one is bootstrapped from ADMIN_*.
  if (config.demo) {
    // Demo prescriptions carry the platform's signature, so the pharmacy page verifies them.
    await seedDemo(database.db, logger, (p) => buildQrCode(signer, config.publicUrl, p));
  } else {
    // A demo database started for real use: the demo password must open nothing.
    await lockDemoPasswords(database.db, logger);
  }
  await ensureDepartmentAccount(database.db, config, logger);
  return database;
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (config.workers > 1 && isClusterWorker()) return runWorker(config, logger);

  const database = await prepareDatabase(config, logger);
  const deps = { config, database, db: database.db, logger, fetch: globalThis.fetch };
  const housekeeping = startHousekeeping(database.db, config, logger);
  const jobs = startServerJobs(deps);
  const background = {
    stop() {
      housekeeping.stop();
      jobs.stop();
    },
  };
  if (config.workers > 1) return runPrimary(deps, background);

  const server = serveHttp(deps, (port) => {
    logger.info('listening', { url: config.publicUrl, port, host: config.host, demo: config.demo });
  });
  exitOnStopSignal(logger, async () => {
    background.stop();
    await closeHttp(server);
    await flushIdleClocks(database.db);
    await database.close();
  });
}

main().catch((err) => {
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'failed to start', ...errorFields(err) })}\n`,
  );
  process.exit(1);
});
