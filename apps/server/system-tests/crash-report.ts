/**
 * Writes the long crash run's result into bench/RESULTS.md, section '## Crash safety'. Other
 * sections of that file belong to other benchmarks: only this section is replaced (or appended).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type CrashRun = {
  kind: 'sqlite' | 'postgres';
  /** Set for a run with worker processes: each cycle kills a worker, then the primary. */
  workers?: number;
  cycles: number;
  checked: number;
  byKind?: Record<string, number>;
  problems: string[];
  durationMs: number;
};

const RESULTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bench/RESULTS.md');
const HEADING = '## Crash safety';

function section(runs: CrashRun[]): string {
  const cpus = os.cpus();
  const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.platform()} ${os.release()}, Node ${process.version}`;
  // Other work on the machine slows the server, and so lowers the number of writes per cycle.
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  // The database URL without credentials: enough to repeat the run, nothing to leak.
  const pg = process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL) : null;
  const pgPart = pg ? `TEST_DATABASE_URL=${pg.protocol}//…@${pg.host}${pg.pathname} ` : '';
  const command = `${pgPart}CRASH_CYCLES=${process.env.CRASH_CYCLES ?? 25} npm run test:crash`;
  const rows = runs.map((r) => {
    const kinds = Object.entries(r.byKind ?? {})
      .map(([k, n]) => `${n} ${k}s`)
      .join(', ');
    const database = r.workers ? `${r.kind}, ${r.workers} workers` : r.kind;
    return `| ${database} | ${r.cycles} | ${r.checked} (${kinds || '-'}) | ${r.problems.length} | ${(r.durationMs / 1000).toFixed(1)} s |`;
  });
  const failures = runs.flatMap((r) => r.problems.slice(0, 10).map((p) => `- ${r.kind}: ${p}`));
  return [
    HEADING,
    '',
    `Date: ${new Date().toISOString()}. Machine: ${machine}; load average at the end ${load} (1/5/15 min).`,
    `Command: \`${command}\` (from the repository root; PostgreSQL runs only when \`TEST_DATABASE_URL\` is set).`,
    '',
    'Each cycle drives concurrent writes as real signed-in users (appointment requests, environmental',
    'reports with a PNG photo, prescriptions with their signed QR code, approvals of requests), kills the',
    'server with SIGKILL after a random 50-400 ms, restarts it on the same database and checks with direct',
    'SQL that every acknowledged write is stored whole and that nothing half-written exists (SQLite:',
    '`PRAGMA integrity_check` = ok after every kill). With workers (WORKERS=2), each cycle first kills one',
    'worker (the port must keep answering and the worker be replaced), then the primary (its workers must',
    'exit with it).',
    '',
    '| database | cycles | acknowledged writes checked | failures | duration |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    ...(failures.length ? ['Failures (first ten per database):', '', ...failures, ''] : []),
  ].join('\n');
}

export function recordCrashResults(runs: CrashRun[]): void {
  if (!runs.length) return;
  const existing = fs.existsSync(RESULTS) ? fs.readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const start = existing.indexOf(`\n${HEADING}\n`);
  let next: string;
  if (start === -1) {
    next = `${existing.trimEnd()}\n\n${section(runs)}`;
  } else {
    const after = existing.indexOf('\n## ', start + HEADING.length + 1);
    const rest = after === -1 ? '' : `\n${existing.slice(after + 1)}`;
    next = `${existing.slice(0, start + 1)}${section(runs)}${rest}`;
  }
  fs.writeFileSync(RESULTS, next.endsWith('\n') ? next : `${next}\n`);
}
