import { expect, test } from '@playwright/test';
import { demoAccounts } from './demo-accounts';

test('the patient home shows the health card, lists and the messages bell; opening a message lowers the badge', async ({
  page,
  request,
}) => {
  const demo = await demoAccounts(request);
  const patient = demo.patients[0]!;
  await page.goto('/login');
  await page.getByLabel('CPF', { exact: true }).fill(patient.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(page.getByRole('heading', { name: `Olá, ${patient.name.split(' ')[0]}!` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cartão de Saúde Digital' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Receitas recentes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Consultas recentes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Meus relatórios' })).toBeVisible();

  const badge = page.getByTestId('messages-badge');
  await expect(badge).toBeVisible();
  const before = Number(await badge.textContent());
  expect(before).toBeGreaterThan(0);

  await page.getByRole('button', { name: /^Mensagens/ }).click();
  const unread = page.getByRole('menuitem').filter({ hasText: '(não lida)' }).first();
  const title = ((await unread.locator('span').first().textContent()) ?? '').replace('(não lida)', '').trim();
  const read = page.waitForResponse((r) => /\/api\/messages\/\d+\/read$/.test(r.url()) && r.ok());
  await unread.click();
  await read;

  const message = page.getByRole('dialog');
  await expect(message).toContainText('Secretaria de Saúde');
  await expect(message.getByRole('heading')).toHaveText(title);
  await message.getByRole('button', { name: 'Fechar' }).first().click();

  if (before === 1) await expect(badge).toBeHidden();
  else await expect(badge).toHaveText(String(before - 1));
});

test('the health card is edited from the home', async ({ page, request }) => {
  const demo = await demoAccounts(request);
  const patient = demo.patients[1] ?? demo.patients[0]!;
  await page.goto('/login');
  await page.getByLabel('CPF', { exact: true }).fill(patient.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const card = page.getByRole('region', { name: 'Cartão de Saúde Digital' });
  await card.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar informações de saúde' });
  await dialog.getByLabel('Tipo sanguíneo').selectOption('AB-');
  await dialog.getByLabel('Alergias').fill('Penicilina');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('AB-');
  await expect(card).toContainText('Penicilina');
});
