import { expect, test } from '@playwright/test';
import { freshCpf } from './fresh-cpf';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

test('a new patient registers with a CEP lookup and a camera photo, and lands on the dashboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['camera']);
  // The e2e server has no postal-code service: answer the lookup as our API would.
  await page.route('**/api/lookup/cep/*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        logradouro: 'Rua das Acácias',
        bairro: 'Jardim Primavera',
        cidade: 'Campinas',
        estado: 'SP',
      }),
    }),
  );
  const cpf = freshCpf();
  const name = `Helena Teste ${cpf.slice(0, 4)}`;

  await page.goto('/patient-register');
  await expect(page.getByRole('heading', { name: 'Cadastro de Paciente' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Já tem conta? Fazer login' })).toBeVisible();

  // A wrong check digit is flagged while typing.
  const cpfField = page.getByLabel('CPF', { exact: true });
  await cpfField.fill(`${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`);
  await expect(page.getByText('CPF inválido - verifique os dígitos', { exact: true })).toBeVisible();
  await cpfField.fill(cpf);
  await expect(cpfField).toHaveValue(
    `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
  );

  await page.getByLabel('Senha', { exact: true }).fill('segura123');
  await page.getByLabel('Confirmar senha').fill('segura12');
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await page.getByLabel('Confirmar senha').fill('segura123');
  await expect(page.getByText('As senhas não coincidem')).toBeHidden();

  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Data de nascimento').fill('1988-04-12');
  await page.getByLabel('Sexo').selectOption('feminino');
  await page.getByLabel('Telefone', { exact: true }).fill('11987654321');
  await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue('(11) 98765-4321');

  await page.getByLabel('CEP').fill('13015000');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Rua das Acácias');
  await expect(page.getByLabel('Cidade')).toHaveValue('Campinas');
  await expect(page.getByLabel('Estado (UF)')).toHaveValue('SP');
  await page.getByLabel('Número').fill('120');

  await page.getByRole('button', { name: 'Tirar foto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Foto de perfil' });
  await expect(dialog.getByText('Pisque os olhos', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Próximo Passo' }).click();
  await expect(dialog.getByText('Olhe para a esquerda', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Próximo Passo' }).click();
  await expect(dialog.getByText('Olhe para a direita', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Próximo Passo' }).click();
  await expect(dialog.getByText('Foto capturada!', { exact: true })).toBeVisible({ timeout: 8_000 });
  await expect(dialog).toBeHidden();
  await expect(page.getByAltText('Prévia da foto de perfil')).toBeVisible();

  const registration = page.waitForRequest('**/api/auth/patient/register');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const body = (await registration).postDataJSON() as Record<string, unknown>;
  expect(body.cpf).toBe(cpf);
  expect(body.phone).toBe('11987654321');
  expect(body.cep).toBe('13015000');
  expect(body.complemento).toBeNull();
  expect(String(body.profile_photo_url)).toMatch(/^data:image\/jpeg;base64,/);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Olá, Helena!' })).toBeVisible();
  const me = await page.request.get('/api/auth/patient/me');
  expect(me.status()).toBe(200);
});

test('registration refuses a CPF that is already registered, in Portuguese', async ({ page, request }) => {
  const cpf = freshCpf();
  const payload = {
    cpf,
    password: 'segura123',
    full_name: 'Paciente Existente',
    birth_date: '1990-01-01',
    gender: 'masculino',
  };
  expect((await request.post('/api/auth/patient/register', { data: payload })).status()).toBe(201);

  await page.goto('/patient-register');
  await page.getByLabel('CPF', { exact: true }).fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill('segura123');
  await page.getByLabel('Confirmar senha').fill('segura123');
  await page.getByLabel('Nome completo').fill('Outra Pessoa');
  await page.getByLabel('Data de nascimento').fill('1991-02-02');
  await page.getByLabel('Sexo').selectOption('masculino');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /CPF/ })).toBeVisible();
  await expect(page).toHaveURL(/\/patient-register$/);
});
