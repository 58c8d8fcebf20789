// Builds a synthetic city for the benchmarks. The schema comes from the server itself: the bench build
// of the server is started once on the target database (its migrations run and it creates the
// department account, hashing the known password), then stopped; the rows are bulk-inserted directly,
// every account reusing that one password hash.
// Usage: node bench/generate.mjs [--scale 1] [--out bench/data/city.db]
//        BENCH_DATABASE_URL=postgres://... node bench/generate.mjs   (an empty database)
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as people from './lib/city-people.mjs';
import * as records from './lib/city-records.mjs';
import { openWriter } from './lib/bulk-writer.mjs';
import { prescriptionQr, SIGNING_KEY_SETTING } from './lib/city-qr.mjs';
import { BENCH_ADMIN, benchDir, sqliteUrl, startServer } from './lib/server-process.mjs';

export const FULL_SIZES = {
  patients: 100_000,
  appointments: 1_000_000,
  prescriptions: 300_000,
  exams: 200_000,
  reports: 50_000,
  provisional: 10_000,
  requests: 50_000,
  messages: 20_000,
};

/** @typedef {Record<keyof typeof FULL_SIZES | 'units' | 'staff', number>} Sizes Rows per table. */
/** @typedef {import('./lib/bulk-writer.mjs').Row} Row */

/**
 * @param {number} scale
 * @returns {Sizes}
 */
export function sizesFor(scale) {
  const sizes = /** @type {Record<keyof typeof FULL_SIZES, number>} */ (
    Object.fromEntries(Object.entries(FULL_SIZES).map(([k, v]) => [k, Math.max(100, Math.round(v * scale))]))
  );
  // Units and staff stay city-sized at every scale: only the records grow.
  return { ...sizes, units: 60, staff: 1_500 };
}

/**
 * One table's rows: a row generator of the city and its arguments.
 * @template {unknown[]} A
 * @param {string} table
 * @param {((...args: A) => Iterable<Row>) & { columns: string[] }} rows
 * @param {A} args
 */
const step = (table, rows, args) => ({ table, columns: rows.columns, rows: () => rows(...args), args });

/**
 * @param {object} options
 * @param {string} options.databaseUrl
 * @param {number} [options.scale]
 * @param {number} [options.port]
 * @param {(message: string) => void} [options.log]
 * @param {string} [options.serverEntry] another build of the server to create the schema with
 * @param {string} [options.publicUrl] the address the QR codes' validation links open
 */
export async function generate({
  databaseUrl,
  scale = 1,
  port = 4398,
  log = console.log,
  serverEntry,
  publicUrl = QR_PUBLIC_URL,
}) {
  const started = performance.now();
  const isPg = /^postgres(ql)?:\/\//.test(databaseUrl);
  if (!isPg) {
    const file = databaseUrl.replace(/^sqlite:/, '');
    mkdirSync(path.dirname(file), { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
  const server = await startServer({ databaseUrl, port, entry: serverEntry });
  await server.stop();

  const w = await openWriter(databaseUrl);
  const existing = await w.one('select count(*) as n from patients');
  if (Number(existing?.n) > 0) throw new Error('the target database already has patients: use an empty one');
  const admin = await w.one('select password_hash from health_department_accounts where username = $1', [
    BENCH_ADMIN,
  ]);
  const hash = admin?.password_hash;
  if (typeof hash !== 'string') throw new Error(`the server did not create the account ${BENCH_ADMIN}`);
  const key = await w.one('select value from app_settings where key = $1', [SIGNING_KEY_SETTING]);
  if (typeof key?.value !== 'string') throw new Error('the server did not keep its signing key');
  const s = sizesFor(scale);
  const qr = prescriptionQr(key.value, s, publicUrl.replace(/\/+$/, ''));
  const city = { ...people, ...records };
  const steps = [
    step('health_units', city.units, [s.units]),
    step('staff', city.staff, [s.staff, s.units, hash]),
    step('hospital_administrators', city.hospitalAdmins, [s.units, hash]),
    step('public_authorities', city.authorities, [hash]),
    step('patients', city.patients, [s.patients, hash]),
    step('appointments', city.appointments, [s.appointments, s]),
    step('appointment_requests', city.requests, [s.requests, s]),
    step('prescriptions', city.prescriptions, [s.prescriptions, s, qr]),
    step('exams', city.exams, [s.exams, s]),
    step('environmental_reports', city.reports, [s.reports, s]),
    step('provisional_patients', city.provisional, [s.provisional, s]),
    step('messages', city.messages, [s.messages, s]),
  ];
  for (const { table, columns, rows, args } of steps) {
    const t = performance.now();
    await w.insert(table, columns, rows());
    // The first argument is the row count, except for the one authority (a password hash).
    const count = typeof args[0] === 'number' ? args[0].toLocaleString('en') : 1;
    log(`  ${table}: ${count} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const codes = await sampleCodes(w, s.prescriptions);
  await w.finish();
  await checkPrescriptionCodes({ databaseUrl, port, serverEntry, codes });
  const seconds = (performance.now() - started) / 1000;
  log(`generated scale ${scale} in ${seconds.toFixed(1)} s`);
  return { sizes: s, seconds };
}

/**
 * The address the generated QR codes' validation links open: the city's server as people reach it
 * (PUBLIC_URL, as the server reads it), else the demo's.
 */
const QR_PUBLIC_URL = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/**
 * A few generated QR codes, first, middle and last.
 * @param {import('./lib/bulk-writer.mjs').Writer} w
 * @param {number} count
 */
async function sampleCodes(w, count) {
  /** @type {string[]} */
  const codes = [];
  for (const id of [1, Math.ceil(count / 2), count]) {
    const row = await w.one('select qr_code from prescriptions where id = $1', [id]);
    codes.push(String(row?.qr_code));
  }
  return codes;
}

/**
 * The server's own check of generated QR codes, as a pharmacy sends them: a payload that drifted
 * from the server's fails the generation, not a pharmacy counter.
 * @param {{ databaseUrl: string; port: number; serverEntry?: string; codes: string[] }} o
 */
async function checkPrescriptionCodes({ databaseUrl, port, serverEntry, codes }) {
  const server = await startServer({ databaseUrl, port, entry: serverEntry });
  try {
    for (const qr of codes) {
      const answer = await server.client.call('POST', '/api/prescriptions/verify', { body: { qr } });
      const status = answer.status === 200 ? JSON.parse(answer.body.toString()).status : answer.status;
      // Valid, expired, dispensed or cancelled: the code is the platform's; anything else is refused.
      if (!['valid', 'invalid', 'dispensed', 'expired'].includes(status)) {
        throw new Error(`the server refused a generated QR code (${status}): ${qr.slice(0, 120)}`);
      }
    }
  } finally {
    await server.stop();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.join(benchDir, 'generate.mjs');
if (isMain) {
  /**
   * The value after `--name`, or `fallback` when the option is not given.
   * @template T
   * @param {string} name
   * @param {T} fallback
   * @returns {string | T}
   */
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    if (i <= 0) return fallback;
    const value = process.argv[i + 1];
    if (value === undefined) {
      console.error(`--${name} needs a value`);
      process.exit(2);
    }
    return value;
  };
  const out = path.resolve(arg('out', path.join(benchDir, 'data/city.db')));
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? sqliteUrl(out);
  if (!process.env.BENCH_DATABASE_URL && existsSync(out)) console.log(`replacing ${out}`);
  await generate({ databaseUrl, scale: Number(arg('scale', 1)) });
}
