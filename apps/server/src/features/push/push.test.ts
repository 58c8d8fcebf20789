import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { PASSWORD, createAuthority, createPatient, createUnit, signedIn } from '../../test/fixtures';
import {
  hospitalClient,
  insertAppointment,
  insertRequest,
  patientClient,
  staffClient,
} from '../appointments/appointments.fixtures';
import { loadConfig } from '../../config';
import { createLogger } from '../../lib/logger';
import type { AppDeps } from '../../lib/service-context';
import { startFakePushService, type FakeBrowser, type FakePushService } from './fake-push-service';
import { sendDuePushes } from './push-sender';
import { sendReminders } from './push-reminders';
import { endpointAllowed } from './push.service';
import { loadVapidKeys, vapidKeysFor } from './vapid';
import { settingsStore } from '../prescriptions/prescriptions.repository';

let ctx: TestContext;
let deps: AppDeps;
let service: FakePushService;

beforeEach(async () => {
  ctx = await createTestContext();
  deps = {
    config: ctx.config,
    database: ctx.database,
    db: ctx.db,
    logger: createLogger('silent'),
    fetch: globalThis.fetch,
  };
  const { publicKey } = await vapidKeysFor(deps);
  service = await startFakePushService(() => publicKey);
});
afterEach(async () => {
  await service.close();
  await ctx.close();
});

async function subscribed(client: TestClient): Promise<FakeBrowser> {
  const browser = service.browser();
  const res = await client.post('/api/push/subscriptions', browser.subscription);
  expect(res.status).toBe(201);
  return browser;
}

const subscriptions = () => ctx.db.selectFrom('push_subscriptions').selectAll().execute();
const outbox = () => ctx.db.selectFrom('push_outbox').selectAll().execute();

describe('VAPID keys', () => {
  it('are generated once and kept, the same for servers starting at once; the public key is public', async () => {
    const anyone = new TestClient(ctx.app);
    const first = await anyone.get<{ public_key: string }>('/api/push/public-key');
    expect(first.status).toBe(200);
    expect(Buffer.from(first.body.public_key, 'base64url')).toHaveLength(65);
    const stored = await ctx.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'vapid_keys')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value).publicKey).toBe(first.body.public_key);
    await ctx.db.deleteFrom('app_settings').where('key', '=', 'vapid_keys').execute();
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => loadVapidKeys(settingsStore(ctx.db), null)),
    );
    expect(new Set(racing.map((k) => k.publicKey)).size).toBe(1);
  });

  it('come from the configuration when set, both or none', () => {
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'A'.repeat(43) };
    expect(loadConfig(keys).push.vapid).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/as duas ou nenhuma/);
    expect(() => loadConfig({ ...keys, VAPID_PRIVATE_KEY: 'curta' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://exemplo' })).toThrow(/VAPID_SUBJECT/);
  });
});

