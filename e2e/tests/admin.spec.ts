import { expect, test, type Page } from '@playwright/test';
import { formatCpf, signInDepartment } from './demo-accounts';

/** A valid CPF from a counter, so repeated runs on one database do not collide. */
function makeCpf(seed: number): string {
  const base = String(100000000 + (seed % 800000000))
    .slice(0, 9)
    .split('')
    .map(Number);
  const digit = (nums: number[]) => {
    const sum = nums.reduce((acc, n, i) => acc + n * (nums.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = digit(base);
  const d2 = digit([...base, d1]);
  return [...base, d1, d2].join('');
}

async function openTab(page: Page, label: string) {
  const select = page.getByLabel('Seção');
  if (await select.isVisible()) await select.selectOption({ label });
  else await page.getByRole('tab', { name: label }).click();
}

test('the department sees the overview and registers staff who can then sign in', async ({
  page,
  browser,
}) => {
  const demo = await signInDepartment(page);
  await expect(page.getByText('Painel de Administração - Secretaria de Saúde')).toBeVisible();
  await expect(page.getByTestId('contagem-Pacientes')).toHaveText(/^\d+$/);
  await expect(page.getByText('Relatórios por status')).toBeVisible();
  // The ring's total is the reports' counter; the map's points come once the map nears the screen.
  await expect(page.getByTestId('contagem-Relatórios')).toHaveText(/^[\d.]+$/);
  const reports = await page.getByTestId('contagem-Relatórios').textContent();
  await expect(page.getByTestId('grafico-status')).toContainText(`${reports}relatório`);
  await expect(page.getByTestId('grafico-bairros').locator('li').first()).toBeVisible();
  await page.getByText('Mapa de relatórios').scrollIntoViewIfNeeded();
  await expect(page.getByText(/^\d[\d.]* relatórios? com localização\.$/)).toBeVisible();

  const cpf = makeCpf(Date.now());
  await openTab(page, 'Funcionários');
  await page.getByRole('button', { name: /Cadastrar Funcionário/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Tipo de funcionário').selectOption('reception');
  await dialog.getByLabel('Nome completo').fill('Recepcionista de Teste');
  await dialog.getByLabel('Unidade de saúde').selectOption({ label: 'UBS Centro' });
  await dialog.getByLabel('CPF', { exact: true }).fill(cpf);
  await dialog.getByLabel('Senha', { exact: true }).fill('senha123');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Buscar por nome ou CPF').fill(cpf);
  await expect(page.getByRole('cell', { name: formatCpf(cpf) })).toBeVisible();

  const staff = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await staff.goto('/login');
  await staff.getByRole('button', { name: 'Sou funcionário da saúde' }).click();
  await staff.getByLabel('CPF', { exact: true }).fill(cpf);
  await staff.getByLabel('Senha', { exact: true }).fill('senha123');
  await staff.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(staff).toHaveURL(/\/dashboard$/);
  // The home says whose day it is, right after the sign-in (decision 063).
  await expect(staff.getByRole('region', { name: 'Olá, Recepcionista!' })).toContainText('UBS Centro');
  await staff.close();
  expect(demo.password).toBeTruthy();
});

test('deactivating a patient stops their sign-in', async ({ page }) => {
  const demo = await signInDepartment(page);
  // A patient of this test's own, so the shared demo accounts stay usable by the other journeys.
  const patient = { cpf: makeCpf(Date.now() + 7), name: `Paciente Desativado ${Date.now() % 100000}` };
  const created = await page.request.post('/api/admin/patients', {
    data: { full_name: patient.name, cpf: patient.cpf, password: demo.password },
  });
  expect(created.ok()).toBe(true);
  await openTab(page, 'Pacientes');
  await page.getByLabel('Buscar por nome ou CPF').fill(patient.cpf);
  const toggle = page.getByRole('switch', { name: `Desativar ${patient.name}` });
  await toggle.click();
  const ask = page.getByRole('alertdialog', { name: 'Desativar conta' });
  await ask.getByRole('button', { name: 'Desativar' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('switch', { name: `Ativar ${patient.name}` })).toBeVisible();
  const login = await page.request.post('/api/auth/patient/login', {
    data: { cpf: patient.cpf, password: demo.password },
  });
  expect(login.status()).toBe(403);
});

test('the department changes a report status, messages all patients and filters medical data', async ({
  page,
  browser,
}) => {
  const demo = await signInDepartment(page);

  await openTab(page, 'Relatórios');
  const firstStatus = page.getByLabel('Alterar status').first();
  await expect(firstStatus).toBeVisible();
  const next = (await firstStatus.inputValue()) === 'resolved' ? 'investigating' : 'resolved';
  const patched = page.waitForResponse((r) => /\/api\/reports\/\d+\/status$/.test(r.url()));
  await firstStatus.selectOption(next);
  await page.getByRole('button', { name: 'Atualizar status' }).first().click();
  expect((await patched).ok()).toBeTruthy();

  await openTab(page, 'Mensagens');
  const title = `Campanha de vacinação ${Date.now()}`;
  await page.getByRole('button', { name: 'Nova Mensagem' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Destinatários').selectOption('all_patients');
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Mensagem').fill('Vacinação contra a gripe no sábado.');
  await dialog.getByRole('button', { name: 'Enviar Mensagem' }).click();
  await expect(page.getByText('Mensagem enviada com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  const patient = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const who = demo.patients[0]!;
  expect(
    (
      await patient.request.post('/api/auth/patient/login', {
        data: { cpf: who.cpf, password: demo.password },
      })
    ).ok(),
  ).toBeTruthy();
  const inbox = (await (await patient.request.get('/api/messages/inbox')).json()) as { title: string }[];
  expect(inbox.some((m) => m.title === title)).toBeTruthy();
  await patient.close();

  await openTab(page, 'Dados Médicos');
  await expect(page.getByRole('tab', { name: /Receitas \(\d+\)/ })).toBeVisible();
  const filtered = page.waitForResponse(
    (r) => r.url().includes('all-prescriptions') && r.url().includes('period=today'),
  );
  await page.getByLabel('Período').selectOption('today');
  expect((await filtered).ok()).toBeTruthy();
  await page.getByRole('tab', { name: /Exames/ }).click();
  await expect(page.getByRole('tab', { name: /Exames/ })).toHaveAttribute('aria-selected', 'true');
});

test('the account lists are read whole beside the side menu, without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInDepartment(page);
  await openTab(page, 'Pacientes');
  // Seven columns do not fit beside the menu at this width: each account's switch and button are
  // still in sight, not cut or past the list's right edge.
  const patients = page.getByRole('tabpanel', { name: 'Pacientes' });
  await expect(patients.getByRole('switch').first()).toBeInViewport({ ratio: 1 });
  await expect(patients.getByRole('button', { name: /^Editar / }).first()).toBeInViewport({ ratio: 1 });

  await page.goto('/users-management');
  await expect(page.getByRole('button', { name: /^Ver e editar / }).first()).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: /^Desativar / }).first()).toBeInViewport({ ratio: 1 });

  // Where there is room the list is a table again.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('table', { name: 'Usuários' })).toBeVisible();
});

test("the account tabs' search boxes show their whole placeholder beside the new-account button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInDepartment(page);
  for (const [tab, placeholder] of [
    ['Pacientes', 'Buscar por nome ou CPF'],
    ['Funcionários', 'Buscar por nome ou CPF'],
    ['Unidades de Saúde', 'Buscar por nome ou CNES'],
  ] as const) {
    await openTab(page, tab);
    const search = page.getByRole('searchbox', { name: placeholder });
    await expect(search).toHaveAttribute('placeholder', placeholder);
    // The text's width in the box's own font against the room inside its paddings.
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, inner };
    });
    // Chromium keeps room at the end for the search box's clear button (about 20 px) even while empty.
    expect(room.text + 20, tab).toBeLessThan(room.inner);
  }
});
