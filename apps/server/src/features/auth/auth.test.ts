import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import {
  PASSWORD,
  createAuthority,
  createDepartment,
  createHospital,
  createPatient,
  createStaff,
} from '../../test/fixtures';
import { sha256 } from '../../lib/tokens';
import { THROTTLE, growingLockMs } from './login-throttle';
import { IDLE_CLOCK_BATCH_MS, flushIdleClocks, touchSoon } from '../../http/idle-clocks';
import { createLogger } from '../../lib/logger';
import { openBareDatabase } from '../../test/bare-database';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const client = (ip = '10.9.9.9') => new TestClient(ctx.app, ip);

describe('patient sign-in', () => {
  it('signs in with CPF digits (mask accepted), answers me, and logs out', async () => {
    const p = await createPatient(ctx.db, { full_name: 'Joana Prado' });
    const c = client();
    const masked = `${p.cpf.slice(0, 3)}.${p.cpf.slice(3, 6)}.${p.cpf.slice(6, 9)}-${p.cpf.slice(9)}`;
    const login = await c.post<{ patient: { full_name: string; cpf: string } }>('/api/auth/patient/login', {
      cpf: masked,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.body.patient).toMatchObject({ full_name: 'Joana Prado', cpf: p.cpf });
    expect(JSON.stringify(login.body)).not.toContain('password');

    const cookie = login.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/saude_patient=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await c.get<{ patient: { id: number } }>('/api/auth/patient/me');
    expect(me.status).toBe(200);
    expect(me.body.patient.id).toBe(p.id);

    expect((await c.get('/api/auth/patient/logout')).status).toBe(200);
    expect((await c.get('/api/auth/patient/me')).status).toBe(401);
  });

  it('stores only a hash of the session token and issues a new token at each login', async () => {
    const p = await createPatient(ctx.db);
    const c = client();
    await c.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
    const first = c.cookies.get('saude_patient')!;
    await c.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
    const second = c.cookies.get('saude_patient')!;
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[\w-]{43}$/); // 256 bits, base64url

    const rows = await ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toEqual([sha256(second)]); // the previous session was ended
    expect(rows.some((r) => r.token_hash === second)).toBe(false);
  });

  it('answers 401 with a Portuguese message for a wrong password or unknown CPF', async () => {
    const p = await createPatient(ctx.db);
    const wrong = await client().post<{ error: string }>('/api/auth/patient/login', {
      cpf: p.cpf,
      password: 'errada',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('CPF ou senha incorretos');
    const unknown = await client('10.9.9.8').post('/api/auth/patient/login', {
      cpf: '52998224725',
      password: 'x',
    });
    expect(unknown.status).toBe(401);
  });

  it('rejects bad input with 400 and a message', async () => {
    const res = await client().post<{ error: string }>('/api/auth/patient/login', {
      cpf: '123',
      password: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('CPF deve ter 11 dígitos');
    const notJson = await client().request('POST', '/api/auth/patient/login', undefined, {
      'content-type': 'application/json',
    });
    expect(notJson.status).toBe(400);
  });

  it('refuses an inactive account, and deactivation ends open sessions', async () => {
    const inactive = await createPatient(ctx.db, { is_active: 0 });
    const res = await client().post<{ error: string }>('/api/auth/patient/login', {
      cpf: inactive.cpf,
      password: PASSWORD,
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/inativa/);

    const active = await createPatient(ctx.db);
    const c = client('10.9.9.7');
    await c.post('/api/auth/patient/login', { cpf: active.cpf, password: PASSWORD });
    await ctx.db.updateTable('patients').set({ is_active: 0 }).where('id', '=', active.id).execute();
    expect((await c.get('/api/auth/patient/me')).status).toBe(401);
    expect(await ctx.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  it('expires sessions after the idle time and after the absolute lifetime', async () => {
    const p = await createPatient(ctx.db);
    const c = client();
    await c.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
    const idleLimit = ctx.config.session.idleMs;
    await ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - idleLimit - 1000).toISOString() })
      .execute();
    expect((await c.get('/api/auth/patient/me')).status).toBe(401);

    await c.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await c.get('/api/auth/patient/me')).status).toBe(401);
  });

  describe('the idle clock', () => {
    const idleLimit = () => ctx.config.session.idleMs;
    const setLastSeen = async (id: number, at: string) => {
      await ctx.db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
    };
    const lastSeen = async (id: number) =>
      (
        await ctx.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    const signedInPatient = async () => {
      const p = await createPatient(ctx.db);
      const c = client();
      await c.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
      const { id } = await ctx.db
        .selectFrom('sessions')
        .select('id')
        .where('principal_kind', '=', 'patient')
        .where('principal_id', '=', p.id)
        .executeTakeFirstOrThrow();
      return { c, id };
    };
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

    it('is not written while recent (under 1/24 of the idle limit)', async () => {
      const { c, id } = await signedInPatient();
      const recent = ago(idleLimit() / 24 - 10_000);
      await setLastSeen(id, recent);
      expect((await c.get('/api/auth/patient/me')).status).toBe(200);
      await flushIdleClocks(ctx.db);
      expect(await lastSeen(id)).toBe(recent);
    });

    it('once due, is written for many sessions together, within a second, never after the use', async () => {
      const sessions = [await signedInPatient(), await signedInPatient(), await signedInPatient()];
      const due = ago(idleLimit() / 24 + 10_000);
      for (const s of sessions) await setLastSeen(s.id, due);
      const before = Date.now();
      for (const s of sessions) expect((await s.c.get('/api/auth/patient/me')).status).toBe(200);
      // Answered first, written afterwards: no commit of its own for each request.
      for (const s of sessions) expect(await lastSeen(s.id)).toBe(due);
      await vi.waitFor(async () => expect(await lastSeen(sessions[0]!.id)).not.toBe(due), {
        timeout: IDLE_CLOCK_BATCH_MS + 2_000,
        interval: 50,
      });
      const written = await Promise.all(sessions.map((s) => lastSeen(s.id)));
      // One batch, one time for all: that of its first use, so the idle limit counts from no later.
      expect(new Set(written).size).toBe(1);
      expect(Date.parse(written[0]!)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(written[0]!)).toBeLessThanOrEqual(Date.now());
    });

    it('near the idle limit, is written before the answer, so the session goes on', async () => {
      const { c, id } = await signedInPatient();
      await setLastSeen(id, ago(idleLimit() - 30_000));
      expect((await c.get('/api/auth/patient/me')).status).toBe(200);
      expect(Date.now() - Date.parse(await lastSeen(id))).toBeLessThan(30_000);
      await setLastSeen(id, ago(idleLimit() - 30_000));
      expect((await c.get('/api/auth/patient/me')).status).toBe(200);
    });

    it('a batch that cannot be written is logged, not thrown', async () => {
      // A database without the sessions table: the write fails as a lost database would.
      const bare = await openBareDatabase();
      try {
        const warnings: string[] = [];
        const logger = { ...createLogger('silent'), warn: (msg: string) => void warnings.push(msg) };
        touchSoon(bare.database.db, 1, new Date().toISOString(), logger);
        await expect(flushIdleClocks(bare.database.db)).resolves.toBeUndefined();
        expect(warnings).toEqual(['idle clocks not written']);
        // The batch is gone: the session's next request finds its clock due and notes it again.
        await flushIdleClocks(bare.database.db);
        expect(warnings).toHaveLength(1);
      } finally {
        await bare.dispose();
      }
    });
  });
});

describe('throttling', () => {
  const patientLogin = (ip: string, cpf: string, password: string, cookies?: Map<string, string>) => {
    const c = client(ip);
    if (cookies) for (const [k, v] of cookies) c.cookies.set(k, v);
    return c.post<{ error: string }>('/api/auth/patient/login', { cpf, password });
  };

  it('holds back one client on one account, with a short lock that grows; others still sign in', async () => {
    const p = await createPatient(ctx.db);
    for (let i = 0; i < THROTTLE.maxPerClient; i++) {
      expect((await patientLogin('10.2.0.1', p.cpf, 'errada')).status).toBe(401);
    }
    const held = await patientLogin('10.2.0.1', p.cpf, PASSWORD);
    expect(held.status).toBe(429);
    expect(held.body.error).toMatch(/Muitas tentativas/);
    // The owner elsewhere is not locked out by someone else's guesses.
    expect((await patientLogin('10.2.0.2', p.cpf, PASSWORD)).status).toBe(200);

    // The first lock is short; past it, each further failure doubles it.
    const row = async () =>
      ctx.db
        .selectFrom('login_throttle')
        .selectAll()
        .where('key', 'like', 'client:%')
        .executeTakeFirstOrThrow();
    const first = await row();
    const firstLock = Date.parse(first.locked_until!) - Date.now();
    expect(firstLock).toBeLessThanOrEqual(THROTTLE.firstLockMs);
    expect(firstLock).toBeGreaterThan(THROTTLE.firstLockMs - 5_000);
    expect(growingLockMs(6, 5)).toBe(2 * THROTTLE.firstLockMs);
    expect(growingLockMs(30, 5)).toBe(THROTTLE.lockMs);
  });

  it('past the ceiling the account holds back every new client, but not a browser where it signed in', async () => {
    const p = await createPatient(ctx.db);
    const owner = client('10.4.0.1');
    expect((await owner.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD })).status).toBe(
      200,
    );
    const device = new Map(owner.cookies);
    expect([...device.keys()]).toContain('saude_device');

    // Guesses from many addresses, five each.
    for (let n = 0; n < THROTTLE.accountCeiling / THROTTLE.maxPerClient; n++) {
      for (let i = 0; i < THROTTLE.maxPerClient; i++) await patientLogin(`10.5.${n}.1`, p.cpf, 'errada');
    }
    expect((await patientLogin('10.6.0.1', p.cpf, PASSWORD)).status).toBe(429);
    // The owner's browser, even from a new address, gets in; a forged device cookie does not.
    expect((await patientLogin('10.6.0.2', p.cpf, PASSWORD, device)).status).toBe(200);
    const forged = new Map(device);
    forged.set('saude_device', `${device.get('saude_device')!.slice(0, -2)}xx`);
    expect((await patientLogin('10.6.0.3', p.cpf, PASSWORD, forged)).status).toBe(429);
    // Another account's device cookie is no key to this one.
    const other = await createPatient(ctx.db);
    const otherBrowser = client('10.6.0.4');
    await otherBrowser.post('/api/auth/patient/login', { cpf: other.cpf, password: PASSWORD });
    expect((await patientLogin('10.6.0.5', p.cpf, PASSWORD, new Map(otherBrowser.cookies))).status).toBe(429);
  });

  it('counts a user name however it is typed', async () => {
    const d = await createDepartment(ctx.db);
    const c = client('10.7.0.1');
    const typings = [
      d.username,
      ` ${d.username.toUpperCase()} `,
      d.username.toUpperCase(),
      d.username,
      ` ${d.username}`,
    ];
    for (const username of typings) {
      await c.post('/api/health-department/login', { username, password: 'errada' });
    }
    expect(
      (await c.post('/api/health-department/login', { username: d.username, password: PASSWORD })).status,
    ).toBe(429);
  });

  it('locks a client address that tries many accounts', async () => {
    const c = client('10.3.0.1');
    for (let i = 0; i < THROTTLE.maxPerIp; i++) {
      await c.post('/api/hospital/login', { username: `ninguem${i}`, password: 'x' });
    }
    const h = await createHospital(ctx.db);
    expect((await c.post('/api/hospital/login', { username: h.username, password: PASSWORD })).status).toBe(
      429,
    );
    expect(
      (await client('10.3.0.2').post('/api/hospital/login', { username: h.username, password: PASSWORD }))
        .status,
    ).toBe(200);
  });
});

describe('other kinds of account', () => {
  it('staff signs in by CPF and gets its profile through users/me', async () => {
    const s = await createStaff(ctx.db, 'doctor');
    const c = client();
    const login = await c.post<{ user: { user_type: string } }>('/api/auth/staff/login', {
      cpf: s.cpf,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.body.user.user_type).toBe('doctor');
    const me = await c.get<{ user: { id: number } }>('/api/auth/staff/me');
    expect(me.body.user.id).toBe(s.id);
    const profile = await c.get<{ profile: { user_type: string; crm: string }; hasProfile: boolean }>(
      '/api/users/me',
    );
    expect(profile.body).toMatchObject({
      hasProfile: true,
      profile: { user_type: 'doctor', crm: '123456', crm_uf: 'SP' },
    });
    await c.get('/api/auth/staff/logout');
    expect((await c.get('/api/auth/staff/me')).status).toBe(401);
  });

  it('health department signs in by username; wrong credentials give the spec message', async () => {
    const d = await createDepartment(ctx.db);
    const wrong = await client().post<{ error: string }>('/api/health-department/login', {
      username: d.username,
      password: 'x',
    });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'Credenciais inválidas' } });
    const c = client('10.4.0.1');
    expect(
      (await c.post('/api/health-department/login', { username: d.username, password: PASSWORD })).status,
    ).toBe(200);
    const me = await c.get<{ user: { username: string } }>('/api/health-department/me');
    expect(me.body.user.username).toBe(d.username);
    const profile = await c.get<{ profile: { user_type: string } }>('/api/users/me');
    expect(profile.body.profile.user_type).toBe('health_department');
    await c.get('/api/health-department/logout');
    expect((await c.get('/api/health-department/me')).status).toBe(401);
  });

  it('hospital me carries the unit name; an inactive unit cannot sign in', async () => {
    const h = await createHospital(ctx.db);
    const c = client();
    await c.post('/api/hospital/login', { username: h.username, password: PASSWORD });
    const me = await c.get<{ user: { health_unit_name: string; health_unit_id: number } }>(
      '/api/hospital/me',
    );
    expect(me.status).toBe(200);
    expect(me.body.user.health_unit_id).toBe(h.unitId);
    expect(me.body.user.health_unit_name).toMatch(/^Hospital/);

    await ctx.db.updateTable('health_units').set({ is_active: 0 }).where('id', '=', h.unitId).execute();
    expect((await c.get('/api/hospital/me')).status).toBe(401);
    expect(
      (await client('10.5.0.1').post('/api/hospital/login', { username: h.username, password: PASSWORD }))
        .status,
    ).toBe(403);
  });

  it('public authority me carries type and name', async () => {
    const a = await createAuthority(ctx.db);
    const c = client();
    await c.post('/api/public-authority/login', { username: a.username, password: PASSWORD });
    const me = await c.get<{ user: { authority_type: string; authority_name: string } }>(
      '/api/public-authority/me',
    );
    expect(me.body.user).toMatchObject({ authority_type: 'police', authority_name: 'Polícia Civil' });
    await c.get('/api/public-authority/logout');
    expect((await c.get('/api/public-authority/me')).status).toBe(401);
  });

  it('keeps sessions of different kinds apart: a patient session is not a hospital session', async () => {
    const p = await createPatient(ctx.db);
    const c = client();
    await c.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
    expect((await c.get('/api/hospital/me')).status).toBe(403);
    expect((await c.get('/api/auth/staff/me')).status).toBe(403);
  });
});

