import { expect, test, type Browser, type Page } from '@playwright/test';
import type { DemoAccounts } from '@saude/shared/schemas/auth';
import { demoAccounts } from './demo-accounts';

/** What the page asked the browser to show, by either notification API. */
type Shown = {
  via: 'page' | 'worker';
  title: string;
  body: string;
  tag: string;
  icon: string;
  vibrate: number[];
};

/** Signs the patient in and waits for the poller's first call, which only fetches the server clock. */
async function signInPolling(page: Page, patient: { cpf: string }, password: string) {
  await page.goto('/login');
  await page.getByLabel('CPF', { exact: true }).fill(patient.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  const started = page.waitForResponse((r) => r.url().endsWith('/api/updates') && r.ok());
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await started;
}

/** The department messages all patients, from a browser of its own. */
async function messageAllPatients(browser: Browser, demo: DemoAccounts, title: string, text: string) {
  const department = demo.healthDepartment[0]!;
  const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await admin.request.post('/api/health-department/login', { data: department })).ok()).toBeTruthy();
  const sent = await admin.request.post('/api/messages', {
    data: { recipient_type: 'all_patients', title, message_text: text },
  });
  expect(sent.status()).toBe(201);
  await admin.close();
}

test('a message the department sends to all patients raises one notification on the patient page', async ({
  page,
  context,
  request,
  browser,
}) => {
  const demo = await demoAccounts(request);
  const patient = demo.patients[0]!;

  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    // Poll every 2 s instead of 30 s (features/notifications/poll-interval.ts).
    localStorage.setItem('saude:updates-interval-ms', '2000');
    const shown: Shown[] = [];
    (window as unknown as { shown: Shown[] }).shown = shown;
    const record = (via: Shown['via'], title: string, o: NotificationOptions & { vibrate?: number[] } = {}) =>
      shown.push({
        via,
        title,
        body: o.body ?? '',
        tag: o.tag ?? '',
        icon: o.icon ?? '',
        vibrate: o.vibrate ?? [],
      });
    class RecordingNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = async () => 'granted' as const;
      constructor(title: string, options?: NotificationOptions) {
        record('page', title, options);
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true });
    if ('ServiceWorkerRegistration' in window) {
      ServiceWorkerRegistration.prototype.showNotification = async function (title, options) {
        record('worker', title, options);
      };
    }
  });

  // What is sent after the poller's first call is news.
  await signInPolling(page, patient, demo.password);
  const title = `Vacinação de inverno ${Date.now()}`;
  await messageAllPatients(browser, demo, title, 'Vacinação contra a gripe em todas as UBS.');

  // Other journeys share the server and may message all patients moments before this one: only the
  // notifications about this test's message count.
  const shown = async () =>
    (await page.evaluate(() => (window as unknown as { shown: Shown[] }).shown)).filter((n) =>
      n.body.startsWith(title),
    );
  await expect.poll(async () => (await shown()).length, { timeout: 10_000 }).toBe(1);
  expect((await shown())[0]).toMatchObject({
    title: 'Nova mensagem da Secretaria de Saúde',
    body: `${title}: Vacinação contra a gripe em todas as UBS.`,
    tag: 'app-notification',
    icon: '/favicon.svg',
    vibrate: [200, 100, 200],
  });

  // Later polls find nothing new: the message is announced once.
  await page.waitForTimeout(5_000);
  expect(await shown()).toHaveLength(1);
});

test('the bell follows the inbox through the update poll alone: a message read on another device lowers it', async ({
  page,
  request,
  browser,
}) => {
  const demo = await demoAccounts(request);
  // Journeys run one at a time: nobody else reads this inbox meanwhile.
  const patient = demo.patients[2] ?? demo.patients[0]!;
  await page.addInitScript(() => localStorage.setItem('saude:updates-interval-ms', '2000'));

  await signInPolling(page, patient, demo.password);
  const bell = page.getByRole('button', { name: /^Mensagens/ });
  const unreadOnBell = async () =>
    Number(/(\d+) não lidas?/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  // The server's count, then the bell showing it: until its counter has loaded the bell says
  // 'carregando', read here as 0, and a count taken then would be off by the messages already unread.
  const unreadNow = await page.request.get('/api/messages/inbox?unread=1&limit=1');
  expect(unreadNow.ok()).toBeTruthy();
  const before = Number(unreadNow.headers()['x-total-count']);
  await expect.poll(unreadOnBell, { timeout: 10_000 }).toBe(before);

  const title = `Mutirão de vacinação ${Date.now()}`;
  await messageAllPatients(browser, demo, title, 'Sábado, em todas as UBS.');
  await expect.poll(unreadOnBell, { timeout: 10_000 }).toBe(before + 1);

  // The same patient opens the message on a phone: nothing new happened, yet the bell must follow.
  const phone = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const signedIn = await phone.request.post('/api/auth/patient/login', {
    data: { cpf: patient.cpf, password: demo.password },
  });
  expect(signedIn.ok()).toBeTruthy();
  const inbox = (await (await phone.request.get('/api/messages/inbox?limit=20')).json()) as {
    id: number;
    title: string;
  }[];
  const mine = inbox.find((m) => m.title === title);
  expect(mine).toBeDefined();
  expect((await phone.request.patch(`/api/messages/${mine!.id}/read`)).ok()).toBeTruthy();
  await phone.close();
  await expect.poll(unreadOnBell, { timeout: 10_000 }).toBe(before);
});
