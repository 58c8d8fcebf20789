/**
 * The HTTP side of the server: the app on its port, and a graceful stop. A single process runs it
 * beside the jobs; with WORKERS > 1 each worker process runs only this (cluster.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { demoAccounts } from './features/demo/demo-seed';
import { errorFields, type Logger } from './lib/logger';
import type { AppDeps } from './lib/service-context';

export function serveHttp(deps: AppDeps, onListening: (port: number) => void): ServerType {
  const { config } = deps;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDist = config.webDist ?? path.resolve(here, '../../web/dist');
  const app = createApp(deps, { webDist, demoAccounts: () => (config.demo ? demoAccounts() : null) });
  return serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) =>
    onListening(info.port),
  );
}

/** Stops accepting connections; resolves once the requests in flight have been answered. */
export function closeHttp(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Idle keep-alive sockets would hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}

const FORCE_EXIT_MS = 10_000;

/**
 * On SIGTERM or SIGINT, runs `stop` once and exits 0; if it has not finished after 10 s, runs
 * `forced` (if any) and exits 1.
 */
export function exitOnStopSignal(logger: Logger, stop: () => Promise<void>, forced?: () => void) {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    setTimeout(() => {
      logger.error('forced exit after 10 s');
      forced?.();
      process.exit(1);
    }, FORCE_EXIT_MS).unref();
    stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error('shutdown failed', errorFields(err));
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
