import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test/fixtures';
import { createTestContext, type TestClient, type TestContext } from '../test/harness';
import { cityDateOf } from '../lib/city-calendar';
import type { PageManifest } from './static';

const SHELL = '<!doctype html><title>Saúde</title><div id="root">Carregando...</div>';
const LANDING = '<!doctype html><div id="root" data-prerendered="visitor"><h1>Bem-vindo</h1></div>';
const LANDING_SHELL = '<!doctype html><div id="root">Carregando...</div><!-- preloads of / -->';
const DASHBOARD = '<!doctype html><div id="root">Carregando...</div><!-- preloads of /dashboard -->';
const DASHBOARD_OF = (role: string) => `<!doctype html><div id="root"></div><!-- /dashboard for ${role} -->`;
const SCRIPT = 'console.log("a fairly long script that compresses well");'.repeat(20);

let dist: string;
let withPages: TestContext;
let shellOnly: TestContext;

function write(file: string, text: string, { compressed = true } = {}) {
  const full = path.join(dist, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  if (compressed) {
    fs.writeFileSync(`${full}.br`, brotliCompressSync(text));
    fs.writeFileSync(`${full}.gz`, gzipSync(text));
  }
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-static-'));
  write('index.html', SHELL);
  write('assets/index-abc123.js', SCRIPT);
  write('assets/small-abc123.js', 'export {};', { compressed: false });
  write('pages/landing.visitor.html', LANDING);
  write('pages/landing.html', LANDING_SHELL);
  write('pages/dashboard.html', DASHBOARD);
  write('pages/dashboard.patient.html', DASHBOARD_OF('patient'));
  write('pages/dashboard.doctor.html', DASHBOARD_OF('doctor'));
  const manifest: PageManifest = {
    '/': { page: 'pages/landing.html', visitorPage: 'pages/landing.visitor.html' },
    '/dashboard': {
      page: 'pages/dashboard.html',
      rolePages: { patient: 'pages/dashboard.patient.html', doctor: 'pages/dashboard.doctor.html' },
      early: {
        patient: ['/api/prescriptions?limit=3', '/api/reports/my?limit=3'],
        doctor: ['/api/appointments?date={today}&limit=1'],
      },
    },
  };
  fs.writeFileSync(path.join(dist, 'pages', 'manifest.json'), JSON.stringify(manifest));
  withPages = await createTestContext({}, { webDist: dist });

  const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'web-static-bare-'));
  fs.writeFileSync(path.join(bare, 'index.html'), SHELL);
  shellOnly = await createTestContext({}, { webDist: bare });
});

