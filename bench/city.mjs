// City day: how many signed-in clients one server (WORKERS=2 on this machine) holds at the morning peak
// of a city of a million people, on the generated city (100 000 patients, 1 500 staff, 60 units).
//
// Workload model
// - Clients by role, in fixed shares of the signed-in clients. The shares are set so that at 50 000
//   signed-in clients (5 % of the city using the app at once at its peak) the staff are the city's
//   own: 1 200 doctors, 300 receptionists, 60 unit managers, 20 department and 10 authority desks.
//   Patients are the rest (96.82 %). Below that point the staff shrink with the clients, above it
//   several clients share one staff account (as if the city had more staff).
// - Every client polls every 30 s exactly what its browser polls on its home screen (apps/web/src,
//   refetchInterval = LIMITS.pollingMs), each client at its own phase, spread uniformly over the 30 s:
//     all roles   GET /api/updates?since=<the answer's now>, with If-None-Match (the browser's cache
//                 revalidates: the answer is private, no-cache with an ETag), so mostly a 304; it
//                 carries the inbox's version, so the bell's counter is asked for only when that
//                 moves (patient, authority), which no step here makes happen;
//     doctor      + GET /api/appointments?date=<today>, its total and its completed total (limit=1);
//     reception   + GET /api/appointments?date=<today>, its total, confirmed and completed totals;
//     unit        + GET /api/hospital/appointment-requests?status=pending, .../counts, /cancellations;
//     authority   + GET /api/public-authority/summary.
// - Actions at stated rates per client per hour (a Poisson process per role and action), each one
//   request as the screen sends it: see ACTIONS below. Writes: sign-ins (the real argon2id hash), a
//   patient's appointment request and report with a photo (a real 320x240 JPEG, 3.4 kB), a unit's
//   approval of a pending request (a doctor of the request's specialty at that unit), a reception
//   check-in of today's appointment, a doctor finishing today's appointment with its medical record
//   (diagnosis, CID-10, treatment) and issuing a prescription. Reads: the list pages each role opens
//   (with the session check the page makes), patient and CID-10 searches.
// - Every answer must be 2xx (or the 304 of a conditional poll); anything else is an error. No
//   conflict is modelled: approvals, check-ins and finishes take distinct rows from pools read from
//   the database before the run, and a pool that runs dry skips the action (counted as skipped).
// - Sessions: every client has a session of its own, as every browser has: its requests keep the
//   session's idle clock (written now and then) and it revalidates its own answers. A pool of real
//   accounts of the generated city signs in through the login routes (password known to the
//   generator); the clients' sessions are copies of those written into the run's database under new
//   tokens (see ownSessions), each patient client on a patient of its own, staff clients on the
//   pool's staff accounts.
//   Before a step is measured, the clients it adds open the app (one poll interval of their polls,
//   not measured): a step then measures the city in its stride, each browser revalidating answers
//   it already holds, as the steady hours of the peak do (a new client's first polls are full
//   answers and cold rows; at the peak they are the few clients arriving, not a third of them).
//
// Open loop: every request has a scheduled time and is sent at it whatever the server is doing;
// its latency counts from that time. Steps of increasing client counts run one after another on the
// same server. A step misses when reads have p99 >= 100 ms, writes p99 >= 300 ms, or any request
// fails; a step that misses runs once more (the machine is shared with other work), and the run stops
// when the same count misses twice. That count is then run on a fresh server for a CPU profile of the
// server's processes (node --cpu-prof; cluster workers inherit the flag, so they are profiled too).
//
// The run writes into a copy of the city (SQLite: VACUUM INTO a file of its own; PostgreSQL: a
// database made from the city's as a template), so the generated city stays as it was.
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { quantile } from './lib/load.mjs';
import { BENCH_ADMIN, BENCH_PASSWORD, benchDir, signIn, startServer } from './lib/server-process.mjs';
import { SqliteDriver } from './lib/sqlite-driver.mjs';
import { cityToday, cpf, staffUnit } from './lib/city-words.mjs';

const POLL_MS = 30_000;
const WARM_UP_SECONDS = 10;
export const READ_P99_MS = 100;
export const WRITE_P99_MS = 300;
export const DEFAULT_STEPS = [
  1_000, 2_500, 5_000, 7_500, 10_000, 15_000, 20_000, 30_000, 50_000, 75_000, 100_000,
];

/** Shares of the signed-in clients (see the model above: the city's staff at 50 000 clients). */
export const SHARES = {
  doctor: 1_200 / 50_000,
  reception: 300 / 50_000,
  unit: 60 / 50_000,
  department: 20 / 50_000,
  authority: 10 / 50_000,
};
/** @typedef {'patient' | keyof typeof SHARES} Role */
/** @type {Role[]} */
const ROLES = ['patient', 'doctor', 'reception', 'unit', 'department', 'authority'];

/** Accounts signed in per role before a run (the clients' own sessions are copies of theirs). */
const POOL = { patient: 200, doctor: 120, reception: 60, unit: 60, department: 2, authority: 2 };

/**
 * Clients of each role among `total`: staff by their shares (at least one of each), patients the rest.
 * @param {number} total
 * @returns {Record<Role, number>}
 */
export function roleCounts(total) {
  /** @type {Record<string, number>} */
  const out = {};
  let staff = 0;
  for (const [role, share] of Object.entries(SHARES)) {
    out[role] = Math.max(1, Math.round(total * share));
    staff += out[role];
  }
  out.patient = total - staff;
  return /** @type {Record<Role, number>} */ (out);
}

/** A seeded generator, so two runs schedule the same requests. @param {number} seed */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PHOTO = `data:image/jpeg;base64,${readFileSync(path.join(benchDir, 'fixtures/report-photo.jpg')).toString('base64')}`;
const SEARCHES = ['maria silva', 'joao santos', 'ana souza', 'jose oliveira', 'antonia', 'carlos lima'];
const CID_SEARCHES = ['gripe', 'J06', 'hipertensao', 'diabetes', 'dor', 'I10'];
const SPECIALTY_PICK = ['Cardiologista', 'Ginecologista', 'Urologista'];

/**
 * @typedef {object} Session
 * @property {string} cookie
 * @property {number} [id] the account's row id (staff, unit, patient)
 * @property {number} [unit] the staff member's or manager's unit
 * @property {string | null} since the `since` of the next updates poll
 * @property {Map<string, string>} etags the last ETag per polled path
 */
/**
 * @typedef {object} Call one request as a screen sends it
 * @property {'GET' | 'POST' | 'PATCH'} method
 * @property {string} path
 * @property {unknown} [body]
 * @property {boolean} [updates] the updates poll, the one conditional call: sent with the ETag of
 *   the previous answer to this session, and its answer moves the session's `since`
 * @property {boolean} [anonymous] sent without the session (a sign-in from another device: one sent
 *   with a session cookie would end that session first)
 */
/**
 * @typedef {object} Pools rows read from the city before the run, taken once each
 * @property {Map<number, { id: number; doctor: number }[]>} approvals pending requests by unit
 * @property {Map<number, number[]>} checkIns today's scheduled appointments by unit
 * @property {Map<number, number[]>} finishes today's open appointments by doctor
 * @property {number[]} patientIds
 * @property {number} skipped actions skipped because their pool was empty
 */

