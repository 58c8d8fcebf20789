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
