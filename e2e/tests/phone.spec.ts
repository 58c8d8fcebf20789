import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, signInDepartment } from './demo-accounts';

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

  // On a small phone (360 px) the bell's panel is nearly as wide as the screen: it keeps a margin at
  // both edges.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: /^Mensagens/ }).click();
  const panel = page.getByRole('menu');
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  const screenWidth = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(8);
  expect(box.x + box.width).toBeLessThanOrEqual(screenWidth - 8);
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
  // Read out in Portuguese, as everything else: the toasts' region and their close button.
  const region = page.getByRole('region', { name: 'Avisos (Alt+T)' });
  await expect(region).toContainText('Solicitação enviada com sucesso!');
  await expect(region.getByRole('button', { name: 'Fechar aviso' })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/phone-toast.png' });
});

/** Phone numbers on the page drawn over more than one line (a wrapped text has one box per line). */
function wrappedPhoneNumbers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const phone = /^\(\d{2}\) \d{4,5}-\d{4}$/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const wrapped: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!phone.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
      if (lines.size > 1) wrapped.push(text);
    }
    return wrapped;
  });
}

test("on a phone the department's users are cards, read without scrolling sideways, that never break a phone number", async ({
  page,
}) => {
  await signInDepartment(page);
  await page.goto('/users-management');
  for (const tab of ['Funcionários', 'Pacientes']) {
    await page.getByRole('tab', { name: new RegExp(tab) }).click();
    const cards = page.getByRole('list', { name: 'Usuários' });
    await expect(cards.getByText(/^\(\d{2}\) \d{4,5}-\d{4}$/).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Usuários' })).toHaveCount(0);
    expect(await wrappedPhoneNumbers(page)).toEqual([]);
    // Nothing wider than the screen: no sideways scroll to reach a column.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.screenshot({ path: 'test-results/phone-users-cards.png', fullPage: true });
});

test("on a phone the department's account tabs are cards too, with nothing to scroll sideways", async ({
  page,
}) => {
  await signInDepartment(page);
  const tabs = {
    staff: 'Funcionários',
    patients: 'Pacientes',
    'hospital-admins': 'Administradores de hospitais',
    'public-authorities': 'Órgãos públicos',
    pharmacies: 'Farmácias parceiras',
  };
  for (const [tab, list] of Object.entries(tabs)) {
    await page.goto(`/admin?aba=${tab}`);
    const cards = page.getByRole('list', { name: list, exact: true }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.screenshot({ path: 'test-results/phone-admin-cards.png', fullPage: true });
});