/** What each role's home polls every 30 s (besides the updates poll). @type {Record<Role, (s: Session) => Call[]>} */
const POLLS = {
  patient: () => [],
  doctor: () => {
    const d = cityToday();
    return [
      { method: 'GET', path: `/api/appointments?date=${d}` },
      { method: 'GET', path: `/api/appointments?date=${d}&limit=1` },
      { method: 'GET', path: `/api/appointments?date=${d}&status=completed&limit=1` },
    ];
  },
  reception: () => {
    const d = cityToday();
    return [
      { method: 'GET', path: `/api/appointments?date=${d}` },
      { method: 'GET', path: `/api/appointments?date=${d}&limit=1` },
      { method: 'GET', path: `/api/appointments?date=${d}&status=confirmed&limit=1` },
      { method: 'GET', path: `/api/appointments?date=${d}&status=completed&limit=1` },
    ];
  },
  unit: () => [
    { method: 'GET', path: '/api/hospital/appointment-requests?status=pending' },
    { method: 'GET', path: '/api/hospital/appointment-requests/counts' },
    { method: 'GET', path: '/api/hospital/cancellations' },
  ],
  department: () => [],
  authority: () => [{ method: 'GET', path: '/api/public-authority/summary' }],
};

/**
 * The page's own session check, as each area asks it on load (the main area's answers with the
 * profiles). @type {Record<Role, string>}
 */
const SESSION_CHECK = {
  patient: '/api/session',
  doctor: '/api/session',
  reception: '/api/session',
  unit: '/api/hospital/me',
  department: '/api/health-department/me',
  authority: '/api/public-authority/me',
};

/**
 * @typedef {object} Action
 * @property {string} name
 * @property {number} perHour per client of the role
 * @property {(s: Session, rnd: () => number, pools: Pools) => Call[] | null} calls null: pool dry
 */
/** Actions per client per hour, by role. @type {Record<Role, Action[]>} */
export const ACTIONS = {
  patient: [
    {
      name: 'sign-in',
      perHour: 0.3,
      calls: (_s, rnd, pools) => [
        {
          method: 'POST',
          path: '/api/auth/patient/login',
          anonymous: true,
          body: {
            cpf: cpf(1, pools.patientIds[Math.floor(rnd() * pools.patientIds.length)] ?? 1),
            password: BENCH_PASSWORD,
          },
        },
      ],
    },
    {
      name: 'home',
      perHour: 1,
      calls: () => [
        { method: 'GET', path: SESSION_CHECK.patient },
        { method: 'GET', path: `/api/appointments?from=${cityToday()}` },
      ],
    },
    {
      name: 'requests-page',
      perHour: 0.3,
      calls: () => [{ method: 'GET', path: '/api/appointment-requests' }],
    },
    {
      name: 'prescriptions-page',
      perHour: 0.2,
      calls: () => [{ method: 'GET', path: '/api/prescriptions' }],
    },
    { name: 'reports-page', perHour: 0.1, calls: () => [{ method: 'GET', path: '/api/reports/my' }] },
    {
      name: 'appointment-request',
      perHour: 0.1,
      calls: (_s, rnd) => [
        {
          method: 'POST',
          path: '/api/appointment-requests',
          body: {
            specialty: SPECIALTY_PICK[Math.floor(rnd() * SPECIALTY_PICK.length)],
            appointment_type: 'consultation',
            health_unit_id: 1 + Math.floor(rnd() * 60),
            notes: 'Dor no peito ao subir escadas',
          },
        },
      ],
    },
    {
      name: 'report-with-photo',
      perHour: 0.02,
      calls: (_s, rnd) => [
        {
          method: 'POST',
          path: '/api/reports',
          body: {
            report_type: 'mosquito',
            title: 'Água parada no terreno',
            description: 'Pneus com água parada no terreno baldio da esquina.',
            photo_url: PHOTO,
            latitude: -23.55 + rnd() / 10,
            longitude: -46.63 + rnd() / 10,
            address: 'Rua das Flores, 100',
          },
        },
      ],
    },
  ],
  doctor: [
    {
      name: 'finish-with-record',
      perHour: 3,
      calls: (s, _rnd, pools) => {
        const id = pools.finishes.get(s.id ?? 0)?.shift();
        if (id === undefined) return null;
        return [
          {
            method: 'PATCH',
            path: `/api/appointments/${id}/status`,
            body: {
              status: 'completed',
              diagnosis: 'Infecção aguda das vias aéreas superiores',
              cid10_codes: ['J06.9'],
              treatment: 'Repouso, hidratação e antitérmico se febre',
            },
          },
        ];
      },
    },
    {
      name: 'prescription',
      perHour: 2,
      calls: (_s, rnd, pools) => [
        {
          method: 'POST',
          path: '/api/prescriptions/standalone',
          body: {
            patient_id: pools.patientIds[Math.floor(rnd() * pools.patientIds.length)],
            prescription_text: 'Dipirona 500 mg, 1 comprimido de 6 em 6 horas se dor ou febre, por 3 dias.',
            allergy_confirmed: true,
            validity_days: 30,
          },
        },
      ],
    },
    { name: 'patient-search', perHour: 4, calls: (_s, rnd) => [searchCall(rnd)] },
    {
      name: 'cid10-search',
      perHour: 6,
      calls: (_s, rnd) => [
        {
          method: 'GET',
          path: `/api/cid10?q=${encodeURIComponent(CID_SEARCHES[Math.floor(rnd() * CID_SEARCHES.length)] ?? '')}`,
        },
      ],
    },
    { name: 'agenda-page', perHour: 2, calls: () => agendaCalls('doctor') },
    { name: 'sign-in', perHour: 0.2, calls: (s) => [staffSignIn(s)] },
  ],
  reception: [
    {
      name: 'check-in',
      perHour: 12,
      calls: (s, _rnd, pools) => {
        const id = pools.checkIns.get(s.unit ?? 0)?.shift();
        if (id === undefined) return null;
        return [{ method: 'PATCH', path: `/api/appointments/${id}/status`, body: { status: 'confirmed' } }];
      },
    },
    { name: 'agenda-page', perHour: 6, calls: () => agendaCalls('reception') },
    { name: 'sign-in', perHour: 0.2, calls: (s) => [staffSignIn(s)] },
  ],
  unit: [
    {
      name: 'approval',
      perHour: 8,
      calls: (s, _rnd, pools) => {
        const request = pools.approvals.get(s.unit ?? 0)?.shift();
        if (!request) return null;
        // Far ahead and off the half hours: no generated appointment shares the slot, and two
        // requests share one only 43 868 ids apart (a doctor is booked once at a time).
        const day = new Date(Date.now() + (150 + (request.id % 997)) * 86_400_000).toISOString().slice(0, 10);
        const slot = request.id % 44;
        const minute = [10, 20, 40, 50][slot % 4];
        return [
          {
            method: 'POST',
            path: `/api/hospital/appointment-requests/${request.id}/approve`,
            body: {
              appointment_date: day,
              appointment_time: `${String(7 + Math.floor(slot / 4)).padStart(2, '0')}:${minute}`,
              assigned_doctor_id: `staff:${request.doctor}`,
            },
          },
        ];
      },
    },
    {
      name: 'doctor-options',
      perHour: 8,
      calls: (_s, rnd) => [
        {
          method: 'GET',
          path: `/api/hospital/doctor-options?specialty=${encodeURIComponent(SPECIALTY_PICK[Math.floor(rnd() * 3)] ?? '')}`,
        },
      ],
    },
    {
      name: 'lists',
      perHour: 6,
      calls: () => [
        { method: 'GET', path: SESSION_CHECK.unit },
        { method: 'GET', path: '/api/hospital/appointment-requests?status=approved' },
      ],
    },
  ],
  department: [
    {
      name: 'lists',
      perHour: 20,
      calls: (_s, rnd) => {
        const pages = [
          '/api/admin/patients?q=silva',
          '/api/admin/all-prescriptions',
          '/api/reports',
          '/api/appointments',
        ];
        return [
          { method: 'GET', path: SESSION_CHECK.department },
          { method: 'GET', path: pages[Math.floor(rnd() * pages.length)] ?? '/api/reports' },
        ];
      },
    },
  ],
  authority: [
    {
      name: 'lists',
      perHour: 10,
      calls: () => [
        { method: 'GET', path: SESSION_CHECK.authority },
        { method: 'GET', path: '/api/public-authority/provisional-patients' },
      ],
    },
  ],
};