afterAll(async () => {
  await withPages.close();
  await shellOnly.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (ctx: TestContext, url: string, headers: Record<string, string> = {}) =>
  ctx.app.request(url, { headers });

const bodyOf = async (res: Response) => {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
};

describe('compressed files', () => {
  it('sends the Brotli copy of an asset when accepted, else gzip, else the file itself', async () => {
    const br = await get(withPages, '/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(await bodyOf(br)).toBe(SCRIPT);

    const gz = await get(withPages, '/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await bodyOf(gz)).toBe(SCRIPT);

    const plain = await get(withPages, '/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('sends a file without a compressed copy as it is', async () => {
    const res = await get(withPages, '/assets/small-abc123.js', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('export {};');
  });

  it('compresses the HTML pages too, and never caches them', async () => {
    const res = await get(withPages, '/dashboard', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await bodyOf(res)).toBe(DASHBOARD);
  });

  it('honours an encoding refused with q=0', async () => {
    const res = await get(withPages, '/dashboard', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('pages by route', () => {
  it('gives a visitor without any session cookie the page rendered ahead', async () => {
    const res = await get(withPages, '/', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(await bodyOf(res)).toBe(LANDING);
  });

  it('gives a request with a session cookie the shell, which asks the API who it is', async () => {
    const res = await get(withPages, '/', { Cookie: 'outro=1; saude_patient=abc' });
    expect(await bodyOf(res)).toBe(LANDING_SHELL);
    const other = await get(withPages, '/', { Cookie: 'preferencia=1' });
    expect(await bodyOf(other)).toBe(LANDING);
  });

  it('gives routes without a page of their own, and unknown paths, the shell', async () => {
    const login = await get(withPages, '/login');
    expect(login.status).toBe(200);
    expect(await bodyOf(login)).toBe(SHELL);
    // Pages beyond the spec's table that people reach by a link: a QR code, a reset e-mail, a pharmacy.
    for (const path of [
      '/validar-receita?id=abc',
      '/redefinir-senha?tipo=paciente',
      '/farmacia-login',
      '/farmacia',
    ]) {
      expect((await get(withPages, path)).status, path).toBe(200);
    }
    const unknown = await get(withPages, '/nao-existe');
    expect(unknown.status).toBe(404);
    expect(await bodyOf(unknown)).toBe(SHELL);
  });

  it('never answers an API path with a page', async () => {
    const res = await get(withPages, '/api/nao-existe');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Rota não encontrada' });
  });

  it('serves the shell on every route when the build has no pages', async () => {
    for (const url of ['/', '/login', '/dashboard']) {
      const res = await get(shellOnly, url, { 'Accept-Encoding': 'br, gzip' });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-encoding'), url).toBeNull();
      expect(await res.text(), url).toBe(SHELL);
    }
  });
});

describe('first data preloaded', () => {
  /** The page's answer for a client's session cookies (or none). */
  const page = (client: TestClient | null, url = '/dashboard') =>
    get(
      withPages,
      url,
      client ? { Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
    );
  const preloads = (res: Response) =>
    (res.headers.get('link') ?? '')
      .split(/,\s*(?=<)/)
      .filter(Boolean)
      .map((link) => {
        expect(link).toMatch(/>; rel=preload; as=fetch; crossorigin=use-credentials$/);
        return link.slice(1, link.indexOf('>'));
      });

  it("names the page's first data requests for the role of the session held, the day as the city's", async () => {
    const patient = await signedIn(withPages, 'patient');
    const res = await page(patient);
    expect(res.status).toBe(200);
    expect(preloads(res)).toEqual(['/api/prescriptions?limit=3', '/api/reports/my?limit=3']);
    expect(res.headers.get('vary')).toContain('Cookie');

    const doctor = await signedIn(withPages, 'doctor');
    expect(preloads(await page(doctor))).toEqual([
      `/api/appointments?date=${cityDateOf(new Date())}&limit=1`,
    ]);
  });

  it('names nothing without a valid session of a listed role, or for another address of the page', async () => {
    expect(preloads(await page(null))).toEqual([]);
    expect(preloads(await get(withPages, '/dashboard', { Cookie: 'saude_patient=not-a-session' }))).toEqual(
      [],
    );
    expect(preloads(await page(await signedIn(withPages, 'hospital')))).toEqual([]);
    const patient = await signedIn(withPages, 'patient');
    expect(preloads(await page(patient, '/dashboard?aba=outra'))).toEqual([]);
    // A route without first data.
    expect(preloads(await page(patient, '/'))).toEqual([]);
  });

  it("prefers a patient's session when the browser also holds a staff session, as the app does", async () => {
    const both = await signedIn(withPages, 'doctor');
    const patient = await signedIn(withPages, 'patient');
    for (const [name, value] of patient.cookies) both.cookies.set(name, value);
    expect(preloads(await page(both))).toEqual(['/api/prescriptions?limit=3', '/api/reports/my?limit=3']);
  });
});

describe('a page per role', () => {
  const cookie = (client: TestClient) => ({
    Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  });
  const pageFor = async (headers: Record<string, string>, url = '/dashboard') => {
    const res = await get(withPages, url, headers);
    expect([res.status, res.headers.get('vary')]).toEqual([200, expect.stringContaining('Cookie')]);
    return bodyOf(res);
  };

  it("gives a session its role's page, whatever the address's query", async () => {
    const patient = await signedIn(withPages, 'patient');
    expect(await pageFor(cookie(patient))).toBe(DASHBOARD_OF('patient'));
    expect(await pageFor(cookie(patient), '/dashboard?aba=outra')).toBe(DASHBOARD_OF('patient'));
    expect(await pageFor(cookie(await signedIn(withPages, 'doctor')))).toBe(DASHBOARD_OF('doctor'));
  });

  it("gives the route's own page to a role without one, an invalid session or none", async () => {
    expect(await pageFor(cookie(await signedIn(withPages, 'reception')))).toBe(DASHBOARD);
    expect(await pageFor({ Cookie: 'saude_patient=not-a-session' })).toBe(DASHBOARD);
    expect(await pageFor({})).toBe(DASHBOARD);
  });

  it("gives a patient's page when the browser also holds a staff session, as the app shows", async () => {
    const both = await signedIn(withPages, 'doctor');
    const patient = await signedIn(withPages, 'patient');
    for (const [name, value] of patient.cookies) both.cookies.set(name, value);
    expect(await pageFor(cookie(both))).toBe(DASHBOARD_OF('patient'));
  });
});
