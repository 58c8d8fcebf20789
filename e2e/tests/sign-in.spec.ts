import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './demo-accounts';

async function fillCpfLogin(page: Page, cpf: string, password: string) {
  await page.getByLabel('CPF', { exact: true }).fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function fillUsernameLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('a patient signs in, reaches the dashboard, and Sair ends the session', async ({ page, request }) => {
  const demo = await demoAccounts(request);
  const patient = demo.patients[0]!;
  await page.goto('/login');
  await fillCpfLogin(page, patient.cpf, demo.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const firstName = patient.name.split(' ')[0]!;
  await expect(page.getByText(new RegExp(firstName)).first()).toBeVisible();
  expect((await page.request.get('/api/auth/patient/me')).status()).toBe(200);

  await page.getByRole('button', { name: 'Sair' }).first().click();
  await expect(page).not.toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/auth/patient/me')).status()).toBe(401);
});

test('a doctor signs in through the staff switch and sees the doctor menu', async ({ page, request }) => {
  const demo = await demoAccounts(request);
  const doctor = demo.staff.find((s) => s.user_type === 'doctor')!;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sou funcionário da saúde' }).click();
  await fillCpfLogin(page, doctor.cpf, demo.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: /Receitas/ }).first()).toBeAttached();
  expect((await page.request.get('/api/auth/staff/me')).status()).toBe(200);
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await expect.poll(async () => (await page.request.get('/api/auth/staff/me')).status()).toBe(401);
});

test('the health department signs in at /secsaude and reaches /admin', async ({ page, request }) => {
  const demo = await demoAccounts(request);
  const admin = demo.healthDepartment[0]!;
  await page.goto('/secsaude');
  await fillUsernameLogin(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Painel de Administração - Secretaria de Saúde')).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await expect.poll(async () => (await page.request.get('/api/health-department/me')).status()).toBe(401);
});

test('a hospital signs in and sees its unit in the panel header', async ({ page, request }) => {
  const demo = await demoAccounts(request);
  const hospital = demo.hospitals[0]!;
  await page.goto('/hospital-login');
  await fillUsernameLogin(page, hospital.username, demo.password);
  await expect(page).toHaveURL(/\/hospital-panel$/);
  await expect(page.getByText(hospital.unit).first()).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/hospital-login$/);
  expect((await page.request.get('/api/hospital/me')).status()).toBe(401);
});

test('a public authority signs in and sees its name in the panel', async ({ page, request }) => {
  const demo = await demoAccounts(request);
  const authority = demo.authorities[0]!;
  await page.goto('/public-authority-login');
  await fillUsernameLogin(page, authority.username, demo.password);
  await expect(page).toHaveURL(/\/public-authority-panel$/);
  await expect(page.getByText(authority.authority_name).first()).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect.poll(async () => (await page.request.get('/api/public-authority/me')).status()).toBe(401);
});

test('a wrong password shows the error message and stays on the page', async ({ page, request }) => {
  const demo = await demoAccounts(request);
  await page.goto('/login');
  await fillCpfLogin(page, demo.patients[1]!.cpf, 'senha-errada');
  await expect(page.getByRole('alert')).toContainText('CPF ou senha incorretos');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/hospital-login');
  await fillUsernameLogin(page, demo.hospitals[1]!.username, 'senha-errada');
  await expect(page.getByRole('alert')).toContainText('Credenciais inválidas');
  await expect(page).toHaveURL(/\/hospital-login$/);
});

test('on a phone with its keyboard open, a refused sign-in is told where the person is looking', async ({
  page,
  request,
}) => {
  const demo = await demoAccounts(request);
  // What a phone shows above its keyboard: the form's top is scrolled away while Entrar is tapped.
  await page.setViewportSize({ width: 390, height: 430 });
  await page.goto('/login');
  await fillCpfLogin(page, demo.patients[1]!.cpf, 'outra-senha-errada');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('CPF ou senha incorretos');
  await expect(alert).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeInViewport();
});

test('every route of the spec loads the app', async ({ page }) => {
  const routes = [
    '/',
    '/system-access',
    '/login',
    '/patient-register',
    '/public-authority-access',
    '/secsaude',
  ];
  for (const route of routes) {
    const res = await page.goto(route);
    expect(res?.status(), route).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
  }
});