/** @param {() => number} rnd @returns {Call} */
const searchCall = (rnd) => ({
  method: 'GET',
  path: `/api/patients/search?q=${encodeURIComponent(SEARCHES[Math.floor(rnd() * SEARCHES.length)] ?? 'maria')}`,
});
/** @param {Role} role @returns {Call[]} */
const agendaCalls = (role) => [
  { method: 'GET', path: SESSION_CHECK[role] },
  { method: 'GET', path: `/api/appointments?from=${cityToday()}` },
];
/** @param {Session} s @returns {Call} */
const staffSignIn = (s) => ({
  method: 'POST',
  path: '/api/auth/staff/login',
  anonymous: true,
  body: { cpf: cpf(2, s.id ?? 1), password: BENCH_PASSWORD },
});

/**
 * Rows of the city, read directly (before the server runs on it): SQLite or PostgreSQL.
 * @param {string} databaseUrl
 */
async function openReader(databaseUrl) {
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new SqliteDriver(databaseUrl.slice('sqlite:'.length), { readonly: true });
    return {
      /** @param {string} sql @returns {Promise<Record<string, any>[]>} */
      all: async (sql) => /** @type {Record<string, any>[]} */ (db.prepare(sql).all()),
      close: async () => db.close(),
    };
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    /** @param {string} sql @returns {Promise<Record<string, any>[]>} */
    all: async (sql) => (await client.query(sql)).rows,
    close: () => client.end(),
  };
}

/**
 * A copy of the city for one run, so the run's writes never reach the generated city.
 * @param {string} databaseUrl
 * @returns {Promise<string>} the copy's URL
 */
export async function copyCity(databaseUrl) {
  if (databaseUrl.startsWith('sqlite:')) {
    const source = databaseUrl.slice('sqlite:'.length);
    const target = path.join(path.dirname(source), 'city-day.db');
    for (const suffix of ['', '-wal', '-shm']) rmSync(target + suffix, { force: true });
    const db = new SqliteDriver(source, { readonly: true });
    db.prepare('VACUUM INTO ?').run(target);
    db.close();
    // The copy on disk now, not at the server's first checkpoint, whose fsync would otherwise wait
    // for the whole new file inside the first step.
    const fd = openSync(target, 'r+');
    fsyncSync(fd);
    closeSync(fd);
    return `sqlite:${target}`;
  }
  const { default: pg } = await import('pg');
  const url = new URL(databaseUrl);
  const source = url.pathname.slice(1);
  const target = `${source}_day`;
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href,
  });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${target}"`);
  await admin.query(`CREATE DATABASE "${target}" TEMPLATE "${source}"`);
  // Written out now rather than by a checkpoint during the first step.
  await admin.query('CHECKPOINT');
  await admin.end();
  url.pathname = `/${target}`;
  return url.href;
}

/**
 * The pools the run takes rows from, and the accounts it signs in.
 * @param {string} databaseUrl
 */
async function readCity(databaseUrl) {
  const r = await openReader(databaseUrl);
  const today = cityToday();
  try {
    // Doctors with the most open appointments today: their sessions finish them.
    const doctors = await r.all(
      `select doctor_staff_id as id, count(*) as n from appointments where appointment_date = '${today}'
       and status in ('scheduled', 'confirmed') and doctor_staff_id is not null
       group by doctor_staff_id order by count(*) desc, doctor_staff_id limit ${POOL.doctor}`,
    );
    const doctorIds = doctors.map((d) => Number(d.id));
    const finishRows = await r.all(
      `select id, doctor_staff_id as doctor from appointments where appointment_date = '${today}'
       and status in ('scheduled', 'confirmed') and doctor_staff_id in (${doctorIds.join(',') || 0})`,
    );
    // Check-ins: today's scheduled appointments of the other doctors (so the two never collide).
    const checkInRows = await r.all(
      `select id, health_unit_id as unit from appointments where appointment_date = '${today}'
       and status = 'scheduled' and (doctor_staff_id is null or doctor_staff_id not in (${doctorIds.join(',') || 0}))`,
    );
    // Pending requests addressed to a unit that has an active doctor of their specialty there.
    const approvalRows = await r.all(
      `select r.id as id, r.health_unit_id as unit, min(s.id) as doctor from appointment_requests r
       join staff s on s.health_unit_id = r.health_unit_id and s.specialty = r.specialty
         and s.user_type = 'doctor' and s.is_active = 1
       where r.status = 'pending' group by r.id, r.health_unit_id order by r.id limit 20000`,
    );
    const receptionists = await r.all(
      `select id, health_unit_id as unit from staff where user_type = 'reception' and is_active = 1 order by id`,
    );
    /** @type {Pools} */
    const pools = {
      approvals: new Map(),
      checkIns: new Map(),
      finishes: new Map(),
      patientIds: [],
      skipped: 0,
    };
    /** @template V @param {Map<number, V[]>} map @param {number} key @param {V} value */
    const add = (map, key, value) => (map.get(key) ?? map.set(key, []).get(key))?.push(value);
    for (const row of finishRows) add(pools.finishes, Number(row.doctor), Number(row.id));
    for (const row of checkInRows) add(pools.checkIns, Number(row.unit), Number(row.id));
    for (const row of approvalRows)
      add(pools.approvals, Number(row.unit), { id: Number(row.id), doctor: Number(row.doctor) });
    const patients = Number((await r.all('select max(id) as n from patients'))[0]?.n ?? 0);
    // Every active patient can be a client of their own (ownSessions).
    const activePatientIds = (await r.all('select id from patients where is_active = 1 order by id')).map(
      (row) => Number(row.id),
    );
    const stride = Math.max(1, Math.floor(patients / 1000));
    for (let i = 1; i <= patients; i += stride) pools.patientIds.push(i);
    // One receptionist per unit first, so every unit's desk checks in.
    /** @type {Map<number, number>} */
    const byUnit = new Map();
    for (const row of receptionists)
      if (!byUnit.has(Number(row.unit))) byUnit.set(Number(row.unit), Number(row.id));
    return {
      pools,
      activePatientIds,
      doctorIds,
      receptionIds: [...byUnit.values()].slice(0, POOL.reception),
      sizes: {
        finishes: finishRows.length,
        checkIns: checkInRows.length,
        approvals: approvalRows.length,
      },
    };
  } finally {
    await r.close();
  }
}

