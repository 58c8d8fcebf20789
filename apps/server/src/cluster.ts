/**
 * Serving on every core (docs/decisions/041). With WORKERS > 1 the primary process, which has
 * already migrated the database and generated the keys, forks that many workers, runs the
 * housekeeping and the scheduled jobs itself (once, however many workers there are) and replaces a
 * worker that dies. Workers only serve HTTP, each accepting from the one listening socket.
 */
import cluster, { type Worker } from 'node:cluster';
import { POSTGRES_POOL_SIZE, createDatabase, warnOnConnectionEnd } from './db/database';
import type { Config } from './config';
import type { Logger } from './lib/logger';
import type { AppDeps } from './lib/service-context';
import { closeHttp, exitOnStopSignal, serveHttp } from './http-server';
import { flushIdleClocks } from './http/idle-clocks';

export const isClusterWorker = () => cluster.isWorker;

/** A worker that lived less than this died at or near its start. */
const QUICK_DEATH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The delay before replacing a dead worker: none after one that had been running, then doubling
 * (0.5 s, 1 s, 2 s ... up to 30 s) while workers keep dying soon after starting, so a worker that
 * cannot start (a bad setting, the database gone) does not make the primary fork in a hot loop.
 */
export function restartDelay(quickDeathsInARow: number): number {
  return quickDeathsInARow === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 250 * 2 ** quickDeathsInARow);
}

/** The primary: `deps` is its prepared database; `background` its housekeeping and jobs. */
export function runPrimary(deps: AppDeps, background: { stop(): void }) {
  const { config, logger, database } = deps;
  let stopping = false;
  let quickDeaths = 0;
  // The workers take connections from the shared socket themselves (docs/decisions/055). With
  // node:cluster's default on Linux the primary accepts each one and hands it to a worker; one
  // handed to a worker that dies before taking it stays open in the primary, never answered.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const fork = () => {
    const worker = cluster.fork();
    const started = Date.now();
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      quickDeaths = Date.now() - started < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
      const delayMs = restartDelay(quickDeaths);
      logger.error('worker died; starting another', { pid: worker.process.pid, code, signal, delayMs });
      setTimeout(() => {
        if (!stopping) fork();
      }, delayMs).unref();
    });
  };
  cluster.once('listening', (_worker, address) => {
    logger.info('listening', {
      url: config.publicUrl,
      port: address.port,
      host: config.host,
      demo: config.demo,
      workers: config.workers,
    });
  });
  for (let i = 0; i < config.workers; i++) fork();

  const liveWorkers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
  exitOnStopSignal(
    logger,
    async () => {
      stopping = true;
      background.stop();
      // Each worker finishes the requests it has in flight, closes its database and exits.
      await Promise.all(
        liveWorkers().map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              worker.once('exit', () => resolve());
              worker.process.kill('SIGTERM');
            }),
        ),
      );
      await database.close();
    },
    () => liveWorkers().forEach((worker) => worker.process.kill('SIGKILL')),
  );
}

/**
 * A worker: its own database handle (and, on PostgreSQL, its share of the connections one process
 * would have), the app on the shared port, a graceful stop on the primary's SIGTERM.
 */
export function runWorker(config: Config, logger: Logger) {
  const database = createDatabase(config.database, {
    poolSize: Math.max(2, Math.ceil(POSTGRES_POOL_SIZE / config.workers)),
    onConnectionError: warnOnConnectionEnd(logger),
  });
  const deps: AppDeps = { config, database, db: database.db, logger, fetch: globalThis.fetch };
  const server = serveHttp(deps, (port) => logger.debug('worker listening', { pid: process.pid, port }));
  // When the primary is gone (killed, even with SIGKILL) the IPC channel closes and node:cluster
  // exits the worker at once, so no worker lives on holding the port's connections.
  cluster.worker?.on('disconnect', () => {
    if (!cluster.worker?.exitedAfterDisconnect)
      logger.warn('primary gone; worker exits', { pid: process.pid });
  });
  exitOnStopSignal(logger, async () => {
    await closeHttp(server);
    await flushIdleClocks(database.db);
    await database.close();
  });
}
