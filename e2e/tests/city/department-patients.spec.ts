import { expect, test } from '@playwright/test';
import { city, loadToTheEnd, signInWithUsername } from './city';

test("the department pages the city's patients list to its end", async ({ page }) => {
  const facts = city();
  await signInWithUsername(page, '/secsaude', facts.department, facts.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/users-management');
  await page.getByRole('tab', { name: /Pacientes/ }).click();
  const table = page.getByRole('tabpanel');
  // Body rows by CSS: an ARIA query over thousands of rows costs more than the app's own work.
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await loadToTheEnd(table, rows, 200);
  await expect(rows).toHaveCount(facts.patients);
});

test('the department finds "João" typed without accents, surname first, and only the names holding both words', async ({
  page,
}) => {
  const facts = city();
  const { name, typed, matches } = facts.accentless;
  await signInWithUsername(page, '/secsaude', facts.department, facts.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/users-management');
  await page.getByRole('tab', { name: /Pacientes/ }).click();
  await page.getByRole('searchbox', { name: 'Buscar por nome, CPF, CRM...' }).fill(typed);
  const table = page.getByRole('tabpanel');
  await expect(table.getByText(`${matches} ${matches === 1 ? 'usuário' : 'usuários'}`)).toBeVisible();
  const rows = table.locator('tbody tr');
  await loadToTheEnd(table, rows, 50);
  await expect(rows).toHaveCount(matches);
  await expect(table.getByRole('cell', { name, exact: true }).first()).toBeVisible();
  const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  const shown = await rows.locator('td:first-child').allTextContents();
  expect(shown.every((n) => typed.split(' ').every((w) => fold(n).includes(w)))).toBe(true);
});