/**
 * Signs the pool in through the real login routes, a few at a time.
 * @param {import('./lib/server-process.mjs').HttpClient} client
 * @param {{ doctorIds: number[]; receptionIds: number[]; pools: Pools }} accounts
 * @returns {Promise<Record<Role, Session[]>>}
 */
async function signInPool(client, { doctorIds, receptionIds, pools: { patientIds } }) {
  /** @type {{ role: Role; login: string; body: Record<string, string>; id?: number; unit?: number }[]} */
  const wanted = [];
  for (let i = 0; i < POOL.patient; i++) {
    const id = /** @type {number} */ (patientIds[(i * 5) % patientIds.length]);
    wanted.push({ role: 'patient', login: '/api/auth/patient/login', body: { cpf: cpf(1, id) }, id });
  }
  for (const id of doctorIds)
    wanted.push({ role: 'doctor', login: '/api/auth/staff/login', body: { cpf: cpf(2, id) }, id });
  for (const id of receptionIds) {
    wanted.push({
      role: 'reception',
      login: '/api/auth/staff/login',
      body: { cpf: cpf(2, id) },
      id,
      unit: staffUnit(id, 60),
    });
  }
  for (let unit = 1; unit <= POOL.unit; unit++) {
    wanted.push({
      role: 'unit',
      login: '/api/hospital/login',
      body: { username: `bench-unidade-${unit}` },
      unit,
    });
  }
  for (let i = 0; i < POOL.department; i++) {
    wanted.push({
      role: 'department',
      login: '/api/health-department/login',
      body: { username: BENCH_ADMIN },
    });
  }
  for (let i = 0; i < POOL.authority; i++) {
    wanted.push({
      role: 'authority',
      login: '/api/public-authority/login',
      body: { username: 'bench-autoridade' },
    });
  }
  /** @type {Record<Role, Session[]>} */
  const sessions = { patient: [], doctor: [], reception: [], unit: [], department: [], authority: [] };
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const w = wanted[next++];
      if (!w) break;
      const cookie = await signIn(client, w.login, { ...w.body, password: BENCH_PASSWORD });
      // The browser's first poll has no `since`: the server's clock starts the session's stream.
      const first = await client.call('GET', '/api/updates', { cookie });
      if (first.status !== 200) throw new Error(`first updates poll: ${first.status}`);
      const since = /** @type {{ now: string }} */ (JSON.parse(first.body.toString())).now;
      sessions[w.role].push({ cookie, id: w.id, unit: w.unit, since, etags: new Map() });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return sessions;
}

/** @param {string} value */
const sha256 = (value) => createHash('sha256').update(value).digest('hex');

/**
 * A session of its own for every client, as every browser has one (each keeps its session's idle
 * clock and revalidates its own answers). The pool's accounts signed in through the login routes;
 * the clients' sessions are rows written into the run's copy as a login writes them, under new
 * tokens, instead of as many argon2id hashes: each patient client a patient of the city of its own,
 * staff clients the pool's staff accounts (several browsers on one account, as the model says).
 * Their last use is spread over the last five minutes, as a city's browsers' are: written all at the
 * same instant, the server would write every client's idle clock again in the same few seconds.
 * @param {string} databaseUrl the run's copy
 * @param {Record<Role, Session[]>} signedIn
 * @param {Record<Role, number>} counts clients of each role at the largest step
 * @param {number[]} patientIds active patients of the city
 * @returns {Promise<Record<Role, Session[]>>}
 */
async function ownSessions(databaseUrl, signedIn, counts, patientIds) {
  /** @type {{ hash: string; like: string; patient: number | null; lastSeen: string }[]} */
  const rows = [];
  const rnd = random(11);
  const now = Date.now();
  /** @type {Record<string, Session[]>} */
  const sessions = {};
  for (const role of ROLES) {
    // Each signed-in session's cookie name and stored hash, read once for all the copies of it.
    const pool = signedIn[role].map((session) => {
      const at = session.cookie.indexOf('=');
      return { session, name: session.cookie.slice(0, at), hash: sha256(session.cookie.slice(at + 1)) };
    });
    sessions[role] = [];
    for (let i = 0; i < counts[role]; i++) {
      const like = /** @type {(typeof pool)[number]} */ (pool[i % pool.length]);
      const patient = role === 'patient' ? (patientIds[i % patientIds.length] ?? null) : null;
      const token = randomBytes(32).toString('base64url');
      rows.push({
        hash: sha256(token),
        like: like.hash,
        patient,
        lastSeen: new Date(now - rnd() * 5 * 60_000).toISOString(),
      });
      sessions[role].push({
        ...like.session,
        cookie: `${like.name}=${token}`,
        id: patient ?? like.session.id,
        etags: new Map(),
      });
    }
  }
  const columns = 'principal_kind, created_at, expires_at, ip, user_agent';
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new SqliteDriver(databaseUrl.slice('sqlite:'.length));
    db.pragma('busy_timeout = 10000');
    const insert = db.prepare(
      `insert into sessions (token_hash, principal_id, last_seen_at, ${columns})
       select ?, coalesce(?, principal_id), ?, ${columns} from sessions where token_hash = ?`,
    );
    db.transaction(() => {
      for (const r of rows) insert.run(r.hash, r.patient, r.lastSeen, r.like);
    })();
    db.close();
  } else {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (let at = 0; at < rows.length; at += 5000) {
      const batch = rows.slice(at, at + 5000);
      await client.query(
        `insert into sessions (token_hash, principal_id, last_seen_at, ${columns})
         select n.hash, coalesce(n.patient, s.principal_id), n.last_seen, ${columns.replace(/(\w+)/g, 's.$1')}
         from unnest($1::text[], $2::text[], $3::integer[], $4::text[]) as n(hash, "like", patient, last_seen)
         join sessions s on s.token_hash = n."like"`,
        [
          batch.map((r) => r.hash),
          batch.map((r) => r.like),
          batch.map((r) => r.patient),
          batch.map((r) => r.lastSeen),
        ],
      );
    }
    // The statistics a table of this size has in a database that grew to it (autovacuum would take
    // them within a minute or two): plans made while it held only the pool's sessions are made again.
    await client.query('analyze sessions');
    await client.end();
  }
  return /** @type {Record<Role, Session[]>} */ (sessions);
}

/**
 * CPU seconds used so far by a process and its children (cluster workers), and by the PostgreSQL
 * server's processes (every `postgres` process of the machine), from /proc.
 * @param {number} pid
 */
