import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHospital } from '../../test/fixtures';
import { createTestContext, type TestContext } from '../../test/harness';
import { SINCE, at, seen, updatesFixtures } from './updates.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});
const { backdate, login, message, patient, poll } = updatesFixtures(() => ctx);

describe('GET /api/updates', () => {
  it('without since answers only the clock, uncached, so the client starts from now', async () => {
    const me = await patient();
    await message('all_patients', null, 'Campanha', at(20));
    const res = await poll(me.client, null);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
    expect(Date.parse(res.body.now)).toBeGreaterThan(Date.now() - 10_000);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('rejects a since that is not a time', async () => {
    const me = await patient();
    const res = await me.client.get<{ error: string }>('/api/updates?since=ontem');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Parâmetro since inválido');
  });

  it('caps each kind at five items, newest first, with the full count', async () => {
    const me = await patient();
    const ids: number[] = [];
    for (let i = 0; i < 7; i++)
      ids.push(await message('individual', `patient_${me.id}`, `M${i}`, at(20 + i)));
    const res = await poll(me.client);
    expect(res.body.items.map((i) => i.id)).toEqual(ids.slice(2).reverse());
    expect(res.body.counts).toEqual({ message: 7 });
  });

  it('answers 304 to the same question while nothing changed, and 200 once something did', async () => {
    const me = await patient();
    await message('individual', `patient_${me.id}`, 'Primeira', at(20));
    const first = await poll(me.client);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    const again = await poll(me.client, SINCE, etag!);
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();

    const news = await message('all_patients', null, 'Segunda', at(30));
    const changed = await poll(me.client, SINCE, etag!);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(seen(changed.body)).toContain(`message:${news}`);

    // Another patient's ETag for the same since never matches this patient's answer.
    const other = await patient();
    const empty = await poll(other.client);
    expect((await poll(me.client, SINCE, empty.headers.get('etag')!)).status).toBe(200);
  });

  it('looks back at most a day, however old since is', async () => {
    const me = await patient();
    await backdate('patients', me.id, new Date(Date.now() - 5 * 86_400_000).toISOString());
    await message(
      'individual',
      `patient_${me.id}`,
      'Velha',
      new Date(Date.now() - 2 * 86_400_000).toISOString(),
    );
    const recent = await message('individual', `patient_${me.id}`, 'Recente', at(20));
    const res = await poll(me.client, new Date(Date.now() - 3 * 86_400_000).toISOString());
    expect(seen(res.body)).toEqual([`message:${recent}`]);
  });

  it("carries the version of the patient's inbox: it moves when a message reaches them or they read one", async () => {
    const me = await patient();
    const other = await patient();
    const start = await poll(me.client, null);
    const version = start.body.inbox;
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect((await poll(other.client, null)).body.inbox).not.toBe(version);

    const quiet = await poll(me.client);
    expect(quiet.body.inbox).toBe(version);
    await message('individual', `patient_${other.id}`, 'Para outro', at(20));
    expect((await poll(me.client)).body.inbox).toBe(version);

    const mine = await message('individual', `patient_${me.id}`, 'Para mim', at(21));
    const arrived = await poll(me.client);
    expect(arrived.body.inbox).not.toBe(version);

    // Reading it is no news, yet the bell's counter must follow: the version and the ETag move.
    const etag = arrived.headers.get('etag')!;
    expect((await poll(me.client, SINCE, etag)).status).toBe(304);
    expect((await me.client.patch(`/api/messages/${mine}/read`, {})).status).toBe(200);
    const read = await poll(me.client, SINCE, etag);
    expect(read.status).toBe(200);
    expect(read.body.inbox).not.toBe(arrived.body.inbox);
    expect(read.body.inbox).not.toBe(version);
  });

  it("names in the inbox's answers the version the poll carries, so a client can tell what it missed", async () => {
    const me = await patient();
    const inboxVersion = async () =>
      (await me.client.get('/api/messages/inbox?unread=1&limit=1')).headers.get('x-inbox-version');
    const before = await inboxVersion();
    expect(before).toBe((await poll(me.client, null)).body.inbox);

    // A message between the bell's read and the poll: the poll's version is no longer the bell's.
    await message('individual', `patient_${me.id}`, 'Entre as duas', at(20));
    const polled = (await poll(me.client, null)).body.inbox;
    expect(polled).not.toBe(before);
    expect(await inboxVersion()).toBe(polled);
    // A 304 names it too (a browser keeps the headers of the answer it revalidated).
    const first = await me.client.get('/api/messages/inbox');
    const again = await me.client.request('GET', '/api/messages/inbox', undefined, {
      'if-none-match': first.headers.get('etag')!,
    });
    expect([again.status, again.headers.get('x-inbox-version')]).toEqual([304, polled]);
  });

  it('carries no inbox version to who receives no messages', async () => {
    const h = await createHospital(ctx.db);
    const hospital = await login('/api/hospital/login', { username: h.username });
    const res = await poll(hospital, null);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('inbox');
  });
});
