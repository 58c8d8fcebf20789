import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInWithUsername } from './city/city';
import { signInDepartment } from './demo-accounts';

async function openTab(page: Page, label: string) {
  const select = page.getByLabel('Seção');
  if (await select.isVisible()) await select.selectOption({ label });
  else await page.getByRole('tab', { name: label, exact: true }).click();
}

/** A page of its own (own cookies), so the department stays signed in on the first one. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

test('the department creates a unit, its administrator and an authority, who then sign in and read a message', async ({
  page,
  browser,
}) => {
  // Three accounts created and three sign-ins: longer than one screen's journey.
  test.setTimeout(90_000);
  await signInDepartment(page);
  const tag = Date.now().toString(36);
  const unitName = `UBS Jardim Teste ${tag}`;
  // A CNES of this run's own (7 digits, unique in the database).
  const cnes = String(Date.now()).slice(-7);
  const admin = { name: `Gestor ${tag}`, username: `gestor_${tag}`, password: 'senha-gestor-1' };
  const authority = { name: `Delegacia ${tag}`, username: `delegacia_${tag}`, password: 'senha-orgao-1' };

  await openTab(page, 'Unidades de Saúde');
  await page.getByRole('button', { name: 'Nova Unidade' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nova Unidade de Saúde' });
  await dialog.getByLabel('Nome', { exact: true }).fill(unitName);
  await dialog.getByLabel('CNES').fill(cnes);
  await dialog.getByLabel('Endereço', { exact: true }).fill('Rua das Flores, 100');
  await dialog.getByLabel('Telefone').fill('11987654321');
  await dialog.getByLabel('Latitude').fill('-23.55');
  await dialog.getByLabel('Longitude').fill('-46.63');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Buscar por nome').fill(unitName);
  await expect(page.getByRole('heading', { name: unitName })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: unitName }).getByText(cnes)).toBeVisible();

  await openTab(page, 'Administradores');
  await page.getByRole('button', { name: 'Novo Administrador' }).click();
  dialog = page.getByRole('dialog', { name: 'Novo Administrador de Unidade' });
  await dialog.getByLabel('Unidade de saúde').selectOption({ label: unitName });
  await dialog.getByLabel('Nome do administrador').fill(admin.name);
  await dialog.getByLabel('Nome de usuário').fill(admin.username);
  await dialog.getByLabel('Senha', { exact: true }).fill(admin.password);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Buscar por nome ou usuário').fill(admin.username);
  await expect(page.getByRole('cell', { name: admin.username, exact: true })).toBeVisible();

  await openTab(page, 'Órgãos Públicos');
  await page.getByRole('button', { name: 'Novo Órgão' }).click();
  dialog = page.getByRole('dialog', { name: 'Criar Conta de Órgão Público' });
  await dialog.getByLabel('Nome de usuário').fill(authority.username);
  await dialog.getByLabel('Tipo de órgão').selectOption('missing_persons');
  await dialog.getByLabel('Nome do órgão').fill(authority.name);
  await dialog.getByLabel('Senha', { exact: true }).fill(authority.password);
  await dialog.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Buscar por nome ou usuário').fill(authority.username);
  await expect(page.getByRole('cell', { name: authority.username, exact: true })).toBeVisible();

  const title = `Alerta de desaparecimento ${tag}`;
  await openTab(page, 'Mensagens');
  await page.getByRole('button', { name: 'Nova Mensagem' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Destinatários').selectOption('all_public_authorities');
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Mensagem').fill('Criança desaparecida no bairro Centro.');
  await dialog.getByRole('button', { name: 'Enviar Mensagem' }).click();
  await expect(page.getByText('Mensagem enviada com sucesso!')).toBeVisible();

  const hospital = await freshPage(browser);
  await signInWithUsername(hospital, '/hospital-login', admin.username, admin.password);
  await expect(hospital).toHaveURL(/\/hospital-panel$/);
  await expect(hospital.getByText(unitName).first()).toBeVisible();
  await hospital.context().close();

  const body = await freshPage(browser);
  await signInWithUsername(body, '/public-authority-login', authority.username, authority.password);
  await expect(body).toHaveURL(/\/public-authority-panel$/);
  await expect(body.getByText(authority.name).first()).toBeVisible();
  await body.getByRole('button', { name: new RegExp(title) }).click();
  await expect(body.getByRole('dialog', { name: title })).toContainText(
    'Criança desaparecida no bairro Centro.',
  );
  await body.context().close();

  // The new administrator's sign-in is in the department's access trail, under the unit's account.
  await openTab(page, 'Trilha de Acesso');
  await page.getByLabel('Ação', { exact: true }).selectOption('login.');
  await page.getByLabel('Busca livre').fill(admin.name);
  const row = page.getByRole('row').filter({ hasText: admin.name });
  await expect(row.first()).toContainText('Login realizado');
  await expect(row.first()).toContainText('Hospital/UBS');
});

test('the access trail lists the department its own sign-in and opens its details', async ({ page }) => {
  await signInDepartment(page);
  const name = (await page
    .getByText(/^Olá, /)
    .locator('span')
    .textContent())!.trim();
  await openTab(page, 'Trilha de Acesso');
  await expect(page.getByText(/^\d+ eventos?$/)).toBeVisible();

  const filtered = page.waitForResponse(
    (r) => r.url().includes('/api/admin/audit-events') && r.url().includes('actor_kind=health_department'),
  );
  await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Logins realizados' });
  await page.getByLabel('Tipo de usuário').selectOption('health_department');
  expect((await filtered).ok()).toBeTruthy();
  const row = page.getByRole('row').filter({ hasText: 'Login realizado' }).first();
  await expect(row).toContainText(name);
  await expect(row).toContainText('Secretaria de Saúde');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);

  await row.getByRole('button', { name: /Ver detalhes do evento/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Detalhes do evento' });
  await expect(dialog).toContainText('login.succeeded');
  await expect(dialog).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
