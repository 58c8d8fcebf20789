import { expect, test } from '@playwright/test';
import { demoAccounts } from './demo-accounts';

test('on a phone the landing page fits and a patient reaches the dashboard through the menu', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Entrar no Sistema/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const demo = await demoAccounts(request);
  await page.goto('/login');
  await page.getByLabel('CPF', { exact: true }).fill(demo.patients[0]!.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(width).toBeLessThanOrEqual(0);
});

test("on a phone a toast shows at the bottom, leaving the header's menu and 'Sair' free", async ({
  page,
  request,
}) => {
  const demo = await demoAccounts(request);
  await page.goto('/login');
  await page.getByLabel('CPF', { exact: true }).fill(demo.patients[2]!.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/appointments');
  await page.getByRole('button', { name: 'Solicitar Consulta/Exame' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar Consulta/Exame' });
  await dialog.getByLabel('Especialidade').selectOption('Cardiologista');
  await dialog.getByLabel('Tipo').selectOption({ label: 'Consulta' });
  await dialog.getByRole('button', { name: 'Enviar Solicitação' }).click();
  const toast = page.getByText('Solicitação enviada com sucesso! Aguarde a aprovação da unidade de saúde.');
  await expect(toast).toBeVisible();
  const header = (await page.locator('header').first().boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThan(header.y + header.height);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-toast.png' });
});
