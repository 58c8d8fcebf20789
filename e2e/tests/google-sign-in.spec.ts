/**
 * Sign-in with Google in a real browser, against a real OpenID provider on loopback (the certified
 * `oidc-provider`, as the server's tests use it) and a server of this journey's own configured for it:
 * a new person signs in, creates a patient profile and lands on the dashboard; a callback link taken
 * from an attacker's sign-in signs nobody in and says why.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startOidcProvider } from '../../apps/server/src/test/oidc-provider';
import { freshCpf } from './fresh-cpf';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 4310) + 2;
const APP_URL = `http://127.0.0.1:${PORT}`;
const CLIENT = {
  clientId: 'saude-e2e',
  clientSecret: 'segredo-e2e',
  redirectUri: `${APP_URL}/auth/callback`,
};

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let server: ChildProcess;

test.beforeAll(async () => {
  provider = await startOidcProvider(CLIENT);
  provider.addAccount({ sub: 'google-carla', name: 'Carla Nogueira', email: 'carla@example.com' });
  provider.addAccount({ sub: 'google-atacante', name: 'Conta do Atacante', email: 'atacante@example.com' });
  const dataDir = path.join(here, '../.data', String(PORT));
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  server = spawn(
    process.execPath,
    [process.env.SERVER_ENTRY ?? path.join(here, '../../apps/server/dist/main.js')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEMO: '1',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: APP_URL,
        DATABASE_URL: `sqlite:${path.join(dataDir, 'google.db')}`,
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID: CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
        GOOGLE_ISSUER: provider.issuer,
      },
    },
  );
  await expect
    .poll(async () => (await fetch(`${APP_URL}/api/health`).catch(() => null))?.status, { timeout: 30_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await provider.close();
});

test.use({ baseURL: APP_URL });

test('a new person signs in with Google, creates a patient profile and reaches the dashboard', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  await expect(page.getByRole('heading', { name: 'Escolha uma conta' })).toBeVisible();
  await page.getByRole('button', { name: /Carla Nogueira/ }).click();

  await expect(page).toHaveURL(/\/profile-setup$/);
  await expect(page.getByLabel(/Nome completo/)).toHaveValue('Carla Nogueira');
  await page.getByLabel(/Tipo de usuário/).selectOption({ label: 'Paciente' });
  await page.getByLabel('CPF', { exact: true }).fill(freshCpf());
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Carla/).first()).toBeVisible();
  expect((await page.request.get('/api/auth/patient/me')).status()).toBe(200);
});

test("a callback link from an attacker's sign-in signs the victim into nothing, and /login says why", async ({
  browser,
  playwright,
}) => {
  // The attacker starts a sign-in as themselves from a script and keeps the link back to the product.
  const attacker = await playwright.request.newContext({ baseURL: APP_URL });
  const started = await attacker.get('/api/oauth/google/redirect_url');
  const { redirectUrl } = (await started.json()) as { redirectUrl: string };
  const back = await provider.browse(redirectUrl, 'google-atacante');
  await attacker.dispose();
  const link = `${APP_URL}/auth/callback?${back.toString()}`;
  expect(link).toContain('code=');

  // The victim opens it in their own browser.
  const victim = await browser.newContext();
  const page = await victim.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText(
    'Este login com Google foi iniciado em outro navegador',
  );
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
  await page.screenshot({ path: test.info().outputPath('google-other-browser.png'), fullPage: true });
  await victim.close();
});
