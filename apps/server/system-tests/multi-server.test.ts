/**
 * Several servers on one database, as behind a load balancer, each serving from two worker
 * processes (WORKERS=2, docs/decisions/041): sessions made on one work on the other, two people
 * deciding the same thing at the same moment on different servers get exactly one success and one
 * 409, writes sent at once through every worker are all stored, and the keys, which each primary
 * process generates before forking, exist once. SQLite always (servers on one machine share the
 * file), PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { hospitalActors, signInActors, type HospitalActor } from './actors';
import { SPECIALTY, type Actors } from './crash-workload';
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from './databases';
import { startServer, type ServerProcess } from './server-process';
import type { Answer } from './http-client';

/** Each round is one race; a few rounds make a lucky ordering unlikely to hide a missing guard. */
const ROUNDS = 8;
/** Writes of each kind sent at once, half to each server (so over many connections to 4 workers). */
const PARALLEL_WRITES = 16;
const NOT_PENDING = 'Esta solicitação já foi respondida';
const WORKERS = { WORKERS: '2' };

describe.each(DATABASE_KINDS)('two servers of two workers each on one %s database', (kind) => {
  let db: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let actors: Actors;
  let units: HospitalActor[];

  beforeAll(async () => {
    db = await freshDatabase(kind);
    // One after the other: the first migrates, seeds and generates the keys, the second finds it done.
    a = await startServer({ databaseUrl: db.serverUrl, env: WORKERS });
    b = await startServer({ databaseUrl: db.serverUrl, env: WORKERS });
    expect(a.workerPids()).toHaveLength(2);
    expect(b.workerPids()).toHaveLength(2);
    actors = await signInActors(a.baseUrl);
    units = await hospitalActors(a.baseUrl, 2);
  });

  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    await db?.drop();
  });

  it('accepts on one server the session cookie made on the other, and ends it on both', async () => {
    const onA = actors.patient;
    const onB = onA.on(b.baseUrl);
    expect((await onB.get('/api/auth/patient/me')).status).toBe(200);
    expect((await onA.get('/api/auth/patient/me')).status).toBe(200);

    const extra = await signInActors(b.baseUrl);
    const extraOnA = extra.patient.on(a.baseUrl);
    expect((await extraOnA.get('/api/auth/patient/me')).status).toBe(200);
    expect((await extra.patient.post('/api/auth/patient/logout')).status).toBe(200);
    expect((await extraOnA.get('/api/auth/patient/me')).status).toBe(401);
  });

  it('lets exactly one of two units approve the same open request at the same moment', async () => {
    const [first, second] = units as [HospitalActor, HospitalActor];
    const secondOnB = second.client.on(b.baseUrl);
    for (let round = 0; round < ROUNDS; round++) {
      const created = await actors.patient.post<{ id: number }>('/api/appointment-requests', {
        specialty: SPECIALTY,
        appointment_type: 'consultation',
        health_unit_id: null,
        notes: `corrida ${round}`,
      });
      expect(created.status).toBe(201);
      const approve = (client: HospitalActor['client'], doctorOption: string) =>
        client.post(`/api/hospital/appointment-requests/${created.body.id}/approve`, {
          // A day of its own each round: a doctor is booked once at a time.
          appointment_date: new Date(Date.UTC(2099, 0, 15 + round)).toISOString().slice(0, 10),
          appointment_time: '10:00',
          assigned_doctor_id: doctorOption,
        });
      const answers = await Promise.all([
        approve(first.client, first.doctorOption),
        approve(secondOnB, second.doctorOption),
      ]);
      expectOneWinner(answers, NOT_PENDING);
      const appointments = await db.inspect((q) =>
        q('select id from appointments where request_id = ?', [created.body.id]),
      );
      expect(appointments).toHaveLength(1);
    }
  });

  it('dispenses a prescription once when two counters on two servers try at the same moment', async () => {
    const [first, second] = units as [HospitalActor, HospitalActor];
    const secondOnB = second.client.on(b.baseUrl);
    for (let round = 0; round < ROUNDS; round++) {
      const issued = await actors.doctor.post<{ public_id: string }>('/api/prescriptions/standalone', {
        patient_id: actors.patientId,
        prescription_text: `Amoxicilina 500 mg de 8/8 h por 7 dias (${round})`,
      });
      expect(issued.status).toBe(201);
      const path = `/api/prescriptions/${issued.body.public_id}/dispense`;
      const answers = await Promise.all([first.client.post(path), secondOnB.post(path)]);
      expectOneWinner(answers, 'Receita já dispensada');
    }
  });

  it('stores every one of many writes sent at once through all the workers, none refused', async () => {
    const tag = randomBytes(4).toString('hex');
    const patientOnB = actors.patient.on(b.baseUrl);
    const doctorOnB = actors.doctor.on(b.baseUrl);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_WRITES }, (_, i) => [
        (i % 2 ? patientOnB : actors.patient).post<{ id: number }>('/api/appointment-requests', {
          specialty: SPECIALTY,
          appointment_type: 'consultation',
          health_unit_id: null,
          notes: `paralelo ${tag} ${i}`,
        }),
        (i % 2 ? doctorOnB : actors.doctor).post<{ id: number }>('/api/prescriptions/standalone', {
          patient_id: actors.patientId,
          prescription_text: `Paracetamol 750 mg de 8/8 h (${tag} ${i})`,
        }),
      ]).flat(),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 201));
    const stored = await db.inspect(async (q) => ({
      requests: await q('select count(*) as n from appointment_requests where notes like ?', [
        `paralelo ${tag} %`,
      ]),
      prescriptions: await q('select count(*) as n from prescriptions where prescription_text like ?', [
        `Paracetamol 750 mg de 8/8 h (${tag} %`,
      ]),
    }));
    expect(Number(stored.requests[0]?.n)).toBe(PARALLEL_WRITES);
    expect(Number(stored.prescriptions[0]?.n)).toBe(PARALLEL_WRITES);
  });

  it('generated the signing key and the push key pair once: every worker of both servers serves them', async () => {
    const ask = (path: string) =>
      Promise.all(
        Array.from({ length: 8 }, (_, i) => fetch(`${(i % 2 ? b : a).baseUrl}${path}`).then((r) => r.json())),
      );
    const signing = await ask('/api/prescriptions/public-key');
    const push = await ask('/api/push/public-key');
    expect(new Set(signing.map((k) => JSON.stringify(k))).size).toBe(1);
    expect(new Set(push.map((k) => JSON.stringify(k))).size).toBe(1);
    const settings = await db.inspect((q) =>
      q("select key from app_settings where key in ('prescription_signing_key', 'vapid_keys') order by key"),
    );
    expect(settings.map((r) => r.key)).toEqual(['prescription_signing_key', 'vapid_keys']);
  });
});

function expectOneWinner(answers: Answer[], conflictMessage: string) {
  const statuses = answers.map((r) => r.status).sort();
  expect(statuses, JSON.stringify(answers.map((r) => r.body))).toEqual([200, 409]);
  const loser = answers.find((r) => r.status === 409);
  expect(loser?.body).toEqual({ error: conflictMessage });
}
