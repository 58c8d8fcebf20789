// Starts the built production server on a generated city, for the city-scale journeys (tests/city/).
// The city comes from the benchmarks' generator (bench/generate.mjs) at CITY_SCALE (default 5%: 5 000
// patients, 50 000 appointments), run with this build's own migrations. The day's work is then added
// the way the generator adds everything, directly in the database: today's agenda for one doctor of
// the unit with the longest queue, and an autonomous doctor there for the specialty of its
// longest-waiting request. The accounts and facts the journeys check against are written to
// .data/city-<port>/city.json. Not demo mode: the generated accounts share the bench's password.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SqliteDriver } from '../bench/lib/sqlite-driver.mjs';
import { generate } from '../bench/generate.mjs';
import { BENCH_ADMIN, BENCH_PASSWORD } from '../bench/lib/server-process.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_CITY_PORT ?? 4311);
const scale = Number(process.env.CITY_SCALE ?? 0.05);
const dataDir = path.join(here, '.data', `city-${port}`);
const dbFile = path.join(dataDir, 'city.db');
const entry = process.env.SERVER_ENTRY ?? path.join(here, '../apps/server/dist/main.js');

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
await generate({
  databaseUrl: `sqlite:${dbFile}`,
  scale,
  port: port + 1000,
  serverEntry: entry,
  // The QR codes' validation links open this server, as a phone that scans one would.
  publicUrl: `http://127.0.0.1:${port}`,
  log: () => {},
});

const cityDay = (offset = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

const db = new SqliteDriver(dbFile);
const one = (sql, ...params) => db.prepare(sql).get(...params);
const now = new Date().toISOString();

// The unit whose queue is longest (its own pending requests plus those open to any unit), among the
// units with a reception desk.
const unit = one(`
  select u.id, u.name, h.username,
    (select count(*) from appointment_requests r
      where r.status = 'pending' and (r.health_unit_id = u.id or r.health_unit_id is null)) as pending
  from health_units u join hospital_administrators h on h.health_unit_id = u.id
  where exists (select 1 from staff s where s.user_type = 'reception' and s.health_unit_id = u.id)
  order by pending desc, u.id limit 1`);
const oldest = one(
  `select r.id, r.specialty, p.full_name as patient_name from appointment_requests r
   join patients p on p.id = r.patient_id
   where r.status = 'pending' and (r.health_unit_id = ? or r.health_unit_id is null)
   order by r.created_at, r.id limit 1`,
  unit.id,
);
// Approving needs an active doctor of the request's specialty at the unit.
const oncall = `Dra. Plantonista de ${oldest.specialty}`;
db.prepare(
  `insert into hospital_doctors (health_unit_id, doctor_name, specialty, crm, crm_uf, cbo, is_active, created_at, updated_at)
   values (?, ?, ?, '909090', 'SP', null, 1, ?, ?)`,
).run(unit.id, oncall, oldest.specialty, now, now);

const doctor = one(
  `select id, cpf, full_name from staff where user_type = 'doctor' and health_unit_id = ? and is_active = 1
   order by id limit 1`,
  unit.id,
);
const reception = one(
  `select id, cpf, full_name from staff where user_type = 'reception' and health_unit_id = ? and is_active = 1
   order by id limit 1`,
  unit.id,
);
// Today's agenda, out of time order on purpose; one patient already checked in, one tomorrow.
const agenda = [
  ['14:00', 'scheduled', 0],
  ['08:00', 'confirmed', 0],
  ['10:30', 'scheduled', 0],
  ['16:30', 'scheduled', 0],
  ['09:15', 'scheduled', 0],
  ['09:00', 'scheduled', 1],
];
const patientFor = db.prepare('select id, full_name from patients where id = ?');
const insertAppointment = db.prepare(
  `insert into appointments (patient_id, health_unit_id, doctor_staff_id, appointment_date, appointment_time,
     appointment_type, specialty, status, created_at, updated_at)
   values (?, ?, ?, ?, ?, 'consultation', 'Clínico Geral', ?, ?, ?)`,
);
const today = agenda.map(([time, status, offset], i) => {
  const patient = patientFor.get(101 + i);
  insertAppointment.run(patient.id, unit.id, doctor.id, cityDay(offset), time, status, now, now);
  return { patient: patient.full_name, time, status, day: cityDay(offset) };
});

const { day: doctorPastDay } = one(
  'select max(appointment_date) as day from appointments where doctor_staff_id = ? and appointment_date < ?',
  doctor.id,
  cityDay(),
);

// Someone without prescriptions yet: the journeys issue them a long continuous treatment.
const patient = one(
  `select id, cpf, full_name from patients where is_active = 1
   and id not in (select patient_id from prescriptions) order by id limit 1`,
);
const patients = one('select count(*) as n from patients').n;
// A prescription the generator wrote, as a pharmacy would meet its QR code: the link it holds.
const generatedPrescription = one(
  `select p.public_id as publicId, s.full_name as doctor,
     json_extract(p.qr_code, '$.validation_url') as validationUrl from prescriptions p
   join staff s on s.id = p.doctor_staff_id order by p.id limit 1`,
);

// A name with accents, typed the way people type it: no accents, lower case, surname first. The
// expected matches are counted here with a folding of this script's own, not the product's.
const fold = (text) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const accented = one(
  `select full_name from patients where full_name like 'João %' order by id limit 1`,
).full_name;
const words = fold(accented).split(' ');
const typedWords = [words.at(-1), words[0]];
const accentless = {
  name: accented,
  typed: typedWords.join(' '),
  matches: db
    .prepare('select full_name from patients')
    .all()
    .filter((p) => typedWords.every((w) => fold(p.full_name).includes(w))).length,
};
db.close();

writeFileSync(
  path.join(dataDir, 'city.json'),
  JSON.stringify(
    {
      password: BENCH_PASSWORD,
      department: BENCH_ADMIN,
      unit: { id: unit.id, name: unit.name, username: unit.username, pending: unit.pending },
      oldestPending: { ...oldest, doctor: oncall },
      doctor: { cpf: doctor.cpf, name: doctor.full_name },
      doctorPastDay,
      reception: { cpf: reception.cpf, name: reception.full_name },
      agenda: today,
      patient: { id: patient.id, cpf: patient.cpf, name: patient.full_name },
      patients,
      accentless,
      generatedPrescription,
    },
    null,
    2,
  ),
);

const server = spawn(process.execPath, [entry], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `sqlite:${dbFile}`,
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
