import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '@saude/shared/domain/routes';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { createPatient, PASSWORD, signedIn } from '../../test/fixtures';
import { createLogger } from '../../lib/logger';
import { loadConfig } from '../../config';
import { ensureDepartmentAccount } from './bootstrap';

let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Saúde</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Saúde"}');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  ctx = await createTestContext({}, { webDist: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('health and errors', () => {
  it('GET /api/health checks the database', async () => {
    const res = await new TestClient(ctx.app).get<{ status: string; database: string }>('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(['sqlite', 'postgres']).toContain(res.body.database);
  });

  it('answers unknown API paths with 404 JSON, never the SPA', async () => {
    const res = await new TestClient(ctx.app).get<{ error: string }>('/api/nao-existe');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Rota não encontrada' });
  });

  it('sends security headers and a request id', async () => {
    const res = await new TestClient(ctx.app).get('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(res.headers.get('strict-transport-security')).toBeNull(); // plain HTTP here
  });
});

describe('cross-site requests', () => {
  it('rejects a state-changing request from another site', async () => {
    const p = await createPatient(ctx.db);
    const c = new TestClient(ctx.app, '10.6.0.1');
    const bySite = await c.request(
      'POST',
      '/api/auth/patient/login',
      { cpf: p.cpf, password: PASSWORD },
      {
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(bySite.status).toBe(403);
    const byOrigin = await c.request(
      'POST',
      '/api/auth/patient/login',
      { cpf: p.cpf, password: PASSWORD },
      {
        'sec-fetch-site': '',
        origin: 'https://evil.example',
      },
    );
    expect(byOrigin.status).toBe(403);
    expect(c.cookies.size).toBe(0);
    const sameOrigin = await c.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
    expect(sameOrigin.status).toBe(200);
  });
});

describe('web app serving', () => {
  it('serves the SPA for all 20 routes of the spec', async () => {
    expect(APP_ROUTES).toHaveLength(20);
    for (const route of APP_ROUTES) {
      const res = await ctx.app.request(route);
      expect(res.status, route).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await ctx.app.request('/nao-existe')).status).toBe(404);
  });

  it('serves /sw.js uncached and hashed assets immutable', async () => {
    const sw = await ctx.app.request('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    const manifest = await ctx.app.request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    const asset = await ctx.app.request('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });
});

describe('public configuration', () => {
  it('exposes contact details and hides demo accounts outside demo mode', async () => {
    const c = await createTestContext({
      CONTACT_EMAIL: 'contato@saude.gov.br',
      CONTACT_PHONE: '(12) 3333-4444',
    });
    const res = await new TestClient(c.app).get<{ contact: unknown; demo: boolean; demoAccounts: unknown }>(
      '/api/public/config',
    );
    expect(res.body).toMatchObject({
      demo: false,
      demoAccounts: null,
      contact: { email: 'contato@saude.gov.br', phone: '(12) 3333-4444' },
    });
    await c.close();
  });
});

describe('bootstrap of the health-department account', () => {
  it('creates the account from ADMIN_USERNAME/ADMIN_PASSWORD once, and it signs in', async () => {
    const c = await createTestContext();
    const config = loadConfig({ ADMIN_USERNAME: 'gestor', ADMIN_PASSWORD: 'uma-senha-longa' });
    await ensureDepartmentAccount(c.db, config, createLogger('silent'));
    await ensureDepartmentAccount(c.db, config, createLogger('silent'));
    expect(await c.db.selectFrom('health_department_accounts').selectAll().execute()).toHaveLength(1);
    const login = await new TestClient(c.app).post('/api/health-department/login', {
      username: 'gestor',
      password: 'uma-senha-longa',
    });
    expect(login.status).toBe(200);
    await c.close();
  });

  it('generates a strong password and prints it once when none is configured', async () => {
    const c = await createTestContext();
    const lines: string[] = [];
    await ensureDepartmentAccount(
      c.db,
      loadConfig({}),
      createLogger('info', (l) => lines.push(l)),
    );
    const logged = JSON.parse(lines[0]!) as { username: string; password: string };
    expect(logged.username).toBe('admin');
    expect(logged.password.length).toBeGreaterThanOrEqual(24);
    const login = await new TestClient(c.app).post('/api/health-department/login', {
      username: 'admin',
      password: logged.password,
    });
    expect(login.status).toBe(200);
    await c.close();
  });
});

describe('staff registration by the health department', () => {
  it('registers a doctor who can then sign in; validates and rejects duplicates', async () => {
    const admin = await signedIn(ctx, 'health_department');
    const invalid = await admin.post<{ error: string }>('/api/staff/register', {
      full_name: 'Dr. Ana',
      user_type: 'doctor',
      cpf: '529.982.247-25',
      password: '123',
    });
    expect(invalid).toMatchObject({
      status: 400,
      body: { error: 'A senha deve ter pelo menos 6 caracteres' },
    });
    // The member will sign in with CPF and password: no CPF, no account (decision 061).
    const noCpf = await admin.post<{ error: string }>('/api/staff/register', {
      full_name: 'Dr. Ana',
      user_type: 'doctor',
      password: '123456',
    });
    expect(noCpf).toMatchObject({ status: 400, body: { error: 'CPF é obrigatório' } });
    const badCpf = await admin.post<{ error: string }>('/api/staff/register', {
      full_name: 'Dr. Ana',
      user_type: 'doctor',
      cpf: '111.111.111-11',
      password: '123456',
    });
    expect(badCpf.body.error).toBe('CPF inválido - verifique os dígitos verificadores');
    expect(
      await ctx.db.selectFrom('staff').select('id').where('full_name', '=', 'Dr. Ana').execute(),
    ).toHaveLength(0);

    const body = {
      full_name: 'Dr. Ana',
      user_type: 'doctor',
      cpf: '529.982.247-25',
      phone: '(12) 99876-5432',
      specialty: 'Pediatra',
      crm: '99901',
      crm_uf: 'RJ',
      password: '123456',
    };
    const created = await admin.post<{ user: { cpf: string; phone: string; specialty: string } }>(
      '/api/staff/register',
      body,
    );
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      cpf: '52998224725',
      phone: '12998765432',
      specialty: 'Pediatra',
    });
    expect((await admin.post('/api/staff/register', body)).status).toBe(409);

    const login = await new TestClient(ctx.app, '10.6.1.1').post('/api/auth/staff/login', {
      cpf: '52998224725',
      password: '123456',
    });
    expect(login.status).toBe(200);
  });
});