describe('audit trail', () => {
  it('records sign-in, failed sign-in and denied access', async () => {
    const p = await createPatient(ctx.db);
    const c = client();
    await c.post('/api/auth/patient/login', { cpf: p.cpf, password: 'errada' });
    await c.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
    await c.get('/api/hospital/me');
    const events = await ctx.db.selectFrom('audit_events').selectAll().orderBy('id').execute();
    const actions = events.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['login.failed', 'login.succeeded', 'access.denied']));
    const denied = events.find((e) => e.action === 'access.denied')!;
    expect(denied).toMatchObject({ actor_kind: 'patient', actor_id: p.id, ip: '10.9.9.9' });
    expect(JSON.parse(denied.details!)).toMatchObject({
      permission: 'session:hospital',
      path: '/api/hospital/me',
    });
  });
});

describe('GET /api/session', () => {
  it('answers 200 for visitors and lists the sessions a browser holds', async () => {
    const c = client();
    expect(await c.get('/api/session')).toMatchObject({ status: 200, body: { sessions: [] } });
    const p = await createPatient(ctx.db);
    const s = await createStaff(ctx.db, 'reception');
    await c.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
    await c.post('/api/auth/staff/login', { cpf: s.cpf, password: PASSWORD });
    const res = await c.get<{ sessions: { kind: string; role: string }[] }>('/api/session');
    expect(res.body.sessions).toEqual([
      { kind: 'patient', role: 'patient' },
      { kind: 'staff', role: 'reception' },
    ]);
    const me = await c.get<{ principal: string }>('/api/users/me');
    expect(me.body.principal).toBe('patient');
  });

  it('answers with the profiles the app would ask for next, as their own routes answer them', async () => {
    const p = await createPatient(ctx.db);
    const s = await createStaff(ctx.db, 'doctor');
    const staffOnly = client();
    await staffOnly.post('/api/auth/staff/login', { cpf: s.cpf, password: PASSWORD });
    const staffAnswer = await staffOnly.get<Record<string, unknown>>('/api/session');
    expect(staffAnswer.body.me).toEqual((await staffOnly.get('/api/users/me')).body);
    expect(staffAnswer.body.me).toMatchObject({ principal: 'staff', profile: { id: s.id } });
    // No patient's session: the patient's account is not even asked for.
    expect(staffAnswer.body).not.toHaveProperty('patient');

    const both = client();
    await both.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
    const patientOnly = await both.get<Record<string, unknown>>('/api/session');
    expect(patientOnly.body).not.toHaveProperty('me');
    await both.post('/api/auth/staff/login', { cpf: s.cpf, password: PASSWORD });
    const answer = await both.get<Record<string, unknown>>('/api/session');
    const own = await both.get<{ patient: unknown }>('/api/auth/patient/me');
    expect(answer.body.patient).toEqual(own.body.patient);
    expect(answer.body.patient).toMatchObject({ id: p.id, cpf: p.cpf });
    expect(answer.body.me).toEqual((await both.get('/api/users/me')).body);
  });

  it("answers nothing of a session whose account is gone, and no one's profile to a visitor", async () => {
    const s = await createStaff(ctx.db, 'reception');
    const c = client();
    await c.post('/api/auth/staff/login', { cpf: s.cpf, password: PASSWORD });
    await ctx.db.updateTable('staff').set({ is_active: 0 }).where('id', '=', s.id).execute();
    expect((await c.get('/api/session')).body).toEqual({ sessions: [] });
    expect((await client().get('/api/session')).body).toEqual({ sessions: [] });
  });
});

describe('the client address behind a proxy', () => {
  it('records the address our proxy saw, not the one the client wrote into X-Forwarded-For', async () => {
    const ctx = await createTestContext({ TRUST_PROXY: '1' });
    try {
      const client = new TestClient(ctx.app);
      const res = await client.request(
        'POST',
        '/api/health-department/login',
        { username: 'ninguem', password: 'errada-123' },
        { 'x-forwarded-for': '6.6.6.6, 198.51.100.23' },
      );
      expect(res.status).toBe(401);
      const event = await ctx.db
        .selectFrom('audit_events')
        .select('ip')
        .where('action', '=', 'login.failed')
        .executeTakeFirstOrThrow();
      expect(event.ip).toBe('198.51.100.23');
    } finally {
      await ctx.close();
    }
  });
});
