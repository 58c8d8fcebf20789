/**
 * Several servers on one PostgreSQL database, as behind a load balancer: sessions made on one work
 * on the other, and two people deciding the same thing at the same moment on different servers
 * get exactly one success and one 409. Needs TEST_DATABASE_URL (SQLite is one process by design).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitalActors, signInActors, type HospitalActor } from './actors';
import { SPECIALTY, type Actors } from './crash-workload';
import { freshPostgres, type TestDatabase } from './databases';
import { startServer, type ServerProcess } from './server-process';
import type { Answer } from './http-client';

const pgUrl = process.env.TEST_DATABASE_URL;
/** Each round is one race; a few rounds make a lucky ordering unlikely to hide a missing guard. */
const ROUNDS = 8;
const NOT_PENDING = 'Esta solicitação já foi respondida';

if (!pgUrl) {
  console.log('multi-server tests skipped: set TEST_DATABASE_URL to a PostgreSQL database to run them.');
}

describe.skipIf(!pgUrl)('two servers on one PostgreSQL schema', () => {
  let db: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let actors: Actors;
  let units: HospitalActor[];

  beforeAll(async () => {
    db = await freshPostgres(pgUrl ?? '');
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startServer({ databaseUrl: db.serverUrl });
    b = await startServer({ databaseUrl: db.serverUrl });
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
          appointment_date: '2099-01-15',
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
});

function expectOneWinner(answers: Answer[], conflictMessage: string) {
  const statuses = answers.map((r) => r.status).sort();
  expect(statuses, JSON.stringify(answers.map((r) => r.body))).toEqual([200, 409]);
  const loser = answers.find((r) => r.status === 409);
  expect(loser?.body).toEqual({ error: conflictMessage });
}