function cpuSeconds(pid) {
  const tick = 100; // USER_HZ on Linux
  let server = 0;
  let postgres = 0;
  /** @type {Map<number, number>} */ const workers = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // Fields after the command's closing parenthesis: state ppid ... utime(14) stime(15) cutime cstime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const used = (Number(fields[11]) + Number(fields[12])) / tick;
    // What exited children used (cutime, cstime): a connection's backend that ended, a worker replaced.
    const reaped = (Number(fields[13]) + Number(fields[14])) / tick;
    if (Number(entry) === pid) server += used + reaped;
    else if (Number(fields[1]) === pid) {
      server += used;
      workers.set(Number(entry), used);
    } else if (name === 'postgres') postgres += used + reaped;
  }
  // The whole machine: busy time over all cores (first line of /proc/stat: user nice system idle iowait ...).
  const cpu =
    readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  const machineBusy = (cpu.reduce((a, b) => a + b, 0) - idle) / tick;
  return { server, postgres, machineBusy, workers };
}

/**
 * @typedef {object} StepResult
 * @property {number} clients
 * @property {Record<Role, number>} roles
 * @property {number} seconds
 * @property {number} requests answered
 * @property {number} rps
 * @property {number} polls304 share of conditional polls answered 304
 * @property {{ p50: number; p99: number; count: number }} reads
 * @property {{ p50: number; p99: number; count: number }} writes
 * @property {{ p50: number; p99: number; count: number }} signIns (among the writes)
 * @property {number} errors
 * @property {Record<string, number>} errorsBy `METHOD path-shape status`: count
 * @property {{ name: string; count: number; p50: number; p99: number }[]} slowest endpoints by p99
 * @property {number} skipped actions whose pool was empty
 * @property {Record<string, number>} actions how many of each action were scheduled
 * @property {number} serverCpu cores used by the server's processes (1 = one core)
 * @property {number[]} workersCpu cores used by each worker process, busiest first (connections, not
 *   requests, are shared out among workers: one that was given the busiest connections works more)
 * @property {number} postgresCpu cores used by the machine's PostgreSQL processes
 * @property {number} machineCpu cores busy on the whole machine (other work included)
 * @property {number} loadCpu cores used by the load generator
 * @property {number} sendLagP99 ms between a request's scheduled time and its send (the generator's own lag)
 * @property {{ count: number; worst: { second: number; slow: number }[] }} slowSeconds the seconds of the
 *   step (by scheduled time) with requests over 100 ms, and the worst of them: a few bursts (a stall)
 *   or slow answers spread over the whole step (a queue)
 * @property {number[]} loadAverage
 * @property {boolean} held
 * @property {number} [attempt] 2 for the second run of a count that missed once
 */

/**
 * One step: `clients` signed-in clients for `seconds`, open loop (`pollsOnly`: without their actions).
 * @param {{ port: number; clients: number; seconds: number; sessions: Record<Role, Session[]>; pools: Pools; serverPid: number; seed: number; pollsOnly?: boolean }} o
 * @returns {Promise<StepResult>}
 */
export function runStep({ port, clients, seconds, sessions, pools, serverPid, seed, pollsOnly = false }) {
  const rnd = random(seed);
  const roles = roleCounts(clients);
  const ms = seconds * 1000;
  /** @type {{ t: number; role: Role; client: number; action: Action | null }[]} */
  const events = [];
  for (const role of ROLES) {
    for (let c = 0; c < roles[role]; c++) {
      for (let t = rnd() * POLL_MS; t < ms; t += POLL_MS) events.push({ t, role, client: c, action: null });
    }
    for (const action of pollsOnly ? [] : ACTIONS[role]) {
      const perMs = (roles[role] * action.perHour) / 3_600_000;
      for (let t = -Math.log(1 - rnd()) / perMs; t < ms; t += -Math.log(1 - rnd()) / perMs) {
        events.push({ t, role, client: Math.floor(rnd() * roles[role]), action });
      }
    }
  }
  events.sort((a, b) => a.t - b.t);

  // Idle sockets are dropped before the server's keep-alive timeout (5 s) can close them under a
  // request just sent on them (an ECONNRESET that no browser would count).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000, scheduling: 'fifo' });
  /** @type {number[]} */ const reads = [];
  /** @type {number[]} */ const writes = [];
  /** @type {number[]} */ const signIns = [];
  /** @type {number[]} */ const lags = [];
  /** @type {Record<string, number>} */ const errorsBy = {};
  /** @type {Map<string, number[]>} */ const byEndpoint = new Map();
  let errors = 0;
  /** @type {Map<number, number>} */ const slowBySecond = new Map();
  let conditional = 0;
  let notModified = 0;
  let inFlight = 0;
  /** @type {Record<string, number>} */ const actions = {};
  let sentAll = false;
  const skippedBefore = pools.skipped;

  return new Promise((resolve) => {
    const t0 = performance.now() + 50;
    const cpu0 = process.cpuUsage();
    const cpuAtStart = cpuSeconds(serverPid);
    const finish = () => {
      agent.destroy();
      const wall = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const cpuAtEnd = cpuSeconds(serverPid);
      /** @param {number[]} v */
      const summary = (v) => {
        v.sort((a, b) => a - b);
        return { p50: quantile(v, 0.5), p99: quantile(v, 0.99), count: v.length };
      };
      const r = summary(reads);
      const w = summary(writes);
      lags.sort((a, b) => a - b);
      const slowest = [...byEndpoint.entries()]
        .map(([name, v]) => ({ name, ...summary(v) }))
        .sort((a, b) => b.p99 - a.p99)
        .slice(0, 6);
      resolve({
        slowest,
        actions,
        clients,
        roles,
        seconds,
        requests: r.count + w.count,
        rps: (r.count + w.count) / seconds,
        polls304: conditional ? notModified / conditional : 0,
        reads: r,
        writes: w,
        signIns: summary(signIns),
        errors,
        errorsBy,
        skipped: pools.skipped - skippedBefore,
        serverCpu: (cpuAtEnd.server - cpuAtStart.server) / wall,
        workersCpu: [...cpuAtEnd.workers]
          .map(([pid, used]) => (used - (cpuAtStart.workers.get(pid) ?? 0)) / wall)
          .sort((a, b) => b - a),
        postgresCpu: (cpuAtEnd.postgres - cpuAtStart.postgres) / wall,
        machineCpu: (cpuAtEnd.machineBusy - cpuAtStart.machineBusy) / wall,
        loadCpu: (cpu.user + cpu.system) / 1e6 / wall,
        sendLagP99: quantile(lags, 0.99),
        slowSeconds: {
          count: slowBySecond.size,
          worst: [...slowBySecond.entries()]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 5)
            .map(([second, slow]) => ({ second, slow })),
        },
        loadAverage: os.loadavg(),
        // A step without any write (a short one) is judged on its reads.
        held: errors === 0 && r.p99 < READ_P99_MS && !(w.p99 >= WRITE_P99_MS),
      });
    };

    /**
     * @param {Call} call
     * @param {Session} session
     * @param {number} scheduled
     */
    const fire = (call, session, scheduled) => {
      inFlight++;
      lags.push(performance.now() - scheduled);
      const etag = call.updates ? session.etags.get(call.path) : undefined;
      const body = call.body ? JSON.stringify(call.body) : undefined;
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: call.method,
          path: call.path,
          agent,
          headers: {
            ...(call.anonymous ? {} : { cookie: session.cookie }),
            ...(body ? { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' } : {}),
            ...(etag ? { 'if-none-match': etag } : {}),
          },
        },
        (res) => {
          /** @type {Buffer[]} */
          const chunks = [];
          const keep = call.updates && res.statusCode === 200;
          res.on('data', (c) => keep && chunks.push(c));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            done(call, scheduled, status);
            if (call.updates) {
              conditional++;
              if (status === 304) notModified++;
              const tag = res.headers.etag;
              if (tag) session.etags.set(call.path, tag);
            }
            if (keep) {
              // As the browser's tracker: new items move `since` to the answer's clock.
              const answer = JSON.parse(Buffer.concat(chunks).toString());
              if (answer.items?.length) session.since = answer.now;
            }
          });
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => done(call, scheduled, 0));
      if (body) req.write(body);
      req.end();
    };
    /** @param {Call} call @param {number} scheduled @param {number} status */
    const done = (call, scheduled, status) => {
      const latency = performance.now() - scheduled;
      if (latency >= READ_P99_MS) {
        const second = Math.floor((scheduled - t0) / 1000);
        slowBySecond.set(second, (slowBySecond.get(second) ?? 0) + 1);
      }
      if (call.method === 'GET') reads.push(latency);
      else writes.push(latency);
      if (call.path.endsWith('/login')) signIns.push(latency);
      const name = `${call.method} ${call.path.split('?')[0]?.replace(/\/\d+/g, '/:id')}`;
      (byEndpoint.get(name) ?? byEndpoint.set(name, []).get(name))?.push(latency);
      const ok = (status >= 200 && status < 300) || (status === 304 && call.updates);
      if (!ok) {
        errors++;
        const key = `${call.method} ${call.path.split('?')[0]?.replace(/\/\d+/g, '/:id')} ${status}`;
        errorsBy[key] = (errorsBy[key] ?? 0) + 1;
      }
      if (--inFlight === 0 && sentAll) finish();
    };

    let next = 0;
    const tick = () => {
      const now = performance.now() - t0;
      while (next < events.length && (events[next]?.t ?? Infinity) <= now) {
        const e = /** @type {(typeof events)[number]} */ (events[next++]);
        const pool = sessions[e.role];
        const session = /** @type {Session} */ (pool[e.client % pool.length]);
        const scheduled = t0 + e.t;
        if (e.action) {
          actions[e.action.name] = (actions[e.action.name] ?? 0) + 1;
          const calls = e.action.calls(session, rnd, pools);
          if (!calls) pools.skipped++;
          else for (const call of calls) fire(call, session, scheduled);
        } else {
          fire(
            {
              method: 'GET',
              path: `/api/updates?since=${encodeURIComponent(session.since ?? '')}`,
              updates: true,
            },
            session,
            scheduled,
          );
          for (const call of POLLS[e.role](session)) fire(call, session, scheduled);
        }
      }
      if (next < events.length) setTimeout(tick, 1);
      else {
        sentAll = true;
        if (inFlight === 0) finish();
      }
    };
    setTimeout(tick, 50);
  });
}