describe('POST and DELETE /api/push/subscriptions', () => {
  it('needs a session, and a role that is notified of something', async () => {
    const browser = service.browser();
    expect((await new TestClient(ctx.app).post('/api/push/subscriptions', browser.subscription)).status).toBe(
      401,
    );
    for (const role of ['pharmacy', 'health_department'] as const) {
      const c = await signedIn(ctx, role);
      expect((await c.post('/api/push/subscriptions', browser.subscription)).status).toBe(403);
      expect(
        (await c.delete('/api/push/subscriptions', { endpoint: browser.subscription.endpoint })).status,
      ).toBe(403);
    }
    expect(await subscriptions()).toHaveLength(0);
  });

  it('refuses malformed keys and endpoints that are not a push service over https', async () => {
    const { client } = await patientClient(ctx);
    const good = service.browser().subscription;
    for (const body of [
      { ...good, keys: { ...good.keys, p256dh: 'abc' } },
      { ...good, keys: { ...good.keys, auth: good.keys.p256dh } },
      { ...good, endpoint: 'não é url' },
      { ...good, endpoint: 'ftp://fcm.googleapis.com/x' },
    ]) {
      const res = await client.post<{ error: string }>('/api/push/subscriptions', body);
      expect(res.status).toBe(400);
    }
    for (const endpoint of [
      'http://10.0.0.5/push',
      'https://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com.evil.example/x',
      'https://intranet.local/x',
    ]) {
      const res = await client.post<{ error: string }>('/api/push/subscriptions', { ...good, endpoint });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Serviço de notificações não aceito por este servidor');
    }
    expect(await subscriptions()).toHaveLength(0);
  });

  it('accepts the push services over https; loopback http only while testing', () => {
    const production = loadConfig({ NODE_ENV: 'production' }).push;
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', production)).toBe(true);
    expect(endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', production)).toBe(true);
    expect(endpointAllowed('https://web.push.apple.com/QGx', production)).toBe(true);
    expect(endpointAllowed('https://wns2-by3p.notify.windows.com/w/?token=x', production)).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:9999/push/x', production)).toBe(false);
    expect(endpointAllowed('https://user:pw@fcm.googleapis.com/x', production)).toBe(false);
    expect(endpointAllowed('http://127.0.0.1:9999/push/x', ctx.config.push)).toBe(true);
  });

  it('belongs to the identity that registered it: another can neither remove it nor be notified through it', async () => {
    const a = await patientClient(ctx, 'Ana');
    const b = await patientClient(ctx, 'Bia');
    const browser = await subscribed(a.client);
    const del = await b.client.delete<{ removed: boolean }>('/api/push/subscriptions', {
      endpoint: browser.subscription.endpoint,
    });
    expect(del.body).toEqual({ removed: false });
    expect(await subscriptions()).toMatchObject([
      { recipient: `patient_${a.id}`, principal_kind: 'patient' },
    ]);
    const own = await a.client.delete<{ removed: boolean }>('/api/push/subscriptions', {
      endpoint: browser.subscription.endpoint,
    });
    expect(own.body).toEqual({ removed: true });
    expect(await subscriptions()).toHaveLength(0);
  });

  it('moves a browser to whoever registers it next, and signing out removes it', async () => {
    const a = await patientClient(ctx, 'Ana');
    const browser = await subscribed(a.client);
    const b = await patientClient(ctx, 'Bia');
    expect((await b.client.post('/api/push/subscriptions', browser.subscription)).status).toBe(201);
    expect(await subscriptions()).toMatchObject([{ recipient: `patient_${b.id}` }]);
    expect((await a.client.post('/api/auth/patient/logout')).status).toBe(200);
    expect(await subscriptions()).toHaveLength(1);
    expect((await b.client.post('/api/auth/patient/logout')).status).toBe(200);
    expect(await subscriptions()).toHaveLength(0);
  });
});

describe('what is pushed', () => {
  it('an approved request: to its patient, decrypted by the browser, with nothing of the care in it', async () => {
    const hospital = await hospitalClient(ctx);
    await ctx.db
      .updateTable('health_units')
      .set({ name: 'UBS Centro' })
      .where('id', '=', hospital.unitId)
      .execute();
    const patient = await patientClient(ctx, 'Rita');
    const other = await patientClient(ctx, 'Outra');
    const doctor = await staffClient(ctx, 'doctor', hospital.unitId);
    const mine = await subscribed(patient.client);
    const theirs = await subscribed(other.client);
    const requestId = await insertRequest(ctx, { patient_id: patient.id, health_unit_id: hospital.unitId });
    const approved = await hospital.client.post<{ appointment_id: number }>(
      `/api/hospital/appointment-requests/${requestId}/approve`,
      { appointment_date: '2999-03-10', appointment_time: '14:30', assigned_doctor_id: `staff:${doctor.id}` },
    );
    expect(approved.status).toBe(200);

    expect(await sendDuePushes(deps)).toBe(1);
    expect(mine.received()).toEqual([
      {
        title: 'Consulta aprovada',
        body: 'Consulta marcada para 10/03/2999 às 14:30 — UBS Centro',
        url: '/appointments',
        tag: `appointment-${approved.body.appointment_id}`,
      },
    ]);
    expect(theirs.received()).toEqual([]);
    const [push] = service.pushes;
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.ttl).toBe(String(2 * 86_400));
    expect(push?.headers.urgency).toBe('normal');
    expect(await outbox()).toHaveLength(0);
  });

  it('a new message: every subscribed recipient, with one insert however many; authorities open their panel', async () => {
    const department = await signedIn(ctx, 'health_department');
    const p1 = await patientClient(ctx, 'P1');
    const p2 = await patientClient(ctx, 'P2');
    const doctor = await staffClient(ctx, 'doctor', null);
    const authority = await createAuthority(ctx.db);
    const authorityClient = new TestClient(ctx.app, '10.9.9.9');
    await authorityClient.post('/api/public-authority/login', {
      username: authority.username,
      password: PASSWORD,
    });
    const [b1, b2, bd, ba] = [
      await subscribed(p1.client),
      await subscribed(p2.client),
      await subscribed(doctor.client),
      await subscribed(authorityClient),
    ];

    const send = (recipient_type: string, recipient_id: string | null) =>
      department.post<{ id: number }>('/api/messages', {
        recipient_type,
        recipient_id,
        title: 'Vacinação',
        message_text: 'Resultado do seu exame de HIV',
      });
    const group = await send('all_patients', null);
    expect(group.status).toBe(201);
    const individual = await send('individual', `authority_${authority.id}`);
    expect(individual.status).toBe(201);
    expect(await outbox()).toHaveLength(3);
    await sendDuePushes(deps);

    const notice = {
      title: 'Nova mensagem da Secretaria de Saúde',
      body: 'Você recebeu uma nova mensagem. Abra o aplicativo para ler.',
      url: '/dashboard',
      tag: `message-${group.body.id}`,
    };
    expect(b1.received()).toEqual([notice]);
    expect(b2.received()).toEqual([notice]);
    expect(bd.received()).toEqual([]);
    expect(ba.received()).toEqual([
      { ...notice, url: '/public-authority-panel', tag: `message-${individual.body.id}` },
    ]);
    // The message's text never leaves the server in a push.
    expect(JSON.stringify([b1.received(), ba.received()])).not.toContain('HIV');
  });

  it("a new request: the hospital accounts of its unit, every unit's when any may take it", async () => {
    const unit = await createUnit(ctx.db, 'UBS Jardim');
    const here = await hospitalClient(ctx, unit.id);
    const elsewhere = await hospitalClient(ctx);
    const patient = await patientClient(ctx);
    const bHere = await subscribed(here.client);
    const bElsewhere = await subscribed(elsewhere.client);
    const create = (health_unit_id: number | null) =>
      patient.client.post('/api/appointment-requests', {
        specialty: 'Pediatra',
        appointment_type: 'consultation',
        health_unit_id,
        notes: 'Febre',
      });
    expect((await create(unit.id)).status).toBe(201);
    await sendDuePushes(deps);
    const notice = {
      title: 'Nova solicitação para aprovar',
      body: 'Há uma nova solicitação de consulta aguardando análise.',
      url: '/hospital-panel',
      tag: 'new-request',
    };
    expect(bHere.received()).toEqual([notice]);
    expect(bElsewhere.received()).toEqual([]);
    expect((await create(null)).status).toBe(201);
    await sendDuePushes(deps);
    expect(bHere.received()).toEqual([notice, notice]);
    expect(bElsewhere.received()).toEqual([notice]);
  });

  it('reminders the day before and two hours before, once each however often and by however many servers it runs', async () => {
    const hospital = await hospitalClient(ctx);
    await ctx.db
      .updateTable('health_units')
      .set({ name: 'UBS Centro' })
      .where('id', '=', hospital.unitId)
      .execute();
    const patient = await patientClient(ctx);
    const unsubscribed = await createPatient(ctx.db);
    const browser = await subscribed(patient.client);
    const appointment = (status: string, patient_id = patient.id) =>
      insertAppointment(ctx, {
        patient_id,
        health_unit_id: hospital.unitId,
        appointment_date: '2026-12-15',
        appointment_time: '14:00',
        status,
      });
    const kept = await appointment('scheduled');
    await appointment('cancelled');
    await appointment('scheduled', unsubscribed.id);
    // 14 Dec, 15:00 in São Paulo (UTC-3): 23 hours before.
    const dayBefore = new Date('2026-12-14T18:00:00Z');
    const runs = await Promise.all([sendReminders(deps, dayBefore), sendReminders(deps, dayBefore)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await sendReminders(deps, new Date('2026-12-14T18:05:00Z'))).toBe(0);
    await sendDuePushes(deps, dayBefore);
    expect(browser.received()).toEqual([
      {
        title: 'Lembrete de consulta',
        body: 'Lembrete: consulta amanhã às 14:00 — UBS Centro',
        url: '/appointments',
        tag: `reminder-${kept}`,
      },
    ]);
    // 12:30 on the day: the last reminder, urgent, living until the appointment starts.
    const twoHoursBefore = new Date('2026-12-15T15:30:00Z');
    expect(await sendReminders(deps, twoHoursBefore)).toBe(1);
    expect(await sendReminders(deps, twoHoursBefore)).toBe(0);
    await sendDuePushes(deps, twoHoursBefore);
    expect(browser.received()[1]).toMatchObject({ body: 'Lembrete: consulta hoje às 14:00 — UBS Centro' });
    const last = service.pushes.at(-1);
    expect(last?.headers.urgency).toBe('high');
    expect(last?.headers.ttl).toBe(String(90 * 60));
  });

  it('nothing is reminded too early or after the start', async () => {
    const patient = await patientClient(ctx);
    await subscribed(patient.client);
    await insertAppointment(ctx, {
      patient_id: patient.id,
      appointment_date: '2026-12-15',
      appointment_time: '14:00',
      status: 'confirmed',
    });
    expect(await sendReminders(deps, new Date('2026-12-14T16:00:00Z'))).toBe(0); // 25 h before
    expect(await sendReminders(deps, new Date('2026-12-15T17:01:00Z'))).toBe(0); // started
    expect(await sendReminders(deps, new Date('2026-12-14T17:00:00Z'))).toBe(1); // 24 h before
  });
});

describe('the sender', () => {
  /** When the reminders below are queued. */
  const T0 = Date.parse('2026-12-14T18:00:00Z');
  async function queuedPushFor(browserCount = 1) {
    const patient = await patientClient(ctx);
    const browsers = [];
    for (let i = 0; i < browserCount; i++) browsers.push(await subscribed(patient.client));
    await insertAppointment(ctx, {
      patient_id: patient.id,
      appointment_date: '2026-12-15',
      appointment_time: '14:00',
      status: 'scheduled',
    });
    await sendReminders(deps, new Date(T0));
    return browsers;
  }

  it('drops a subscription the push service answers 404 or 410 for', async () => {
    const [gone, expired, fine] = await queuedPushFor(3);
    service.answer(gone!.subscription.endpoint, 404);
    service.answer(expired!.subscription.endpoint, 410);
    expect(await sendDuePushes(deps, new Date(T0))).toBe(3);
    expect((await subscriptions()).map((s) => s.endpoint)).toEqual([fine!.subscription.endpoint]);
    expect(await outbox()).toHaveLength(0);
    expect(fine!.received()).toHaveLength(1);
  });

  it('retries a 5xx or 429 later, and gives up after five tries', async () => {
    const [flaky, down] = await queuedPushFor(2);
    service.answer(flaky!.subscription.endpoint, 500, 429);
    service.answer(down!.subscription.endpoint, 503, 503, 503, 503, 503, 503);
    let now = T0;
    expect(await sendDuePushes(deps, new Date(now))).toBe(2);
    expect(flaky!.received()).toHaveLength(0);
    // Not due again before its backoff.
    expect(await sendDuePushes(deps, new Date(now + 10_000))).toBe(0);
    for (let i = 0; i < 6; i++) {
      now += 3_600_000;
      await sendDuePushes(deps, new Date(now));
    }
    expect(flaky!.received()).toHaveLength(1);
    expect(down!.received()).toHaveLength(0);
    expect(
      service.pushes.filter((p) => p.path === new URL(down!.subscription.endpoint).pathname),
    ).toHaveLength(5);
    expect(await outbox()).toHaveLength(0);
    // The subscription itself stays: the service was down, not the browser gone.
    expect(await subscriptions()).toHaveLength(2);
  });

  it('retries when the push service cannot be reached', async () => {
    const [browser] = await queuedPushFor(1);
    await service.close();
    expect(await sendDuePushes(deps, new Date(T0))).toBe(1);
    expect(await outbox()).toMatchObject([{ attempts: 1 }]);
    expect(browser!.received()).toHaveLength(0);
    service = await startFakePushService(() => '');
  });

  it('two sender runs at once send each push once', async () => {
    const browsers = await queuedPushFor(3);
    const other = { ...deps, logger: createLogger('silent') };
    const [a, b] = await Promise.all([sendDuePushes(deps, new Date(T0)), sendDuePushes(other, new Date(T0))]);
    expect(a + b).toBe(3);
    expect(service.pushes).toHaveLength(3);
    for (const browser of browsers) expect(browser.received()).toHaveLength(1);
  });
});
