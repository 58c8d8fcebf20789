import { expect, test } from '@playwright/test';
import { city, cityToday, loadToTheEnd, signInWithUsername } from './city';

test('the unit reaches its whole pending queue, oldest first, and approves the longest wait', async ({
  page,
}) => {
  const facts = city();
  const oldest = facts.oldestPending;
  await signInWithUsername(page, '/hospital-login', facts.unit.username, facts.password);
  await expect(page).toHaveURL(/\/hospital-panel$/);

  // The counters come from the database; the queue shows its oldest request first.
  const pending = facts.unit.pending;
  await expect(page.getByText(`${pending.toLocaleString('pt-BR')} pendentes`).first()).toBeVisible();
  const queue = page.getByRole('tabpanel', { name: 'Solicitações' });
  // Rows by CSS: an ARIA query over a hundred cards on every poll costs the test more than the app.
  const items = queue.locator('ul[aria-label^="Solicitações"] > li');
  await expect(items.first()).toContainText(oldest.patient_name);
  await expect(items.first()).toContainText(oldest.specialty);

  // Every pending request is reachable by paging: as many rows as the counter says.
  const presses = await loadToTheEnd(queue, items);
  expect(presses).toBeGreaterThan(0);
  await expect(items).toHaveCount(pending);
  await expect(items.last().getByRole('button', { name: 'Aprovar' })).toBeVisible();

  await items.first().getByRole('button', { name: 'Aprovar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aprovar solicitação' });
  await dialog.getByLabel('Data da consulta').fill(cityToday());
  await dialog.getByLabel('Horário').fill('10:00');
  const doctors = dialog.getByLabel('Médico responsável');
  const option = doctors.locator('option', { hasText: oldest.doctor });
  await doctors.selectOption((await option.getAttribute('value'))!);
  await dialog.getByRole('button', { name: 'Confirmar aprovação' }).click();
  await expect(
    page.getByText('Solicitação aprovada com sucesso! Agora aparece na lista de "Aprovadas".'),
  ).toBeVisible();
  // The unit stays on its queue, one request shorter, and goes on with the next longest wait.
  await expect(page.getByRole('button', { name: /Pendentes/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${(pending - 1).toLocaleString('pt-BR')} pendentes`).first()).toBeVisible();
  await expect(items).toHaveCount(pending - 1);
  await expect(items.first().getByRole('button', { name: 'Aprovar' })).toBeVisible();
  // The approved filter shows the decided one on top (most recently decided first).
  await page.getByRole('button', { name: /Aprovadas/ }).click();
  await expect(items.first()).toContainText(oldest.patient_name);
  await expect(items.first()).toContainText('Consulta agendada');
});
