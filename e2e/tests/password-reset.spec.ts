import { devices, expect, test } from '@playwright/test';
import { demoAccounts } from './demo-accounts';
import { signInWithCpf } from './city/city';
import { freshCpf } from './fresh-cpf';

/**
 * A way back in (decision 017): a patient who forgot the password asks at the counter. Reception
 * checks a photo ID and reads a one-time code; the patient types it on the phone with a new
 * password. The session left open elsewhere ends; the code works once.
 */
test('a password reset at the counter, finished on the phone', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const demo = await demoAccounts(request);
  const reception = demo.staff.find((s) => s.user_type === 'reception')!;
  // Someone of their own, so no other journey's demo patient changes password.
  const cpf = freshCpf();
  const registered = await request.post('/api/auth/patient/register', {
    data: {
      cpf,
      password: 'esquecida1',
      full_name: 'Célia Esquecida',
      birth_date: '1960-05-05',
      gender: 'feminino',
    },
  });
  expect(registered.status()).toBe(201);

  // A tablet at home is still signed in with the old password.
  const tablet = await browser.newContext();
  const tabletPage = await tablet.newPage();
  await signInWithCpf(tabletPage, cpf, 'esquecida1', false);

  // On the phone, the patient cannot remember it and follows "Esqueci minha senha".
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  const phonePage = await phone.newPage();
  await phonePage.goto('/login');
  await phonePage.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(phonePage).toHaveURL(/\/redefinir-senha\?tipo=paciente$/);
  await expect(phonePage.getByRole('heading', { name: 'Redefinir senha', level: 1 })).toBeVisible();
  await expect(phonePage.getByText(/recepção de qualquer unidade de saúde/).first()).toBeVisible();
  await phonePage.screenshot({ path: 'test-results/password-reset-phone-start.png', fullPage: true });

  // At the counter: reception checks the ID and gives a code.
  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  await signInWithCpf(deskPage, reception.cpf, demo.password, true);
  await deskPage.getByRole('button', { name: 'Redefinir senha de acesso' }).click();
  const dialog = deskPage.getByRole('dialog', { name: 'Redefinir senha' });
  await dialog.getByLabel('CPF').fill(cpf);
  await dialog.getByRole('button', { name: 'Gerar código' }).click();
  await expect(dialog.getByText('Confirme que conferiu um documento com foto')).toBeVisible();
  await dialog.getByLabel('Conferi um documento com foto desta pessoa').check();
  await dialog.getByRole('button', { name: 'Gerar código' }).click();
  await expect(dialog.getByText('Célia Esquecida')).toBeVisible();
  const shown = (await dialog.getByTestId('codigo-redefinicao').innerText()).trim();
  expect(shown).toMatch(/^\d{4} \d{4}$/);
  await deskPage.screenshot({ path: 'test-results/password-reset-counter-code.png' });
  await dialog.getByRole('button', { name: 'Concluir' }).click();

  // Back on the phone: CPF, the code as read aloud, the new password twice.
  const form = phonePage.getByRole('form', { name: 'Tenho um código' });
  await form.getByLabel('CPF', { exact: true }).fill(cpf);
  await form.getByRole('textbox', { name: 'Código' }).fill(shown);
  await form.getByLabel('Nova senha', { exact: true }).fill('lembrada22');
  await form.getByLabel('Confirmar nova senha').fill('lembrada22');
  await form.getByRole('button', { name: 'Redefinir senha', exact: true }).click();
  await expect(phonePage.getByText('Senha redefinida. Entre com a nova senha.')).toBeVisible();
  await phonePage.screenshot({ path: 'test-results/password-reset-phone-done.png', fullPage: true });

  // The tablet's session is over; the code does not work twice; the new password signs in.
  await tabletPage.goto('/dashboard');
  await expect(tabletPage).toHaveURL(/\/login/);
  const again = await request.post('/api/password-reset', {
    data: { cpf, account_kind: 'patient', code: shown, password: 'outra-senha-3' },
  });
  expect(again.status()).toBe(400);
  await phonePage.getByRole('link', { name: 'Entrar' }).first().click();
  await expect(phonePage).toHaveURL(/\/login/);
  await signInWithCpf(phonePage, cpf, 'lembrada22', false);

  await Promise.all([tablet.close(), phone.close(), desk.close()]);
});
