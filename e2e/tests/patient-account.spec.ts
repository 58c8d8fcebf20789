import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Page } from '@playwright/test';
import { signInWithCpf } from './city/city';
import { freshCpf } from './fresh-cpf';

/** axe-core on what is on screen: no serious or critical violation. */
async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);
  expect(serious).toEqual([]);
}

/**
 * A patient keeps their account current on the phone (issue: profile editing): phone, cartão SUS and
 * address with registration's masks and rules, then a new password, which signs the tablet at home
 * out and leaves the phone signed in.
 */
test('a patient edits their data and changes the password on the phone; the tablet is signed out', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const cpf = freshCpf();
  const registered = await request.post('/api/auth/patient/register', {
    data: {
      cpf,
      password: 'antiga-123',
      full_name: 'Lívia Atualiza',
      birth_date: '1988-08-08',
      gender: 'feminino',
    },
  });
  expect(registered.status()).toBe(201);

  const tablet = await browser.newContext();
  const tabletPage = await tablet.newPage();
  await signInWithCpf(tabletPage, cpf, 'antiga-123', false);

  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await phone.newPage();
  await signInWithCpf(page, cpf, 'antiga-123', false);
  const account = page.getByRole('region', { name: 'Minha conta' });
  await account.scrollIntoViewIfNeeded();
  await expect(account).toContainText('Não informado');

  await account.getByRole('button', { name: 'Editar meus dados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Meus dados' });
  await expectNoSeriousViolations(page);
  await dialog.getByLabel('Telefone').fill('11987654321');
  await expect(dialog.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  // A CNS with a wrong check digit, and a half-typed CEP.
  await dialog.getByLabel('Cartão SUS').fill('898001234567890');
  await expect(dialog.getByLabel('Cartão SUS')).toHaveValue('898 0012 3456 7890');
  await dialog.getByLabel('CEP').fill('123');
  await dialog.getByLabel('Logradouro').fill('Rua das Flores');
  await dialog.getByLabel('Número').fill('42');
  await dialog.getByLabel('Bairro').fill('Jardim');
  await dialog.getByLabel('Cidade').fill('Campinas');
  await dialog.getByLabel('Estado (UF)').fill('sp');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  // A half-typed CEP is refused in place; nothing typed is lost.
  await expect(dialog.getByText('CEP deve ter 8 dígitos')).toBeVisible();
  await expect(dialog.getByText('CNS inválido - verifique os dígitos')).toBeVisible();
  await expect(dialog.getByLabel('Logradouro')).toHaveValue('Rua das Flores');
  await dialog.getByLabel('Cartão SUS').fill('898 0012 3456 7808');
  await dialog.getByLabel('CEP').fill('13015000');
  await expect(dialog.getByText('CEP deve ter 8 dígitos')).toBeHidden();
  await dialog.getByLabel('Logradouro').fill('Rua das Flores');
  await dialog.getByLabel('Bairro').fill('Jardim');
  await dialog.getByLabel('Cidade').fill('Campinas');
  await dialog.getByLabel('Estado (UF)').fill('SP');
  await page.screenshot({ path: test.info().outputPath('meus-dados-phone.png') });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados atualizados com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(account).toContainText('(11) 98765-4321');
  await expect(account).toContainText('898 0012 3456 7808');
  await expect(account).toContainText('Rua das Flores, 42 — Jardim · Campinas/SP — CEP 13015-000');
  // The page is no wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'Minha conta' })).toContainText('(11) 98765-4321');

  await page
    .getByRole('region', { name: 'Minha conta' })
    .getByRole('button', { name: 'Alterar senha' })
    .click();
  const password = page.getByRole('dialog', { name: 'Alterar senha' });
  await expect(password).toBeVisible();
  await expectNoSeriousViolations(page);
  await password.getByLabel('Senha atual').fill('errada-1');
  await password.getByLabel('Nova senha', { exact: true }).fill('nova-senha-9');
  await password.getByLabel('Confirmar nova senha').fill('nova-senha-9');
  await password.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(password.getByRole('alert')).toContainText('Senha atual incorreta');
  await password.getByLabel('Senha atual').fill('antiga-123');
  await password.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada.', { exact: false })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('senha-alterada-phone.png') });

  // The phone stays signed in; the tablet is not, and the old password no longer opens the account.
  expect((await page.request.get('/api/auth/patient/me')).status()).toBe(200);
  expect((await tabletPage.request.get('/api/auth/patient/me')).status()).toBe(401);
  const again = await request.post('/api/auth/patient/login', { data: { cpf, password: 'antiga-123' } });
  expect(again.status()).toBe(401);
  await tablet.close();
  await phone.close();
});
