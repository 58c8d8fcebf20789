import { devices, expect, test } from '@playwright/test';
import { demoAccounts } from './demo-accounts';
import { signInWithCpf } from './city/city';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { defaultBrowserType, ...pixel } = devices['Pixel 7'];
test.use(pixel);

/**
 * A patient loses signal at the pharmacy counter: the installed app still opens, signed in, with the
 * home, the health card and the prescriptions with their QR codes as last seen; a write says at once
 * that nothing was sent; signing out leaves nothing of theirs on the phone.
 */
test('offline, the patient app opens with the last data seen, refuses writes clearly, and forgets at logout', async ({
  page,
  context,
  request,
}) => {
  const demo = await demoAccounts(request);
  const patient = demo.patients.find((p) => p.name === 'João Pedro Oliveira Santos')!;
  await signInWithCpf(page, patient.cpf, demo.password, false);
  // The service worker takes the app shell; the next load is served by it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cartão de Saúde Digital' })).toBeVisible();
  await page.goto('/prescriptions');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  const firstTitle = (await first.getByRole('heading').textContent())!;
  // Saved a moment after the last change.
  await expect
    .poll(() =>
      page.evaluate(
        () => localStorage.getItem('saude:offline:v1')?.includes('"list","/api/prescriptions"') ?? false,
      ),
    )
    .toBe(true);

  // Signal lost; the patient opens the app again.
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByText('Sem conexão.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Olá, João!' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Cartão de Saúde Digital' });
  await expect(card).toBeVisible();

  // A write fails at once and says so; it is not held back to be sent later.
  await card.getByRole('button', { name: 'Editar' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Editar informações de saúde' });
  await dialog.getByLabel('Alergias').fill('Enviado sem conexão');
  await dialog.getByRole('button', { name: 'Salvar' }).tap();
  await expect(dialog.getByText('Erro ao atualizar informações. Tente novamente.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancelar' }).tap();

  // The prescriptions, with their QR codes, as last seen.
  await page.goto('/prescriptions');
  await expect(page.getByText('Sem conexão.')).toBeVisible();
  const offlineFirst = page.getByRole('article').first();
  await expect(offlineFirst.getByRole('heading')).toHaveText(firstTitle);
  await offlineFirst.getByRole('button', { name: 'QR Code' }).tap();
  await expect(page.getByRole('img', { name: /QR code da receita/ })).toBeVisible();
  await page.getByRole('button', { name: 'Fechar' }).tap();

  // Back online: the cancelled edit was never sent.
  await context.setOffline(false);
  await expect(page.getByText('Sem conexão.')).toBeHidden();
  const me = await page.request.get('/api/auth/patient/me');
  expect(me.ok()).toBe(true);
  expect((await me.json()).patient.allergies).not.toBe('Enviado sem conexão');

  // Signing out forgets this patient on the phone: offline, the app opens signed out.
  await page.getByRole('button', { name: 'Sair' }).tap();
  await expect(page).not.toHaveURL(/\/prescriptions$/);
  expect(await page.evaluate(() => localStorage.getItem('saude:offline:v1'))).toBeNull();
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByText('Sem conexão.')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Olá, João!' })).toBeHidden();
  await expect(page.getByText(OFFLINE_START)).toBeVisible();
  await context.setOffline(false);
});

/**
 * A patient with a prescription to collect opens the app at home and never the prescriptions page;
 * at the pharmacy the signal is gone: the prescription's QR code still opens.
 */
test('offline, a prescription to collect shows its QR code though only the home was opened', async ({
  page,
  context,
  request,
}) => {
  const demo = await demoAccounts(request);
  const patient = demo.patients.find((p) => p.name === 'Maria Aparecida da Silva')!;
  await signInWithCpf(page, patient.cpf, demo.password, false);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  const recent = page.getByRole('region', { name: 'Receitas recentes' });
  await expect(recent.getByText('Válida').first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () => localStorage.getItem('saude:offline:v1')?.includes('"list","/api/prescriptions"') ?? false,
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.goto('/prescriptions');
  await expect(page.getByText('Sem conexão.')).toBeVisible();
  const toCollect = page.getByRole('article').filter({ hasText: 'Válida' }).first();
  await toCollect.getByRole('button', { name: 'QR Code' }).tap();
  await expect(page.getByRole('img', { name: /QR code da receita/ })).toBeVisible();
  await context.setOffline(false);
});

/** What a screen says when it is opened without a connection and no data of its own on the phone. */
const OFFLINE_START = 'Para abrir esta tela é preciso internet.';

/**
 * A receptionist opens the installed app in a corridor without signal. Staff screens keep nothing on
 * the phone: the app says it needs the connection, instead of "Carregando..." for ever, and opens the
 * counter by itself once the signal is back.
 */
test('offline, a staff app says it needs the connection and opens by itself when it returns', async ({
  page,
  context,
  request,
}) => {
  const demo = await demoAccounts(request);
  const reception = demo.staff.find((s) => s.user_type === 'reception')!;
  await signInWithCpf(page, reception.cpf, demo.password, true);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Check-in de hoje' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByText(OFFLINE_START)).toBeVisible();
  await expect(page.getByText('Carregando...')).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('recepcao-sem-conexao.png') });

  await context.setOffline(false);
  await expect(page.getByRole('region', { name: 'Check-in de hoje' })).toBeVisible();
  await expect(page.getByText(OFFLINE_START)).toBeHidden();
});