/**
 * Where the server's CPU went, over the profiles of every process: self time per function (the
 * hottest first), and the time spent inside each of the server's own functions, callees included
 * (which request handlers and queries the self time belongs to).
 * @param {string} dir where --cpu-prof wrote its files
 * @param {number} [skipMs] the start of each profile left out
 * @param {number} [top]
 */
export function hottest(dir, skipMs = 0, top = 15) {
  /** @type {Map<string, number>} */
  const self = new Map();
  /** @type {Map<string, number>} */
  const inclusive = new Map();
  let totalMs = 0;
  /** @param {any} f a call frame */
  const label = (f) =>
    `${f.functionName || '(anonymous)'} ${f.url ? `${f.url.replace(/^.*\/(apps|node_modules)\//, '$1/')}:${f.lineNumber + 1}` : ''}`.trim();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    /** @type {Map<number, any>} */
    const byId = new Map(profile.nodes.map((/** @type {any} */ n) => [n.id, n]));
    /** @type {Map<number, number>} */
    const parent = new Map();
    for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
    /** @type {Map<number, number>} */
    const hits = new Map();
    // Samples from `skipMs` after the process's profile began: the load, not the start-up.
    let at = profile.startTime;
    let counted = 0;
    for (const [i, id] of profile.samples.entries()) {
      at += profile.timeDeltas[i] ?? 0;
      if (at - profile.startTime < skipMs * 1000) continue;
      hits.set(id, (hits.get(id) ?? 0) + 1);
      counted++;
    }
    const sampleMs = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
    if (!counted) continue;
    for (const [id, count] of hits) {
      const f = byId.get(id)?.callFrame;
      // Idle time is no cost; the rest (including GC and native code) is.
      if (!f || f.functionName === '(idle)') continue;
      const ms = count * sampleMs;
      self.set(label(f), (self.get(label(f)) ?? 0) + ms);
      totalMs += ms;
      /** @type {Set<string>} */
      const seen = new Set();
      for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parent.get(at)) {
        const frame = byId.get(at)?.callFrame;
        // The server's own code: named functions of its bundle.
        if (!frame?.functionName || !String(frame.url).endsWith('dist-bench/main.js')) continue;
        const key = label(frame);
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
      }
    }
  }
  /** @param {Map<string, number>} m */
  const rank = (m) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([fn, ms]) => ({ fn, ms, share: totalMs ? ms / totalMs : 0 }));
  return { totalMs, top: rank(self), inclusive: rank(inclusive) };
}

/**
 * The whole sweep on one database, then the profile of the step where it stopped.
 * @param {{ databaseUrl: string; port: number; steps: number[]; seconds: number; profileSeconds: number;
 *   workers?: number; entry?: string; log: (m: string) => void }} o `entry`: another build of the server
 *   (to measure a change against the build before it)
 */
