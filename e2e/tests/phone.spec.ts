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
