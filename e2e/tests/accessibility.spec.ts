import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './demo-accounts';

/**
 * axe-core on screens people use, after their content has loaded: no serious or critical violation.
 * Each failure names the rule and the elements, so it can be fixed where it shows.
 */
async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

test('the sign-in and password reset pages', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Esqueci minha senha' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/redefinir-senha?tipo=paciente');
  await expect(page.getByRole('heading', { name: 'Redefinir senha', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the department's health units", async ({ page }) => {
  const demo = await demoAccounts(page.request);
  const admin = demo.healthDepartment[0]!;
  await page.goto('/secsaude');
  await page.getByLabel('Usuário').fill(admin.username);
  await page.getByLabel('Senha', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/health-units-management');
  await expect(page.getByText('UBS Centro').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("a partner pharmacy's sign-in and counter", async ({ page }) => {
  const demo = await demoAccounts(page.request);
  const pharmacy = demo.pharmacies[0]!;
  await page.goto('/farmacia-login');
  await expect(page.getByRole('heading', { name: 'Farmácias parceiras' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Usuário').fill(pharmacy.username);
  await page.getByLabel('Senha', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Painel da Farmácia' })).toBeVisible();
  await expect(page.locator('[data-paged-list="rows"], [data-paged-list="empty"]')).toBeVisible();
  await expectNoSeriousViolations(page);
});