export async function citySuite({
  databaseUrl,
  port,
  steps,
  seconds,
  profileSeconds,
  workers = 2,
  entry,
  log,
}) {
  const dialect = databaseUrl.startsWith('postgres') ? 'postgres' : 'sqlite';
  log(`  copying the city (${dialect})`);
  const runUrl = await copyCity(databaseUrl);
  const city = await readCity(runUrl);
  log(
    `  pools: ${city.sizes.finishes} appointments to finish, ${city.sizes.checkIns} to check in, ` +
      `${city.sizes.approvals} requests to approve`,
  );
  const env = { WORKERS: String(workers) };
  let server = await startServer({ databaseUrl: runUrl, port, extraEnv: env, entry });
  /** @type {StepResult[]} */
  const curve = [];
  let sessions;
  try {
    const t = performance.now();
    const signedIn = await signInPool(server.client, city);
    const largest = roleCounts(Math.max(...steps, steps[0] ?? 1000));
    sessions = await ownSessions(runUrl, signedIn, largest, city.activePatientIds);
    log(
      `  signed in ${Object.values(signedIn).flat().length} sessions, then wrote ` +
        `${Object.values(sessions).flat().length} of the clients' own, in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    // A short first load, not reported: the processes' code gets compiled and the caches warm.
    await runStep({
      port,
      clients: steps[0] ?? 1000,
      seconds: WARM_UP_SECONDS,
      sessions,
      pools: city.pools,
      serverPid: server.pid ?? 0,
      seed: 7,
    });
    // A step that misses runs once more: on a machine shared with other work one burst of someone
    // else's CPU can sink a step; the sweep stops when the same count misses twice.
    let attempt = 0;
    let opened = 0;
    for (let i = 0; i < steps.length; i++) {
      const clients = /** @type {number} */ (steps[i]);
      if (clients > opened) {
        // The step's new clients open the app first, over one poll interval, not measured: their
        // first polls are full answers (no ETag yet) and read their rows into the caches. A real
        // morning's clients arrive over its hours, not all in one step's seconds (see the model).
        await runStep({
          port,
          clients,
          seconds: POLL_MS / 1000,
          sessions,
          pools: city.pools,
          serverPid: /** @type {number} */ (server.pid),
          seed: 500 + i,
          pollsOnly: true,
        });
        opened = clients;
      }
      const step = await runStep({
        port,
        clients,
        seconds,
        sessions,
        pools: city.pools,
        serverPid: /** @type {number} */ (server.pid),
        seed: 1000 + i + 100 * attempt,
      });
      step.attempt = attempt + 1;
      curve.push(step);
      log(
        `  ${String(clients).padStart(7)} clients  ${step.rps.toFixed(0).padStart(5)} req/s  ` +
          `reads p50 ${step.reads.p50.toFixed(1)} p99 ${step.reads.p99.toFixed(1)} ms  ` +
          `writes p50 ${step.writes.p50.toFixed(1)} p99 ${step.writes.p99.toFixed(1)} ms  errors ${step.errors}  ` +
          `server ${(step.serverCpu * 100).toFixed(0)} % (${step.workersCpu.map((c) => (c * 100).toFixed(0)).join('/')})  postgres ${(step.postgresCpu * 100).toFixed(0)} %  ` +
          `load gen ${(step.loadCpu * 100).toFixed(0)} %  machine ${(step.machineCpu * 100).toFixed(0)} %` +
          `${step.held ? '' : '  MISSED'}`,
      );
      if (Object.keys(step.errorsBy).length) log(`    errors: ${JSON.stringify(step.errorsBy)}`);
      if (step.held) attempt = 0;
      else if (attempt++ === 0) i--;
      else break;
    }
  } finally {
    await server.stop();
  }
  const last = curve.at(-1);
  const stop = last && !last.held ? last : undefined;
  const held = Math.max(0, ...curve.filter((s) => s.held).map((s) => s.clients));
  /** @type {ReturnType<typeof hottest> & { clients: number; seconds: number } | null} */
  let profile = null;
  // The step where it stopped, or the last one when every step held.
  const profiled = stop ?? last;
  if (profiled && profileSeconds > 0) {
    // The sessions live in the database: the profiled server serves the same ones.
    const dir = path.join(os.tmpdir(), `city-profile-${process.pid}-${dialect}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const spawnedAt = performance.now();
    server = await startServer({
      databaseUrl: runUrl,
      port,
      extraEnv: env,
      entry,
      // Cluster workers inherit the primary's node flags, so every process writes its profile.
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    });
    let skipMs = 0;
    try {
      await runStep({
        port,
        clients: profiled.clients,
        seconds: WARM_UP_SECONDS,
        sessions,
        pools: city.pools,
        serverPid: server.pid ?? 0,
        seed: 98,
      });
      // The profile counts from here: start-up and warm-up (module loading, compilation) left out.
      skipMs = performance.now() - spawnedAt;
      log(`  profiling ${profiled.clients} clients for ${profileSeconds} s`);
      await runStep({
        port,
        clients: profiled.clients,
        seconds: profileSeconds,
        sessions,
        pools: city.pools,
        serverPid: /** @type {number} */ (server.pid),
        seed: 99,
      });
    } finally {
      await server.stop();
    }
    profile = { clients: profiled.clients, seconds: profileSeconds, ...hottest(dir, skipMs) };
    rmSync(dir, { recursive: true, force: true });
    for (const f of profile.top.slice(0, 8)) log(`    ${(f.share * 100).toFixed(1).padStart(5)} %  ${f.fn}`);
  }
  return {
    dialect,
    seconds,
    workers,
    curve,
    held,
    stoppedAt: stop ? stop.clients : null,
    pools: city.sizes,
    profile,
  };
}

/** @param {number} v */
const f1 = (v) => (Number.isFinite(v) ? v.toFixed(1) : 'n/a');
/** @param {number} v */
const pct = (v) => `${(v * 100).toFixed(0)} %`;

/**
 * The "City day" section of bench/RESULTS.md, from bench/data/results/city.json.
 * @param {{ machine?: { cpu: string; cores: number; memoryGiB: number; node: string };
 *   byDialect: Record<string, Awaited<ReturnType<typeof citySuite>> & { at: string; command: string;
 *   loadAverageAtStart: number[]; loadAverageAtEnd: number[] }> }} city
 * @param {(heading: string) => string | null} [kept] a database's subsection as the previous
 *   RESULTS.md has it, for a database not in `city` (not run on this machine)
 * @returns {string[]}
 */
export function cityReport(city, kept = () => null) {
  const at50k = roleCounts(50_000);
  const lines = ['## City day', ''];
  if (city.machine) {
    const m = city.machine;
    lines.push(
      `Machine: ${m.cores} × ${m.cpu}, ${m.memoryGiB} GiB, Node ${m.node}; the load generator runs on the same cores.`,
      '',
    );
  }
  lines.push(
    'A city of a million people at its morning peak (bench/city.mjs has the model in full). Each step keeps a number of ' +
      'signed-in clients for its whole length, open loop: every request is sent at its scheduled time whatever the ' +
      'server is doing, and its latency counts from that time. A step holds when reads have p99 < ' +
      `${READ_P99_MS} ms, writes p99 < ${WRITE_P99_MS} ms and no request failed (anything but 2xx, or 304 to a ` +
      'conditional poll). The server runs with WORKERS worker processes (see each run) on a copy of the generated city (100 000 patients, ' +
      '1 000 000 appointments); the steps run one after the other on the same server, after a 10 s warm-up. Before a ' +
      'step is measured, the clients it adds open the app for one poll interval (their first, full answers; not ' +
      'measured). A step that misses runs once more (marked "again"): the machine is shared with other work, and one burst of ' +
      "someone else's CPU can sink a step; the sweep stops when the same count misses twice.",
    '',
    '### Workload model',
    '',
    `Clients by role, as shares of the signed-in clients, chosen so that at 50 000 clients (5 % of the city at ` +
      `once) the staff are the generated city's own. Every client has a session of its own, as every browser has ` +
      `(each patient client a patient of the city of its own; staff clients share the staff accounts), copied ` +
      `from a pool of sessions signed in through the login routes (${Object.entries(POOL)
        .map(([r, n]) => `${n} ${r}`)
        .join(', ')}).`,
    '',
    '| role | share | at 50 000 clients | polled every 30 s (besides GET /api/updates, conditional) |',
    '|---|---:|---:|---|',
  );
  for (const role of ROLES) {
    const share = role === 'patient' ? at50k.patient / 50_000 : SHARES[role];
    const polls = POLLS[role]({ cookie: '', since: null, etags: new Map() }).map(
      (c) => `${c.method} ${c.path.replace(/\d{4}-\d{2}-\d{2}/, '<today>')}`,
    );
    lines.push(
      `| ${role} | ${(share * 100).toFixed(2)} % | ${at50k[role].toLocaleString('en')} | ${polls.join('; ') || '—'} |`,
    );
  }
  lines.push('', '| role | action | per client per hour | requests |', '|---|---|---:|---|');
  const sample = { cookie: '', id: 1, unit: 1, since: null, etags: new Map() };
  /** @type {Pools} */
  const fake = {
    approvals: new Map([[1, [{ id: 1, doctor: 1 }]]]),
    checkIns: new Map([[1, [1]]]),
    finishes: new Map([[1, [1]]]),
    patientIds: [1],
    skipped: 0,
  };
  for (const role of ROLES) {
    for (const a of ACTIONS[role]) {
      const calls = a.calls(sample, () => 0, fake) ?? [];
      const what = calls
        .map((c) => `${c.method} ${c.path.split('?')[0]?.replace(/\/\d+/g, '/:id')}`)
        .join(' + ');
      lines.push(`| ${role} | ${a.name} | ${a.perHour} | ${what} |`);
    }
  }
  lines.push(
    '',
    'Approvals, check-ins and finishes take distinct rows read from the city before the run (pending requests with a ' +
      "doctor of their specialty at the unit, today's scheduled appointments, today's open appointments of the signed-in " +
      'doctors), so no conflict is modelled; when a pool runs dry the action is skipped and counted. Sign-ins hash the ' +
      'real password (argon2id) and count as writes.',
    '',
  );
  for (const dialect of ['sqlite', 'postgres']) {
    const pg = dialect === 'postgres';
    const heading = `### ${pg ? 'PostgreSQL' : 'SQLite'}`;
    const r = city.byDialect[dialect];
    if (!r) {
      const text = kept(heading);
      if (text) lines.push(text, '');
      continue;
    }
    lines.push(
      heading,
      '',
      `Run ${r.at}: \`${pg ? 'BENCH_DATABASE_URL=<the PostgreSQL city> ' : ''}${r.command}\`; load average ${r.loadAverageAtStart.map((v) => v.toFixed(2)).join(' ')} at the ` +
        `start, ${r.loadAverageAtEnd.map((v) => v.toFixed(2)).join(' ')} at the end; WORKERS=${r.workers ?? 2}; ` +
        `${r.seconds} s a step. Pools: ` +
        `${r.pools.approvals} requests to approve, ${r.pools.checkIns} appointments to check in, ${r.pools.finishes} to finish.`,
      '',
      `| clients | req/s | reads p50 | reads p99 | writes p50 | writes p99 | sign-in p99 | errors | skipped | polls 304 | server CPU | by worker |${pg ? ' PostgreSQL CPU |' : ''} load gen CPU | machine CPU | send lag p99 | slow seconds | held |`,
      `|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|${pg ? '---:|' : ''}---:|---:|---:|---:|---|`,
    );
    for (const s of r.curve) {
      lines.push(
        `| ${s.clients.toLocaleString('en')}${s.attempt === 2 ? ' (again)' : ''} | ${s.rps.toFixed(0)} | ${f1(s.reads.p50)} | ${f1(s.reads.p99)} | ` +
          `${f1(s.writes.p50)} | ${f1(s.writes.p99)} | ${f1(s.signIns.p99)} | ${s.errors} | ${s.skipped} | ` +
          `${pct(s.polls304)} | ${pct(s.serverCpu)} | ${s.workersCpu?.map(pct).join(' / ') ?? 'n/a'} |${pg ? ` ${pct(s.postgresCpu)} |` : ''} ${pct(s.loadCpu)} | ` +
          `${pct(s.machineCpu)} | ${f1(s.sendLagP99)} | ${s.slowSeconds?.count ?? 'n/a'} | ${s.held ? 'yes' : '**no**'} |`,
      );
    }
    const last = r.curve.at(-1);
    const stop = last && !last.held ? last : undefined;
    lines.push(
      '',
      `**Held: ${r.held.toLocaleString('en')} signed-in clients** (latencies in ms; CPU in cores' worth, 100 % = one ` +
        'core; PostgreSQL CPU is every postgres process of the machine, other databases included; machine CPU is ' +
        'every process of the machine, other work included; send lag is how late the load generator sent its ' +
        'requests, already inside the latencies; slow seconds: how many seconds of the step had a request over ' +
        `${READ_P99_MS} ms, a few for a stall, most of them for a queue).`,
    );
    if (stop) {
      const why = [
        stop.reads.p99 >= READ_P99_MS ? `reads p99 ${f1(stop.reads.p99)} ms` : '',
        stop.writes.p99 >= WRITE_P99_MS ? `writes p99 ${f1(stop.writes.p99)} ms` : '',
        stop.errors
          ? `${stop.errors} errors (${Object.entries(stop.errorsBy)
              .map(([k, n]) => `${k}: ${n}`)
              .join(', ')})`
          : '',
      ].filter(Boolean);
      lines.push(
        '',
        `Stops at ${stop.clients.toLocaleString('en')} clients: ${why.join(', ')}; the server's processes used ` +
          `${pct(stop.serverCpu)}${pg ? `, PostgreSQL ${pct(stop.postgresCpu)}` : ''}, the load generator ` +
          `${pct(stop.loadCpu)} and the whole machine ${pct(stop.machineCpu)} of its 200 %. Slowest there (p99): ` +
          stop.slowest.map((e) => `${e.name} ${f1(e.p99)} ms (${e.count})`).join(', ') +
          '.' +
          (stop.slowSeconds
            ? ` Requests over ${READ_P99_MS} ms fell in ${stop.slowSeconds.count} of its ${stop.seconds} seconds; ` +
              `the worst: ${stop.slowSeconds.worst.map((w) => `second ${w.second} (${w.slow})`).join(', ')}.`
            : ''),
      );
    } else {
      lines.push('', 'Every step held: the largest step is a lower bound.');
    }
    if (r.profile) {
      lines.push(
        '',
        `CPU profile of the server's processes at ${r.profile.clients.toLocaleString('en')} clients ` +
          `(${r.profile.seconds} s after a warm-up, node --cpu-prof over every process, idle left out; ` +
          `${(r.profile.totalMs / 1000).toFixed(1)} s of CPU), ` +
          'top functions by self time:',
        '',
        '| self | share | function |',
        '|---:|---:|---|',
        ...r.profile.top.map(
          (t) => `| ${t.ms.toFixed(0)} ms | ${(t.share * 100).toFixed(1)} % | \`${t.fn}\` |`,
        ),
        '',
        "The server's own functions by the time spent in them, callees included:",
        '',
        '| total | share | function |',
        '|---:|---:|---|',
        ...(r.profile.inclusive ?? []).map(
          (t) => `| ${t.ms.toFixed(0)} ms | ${(t.share * 100).toFixed(1)} % | \`${t.fn}\` |`,
        ),
      );
    }
    lines.push('');
  }
  return lines;
}
