import { devices, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { demoAccounts } from './demo-accounts';
import { signInWithCpf } from './city/city';

/**
 * Notifications that reach a closed app (decision 040). Chromium's own push service is not reachable
 * from the test machine, so subscribing may fail there: the banner must then say so plainly. The
 * service worker's side is driven through the DevTools protocol, which hands a push message to the
 * registration as the push service would, and the click through the worker itself.
 */

// Each journey signs in and waits for the service worker to install; a busy machine needs the time.
test.describe.configure({ timeout: 90_000 });

const UNREACHABLE =
  'Não foi possível ativar: o serviço de notificações do navegador não respondeu. Verifique a conexão e tente novamente. Com o aplicativo aberto, os avisos continuam chegando.';

async function signInPatient(page: Page) {
  const demo = await demoAccounts(page.request);
  const patient = demo.patients[0]!;
  await signInWithCpf(page, patient.cpf, demo.password, false);
}

/** The worker installed, and this page controlled by it (the generated worker does not claim pages). */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

const banner = (page: Page) => page.getByRole('region', { name: /notificações/i });

async function shoot(page: Page, name: string) {
  await banner(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('the banner offers notifications that reach a closed app, and says plainly when the push service is out of reach', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signInPatient(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect(banner(page)).toContainText('Os avisos chegam neste aparelho mesmo com o aplicativo fechado.');
  await shoot(page, 'desktop-offer');

  const key = page.waitForResponse((r) => r.url().endsWith('/api/push/public-key'));
  await page.getByRole('button', { name: 'Ativar notificações' }).click();
  expect((await key).status()).toBe(200);
  const activated = banner(page).getByRole('heading', { name: 'Notificações ativadas' });
  const failed = banner(page).getByRole('alert');
  await expect(activated.or(failed)).toBeVisible({ timeout: 30_000 });
  if (await failed.isVisible()) {
    await expect(failed).toHaveText(UNREACHABLE);
    await expect(banner(page).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await shoot(page, 'desktop-failed');
  } else {
    await shoot(page, 'desktop-on');
    await page.getByRole('button', { name: 'Desativar notificações' }).click();
    await expect(page.getByRole('button', { name: 'Ativar notificações' })).toBeVisible();
  }
});

test('a push delivered to the service worker shows its notification, and a click on it opens its screen', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await signInPatient(page);
  await controlledByWorker(page);
  const origin = new URL(baseURL!).origin;

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const notice = {
    title: 'Consulta aprovada',
    body: 'Consulta marcada para 10/03/2027 às 14:30 — UBS Centro',
    url: '/appointments',
    tag: 'appointment-1',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(notice),
  });

  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            data: n.data as unknown,
          })),
        ),
      // The browser may have to start the worker first: on a busy machine that took over the default 10 s.
      { timeout: 20_000 },
    )
    .toEqual([{ title: notice.title, body: notice.body, tag: notice.tag, data: { url: '/appointments' } }]);

  // The click, as the browser dispatches it to the worker: the open window goes to the screen.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    type Scope = {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const scope = self as unknown as Scope;
    const [notification] = await scope.registration.getNotifications();
    try {
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    } catch {
      // waitUntil refuses an event the page made up; the handler has started its work by then.
    }
  });
  await expect(page).toHaveURL(/\/appointments$/);
  // Closed by the click.
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length),
    )
    .toBe(0);
});

/**
 * Stands in for the browser's push service in the page: PushManager.subscribe answers a subscription
 * at a real push service's address with real P-256 keys, so the server registers it as it would one
 * of Chromium's.
 */
function fakePushService() {
  let current: PushSubscription | null = null;
  PushManager.prototype.getSubscription = async () => current;
  PushManager.prototype.subscribe = async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    const b64 = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`;
    const keys = { p256dh: b64(raw), auth: b64(crypto.getRandomValues(new Uint8Array(16))) };
    current = {
      endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    return current;
  };
}

test('with a reachable push service the subscription is registered with the server, and turning it off removes it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(fakePushService);
  await signInPatient(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const registered = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Ativar notificações' }).click();
  expect((await registered).status()).toBe(201);
  await expect(banner(page).getByRole('heading', { name: 'Notificações ativadas' })).toBeVisible();
  await shoot(page, 'desktop-on');

  const removed = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Desativar notificações' }).click();
  expect(await (await removed).json()).toEqual({ removed: true });
  await expect(page.getByRole('button', { name: 'Ativar notificações' })).toBeVisible();
});

test('the banner states on a phone: offered, activated, blocked by the browser, and where pushes are not supported', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { defaultBrowserType, ...pixel } = devices['Pixel 7'];
  const phone = async (init: () => void): Promise<[BrowserContext, Page]> => {
    const context = await browser.newContext({ ...pixel, baseURL, locale: 'pt-BR' });
    await context.addInitScript(init);
    const page = await context.newPage();
    await signInPatient(page);
    return [context, page];
  };

  const [blockedContext, blocked] = await phone(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
  await expect(banner(blocked)).toContainText('Notificações bloqueadas pelo navegador');
  await shoot(blocked, 'phone-blocked');
  await blockedContext.close();

  const [offerContext, offer] = await phone(fakePushService);
  await offerContext.grantPermissions(['notifications']);
  await expect(banner(offer)).toContainText('Ativar notificações');
  await shoot(offer, 'phone-offer');
  await offer.getByRole('button', { name: 'Ativar notificações' }).click();
  await expect(banner(offer).getByRole('heading', { name: 'Notificações ativadas' })).toBeVisible();
  await shoot(offer, 'phone-on');
  await offer.getByRole('button', { name: 'Desativar notificações' }).click();
  await expect(offer.getByRole('button', { name: 'Ativar notificações' })).toBeVisible();
  await offerContext.close();

  const [oldContext, old] = await phone(() => {
    Reflect.deleteProperty(window, 'PushManager');
  });
  await expect(banner(old)).toContainText(
    'Neste navegador, os avisos chegam enquanto o aplicativo estiver aberto.',
  );
  await shoot(old, 'phone-unsupported');
  await oldContext.close();
});
