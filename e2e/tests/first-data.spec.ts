import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './demo-accounts';

/**
 * A signed-in page's HTML names its first data requests (`Link: rel=preload`), so the browser asks
 * for them with the scripts. The app's own requests must then take those answers: each address goes
 * over the network once, and the page shows its data.
 */
async function openCounting(page: Page, path: string) {
  const sent = new Map<string, number>();
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
    if (!url.pathname.startsWith('/api/')) return;
    const address = url.pathname + url.search;
    sent.set(address, (sent.get(address) ?? 0) + 1);
  });
  const document = await page.goto(path);
  const links = (document?.headers()['link'] ?? '').split(/,\s*(?=<)/).filter(Boolean);
  const preloaded = links.map((link) => link.slice(1, link.indexOf('>')));
  const html = (await document?.text()) ?? '';
  /** Whether a chunk of that name was asked for, and whether the page's HTML listed it among its preloads. */
  const chunk = (name: string) => ({
    loaded: scripts.some((s) => s.startsWith(`/assets/${name}-`)),
    listed: new RegExp(`href="/assets/${name}-[^"]*\\.js"`).test(html),
  });
  return { sent, preloaded, chunk };
}

/** Each home's own code: a home downloads its own, listed in its HTML, and not the others'. */
const HOME_CODE = { patient: 'patient-home-body', doctor: 'doctor-home', reception: 'reception-home' };
function downloadsOnlyItsHome(chunk: (name: string) => { loaded: boolean; listed: boolean }, own: string) {
  for (const name of Object.values(HOME_CODE)) {
    expect(chunk(name), name).toEqual(
      name === own ? { loaded: true, listed: true } : { loaded: false, listed: false },
    );
  }
  // The dialog library comes with a dialog, not with a home.
  expect(chunk('ui').loaded).toBe(false);
}

test("the patient's home asks for its first data once, started by its HTML", async ({ page }) => {
  const demo = await demoAccounts(page.request);
  const patient = demo.patients[0]!;
  const login = await page.request.post('/api/auth/patient/login', {
    data: { cpf: patient.cpf, password: demo.password },
  });
  expect(login.ok()).toBe(true);

  const { sent, preloaded, chunk } = await openCounting(page, '/dashboard');
  await expect(page.getByRole('region', { name: 'Receitas recentes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Consultas recentes' })).toBeVisible();
  // What the first screen shows: the bell's counter and the health card.
  expect(preloaded).toContain('/api/messages/inbox?unread=1&limit=1');
  expect(preloaded).toContain('/api/health/exams?limit=5');
  // The lists below the card are asked by their blocks once the home is shown, not by the HTML.
  const below = ['/api/prescriptions?limit=3', '/api/appointments?limit=3'];
  for (const address of below) expect(preloaded).not.toContain(address);
  // Settled: the page has asked for everything it shows, each address once.
  await page.waitForLoadState('networkidle');
  for (const address of [...preloaded, ...below]) expect(sent.get(address), address).toBe(1);
  downloadsOnlyItsHome(chunk, HOME_CODE.patient);
});

test("the doctor's home asks for today's appointments once, the date being today's", async ({ page }) => {
  const demo = await demoAccounts(page.request);
  const doctor = demo.staff.find((s) => s.user_type === 'doctor')!;
  const login = await page.request.post('/api/auth/staff/login', {
    data: { cpf: doctor.cpf, password: demo.password },
  });
  expect(login.ok()).toBe(true);

  const { sent, preloaded, chunk } = await openCounting(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Agenda de hoje' })).toBeVisible();
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  expect(preloaded).toContain(`/api/appointments?date=${today}`);
  await page.waitForLoadState('networkidle');
  for (const address of preloaded) expect(sent.get(address), address).toBe(1);
  downloadsOnlyItsHome(chunk, HOME_CODE.doctor);
});
