import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, formatCpf, signInDepartment } from './demo-accounts';

async function openTab(page: Page, label: string) {
  const select = page.getByLabel('Seção');
  if (await select.isVisible()) await select.selectOption({ label });
  else await page.getByRole('tab', { name: label, exact: true }).click();
}

test('the department changes a report status and the patient who made it sees the new status', async ({
  page,
  browser,
}) => {
  const demo = await demoAccounts(page.request);
  const who = demo.patients[0]!;
  const tag = Date.now().toString(36);
  const title = `Água parada no terreno ${tag}`;

  // The demo patient makes a report of their own, so the journey does not depend on seeded ones.
  const patient = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await patient.goto('/login');
  await patient.getByLabel('CPF', { exact: true }).fill(formatCpf(who.cpf));
  await patient.getByLabel('Senha', { exact: true }).fill(demo.password);
  await patient.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(patient).toHaveURL(/\/dashboard$/);
  const created = await patient.request.post('/api/reports', {
    data: { report_type: 'mosquito', title, description: 'Pneus com água acumulada.' },
  });
  expect(created.status()).toBe(201);
  await patient.goto('/reports');
  const card = patient.getByRole('listitem').filter({ has: patient.getByRole('heading', { name: title }) });
  await expect(card).toContainText('Pendente');

  await signInDepartment(page);
  await openTab(page, 'Relatórios');
  // The tag alone: the server's search does not yet fold accented capitals ('Á') on SQLite.
  await page.getByLabel('Buscar por título, autor ou descrição').fill(tag);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(item).toContainText(who.name);
  const patched = page.waitForResponse((r) => /\/api\/reports\/\d+\/status$/.test(r.url()));
  await item.getByLabel('Alterar status').selectOption('investigating');
  await item
    .getByLabel(/Recado para quem relatou/)
    .fill('A equipe de vigilância visita o terreno na quinta-feira.');
  await item.getByRole('button', { name: 'Atualizar status' }).click();
  expect((await patched).ok()).toBeTruthy();
  await expect(item.getByText('Investigando', { exact: true }).first()).toBeVisible();
  // Filtered as in triage: pending ones no longer hold it.
  await page.getByLabel('Status', { exact: true }).selectOption('pending');
  await expect(item).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption('investigating');
  await expect(item).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('triagem.png'), fullPage: true });

  await patient.reload();
  await expect(card).toContainText('Investigando');
  await expect(card).not.toContainText('Pendente');
  await expect(card).toContainText('A equipe de vigilância visita o terreno na quinta-feira.');
  await patient.context().close();
});

test('the analytics tab draws the demo city figures and follows the chosen period', async ({ page }) => {
  await signInDepartment(page);
  await openTab(page, 'Analytics');
  await expect(page.getByRole('heading', { name: 'Relatórios & Analytics' })).toBeVisible();
  await expect(page.getByTestId('taxa-faltas')).toHaveText(/^(\d+(,\d)?%|—)$/);
  await expect(page.getByTestId('total-consultas')).toHaveText(/^[\d.]+$/);
  for (const title of [
    'Consultas por situação',
    'Consultas por unidade',
    'Consultas ao longo do tempo',
    'Solicitações aguardando aprovação',
    'Relatórios por tipo',
    'Relatórios por bairro',
    'Vacinações por vacina',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  // The demo city has appointments: the charts are drawn, not replaced by the empty sentence.
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  expect(await page.locator('.recharts-surface').count()).toBeGreaterThan(3);

  const ninety = page.waitForResponse((r) => r.url().includes('/api/admin/analytics?days=90'));
  await page.getByText('90 dias', { exact: true }).click();
  expect((await ninety).ok()).toBeTruthy();
  await expect(page.getByText(/\(90 dias\)$/)).toBeVisible();

  const section = page.getByRole('region', { name: 'Consultas ao longo do tempo' });
  await section.getByText('Ver dados em tabela').click();
  await expect(section.getByRole('table').locator('tbody tr')).toHaveCount(90);
});
