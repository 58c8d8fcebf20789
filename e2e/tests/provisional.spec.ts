import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './demo-accounts';

// Chromium's fake camera gives the provisional dialog a real video stream without a device.
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
  permissions: ['camera'],
});

async function staffLogin(page: Page, cpf: string, password: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sou funcionário da saúde' }).click();
  await page.getByLabel('CPF', { exact: true }).fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("the doctor home shows the counters and today's agenda in time order", async ({ page, request }) => {
  const demo = await demoAccounts(request);
  const doctor = demo.staff.find((s) => s.user_type === 'doctor')!;
  await staffLogin(page, doctor.cpf, demo.password);
  await expect(page.getByRole('button', { name: 'Nova Receita' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sem Documentos' })).toBeVisible();
  const agenda = page.getByRole('region', { name: 'Agenda de hoje' });
  const items = agenda.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const times = await items.evaluateAll((lis) =>
    lis.map((li) => li.querySelector('span')?.textContent ?? ''),
  );
  expect(times.length).toBeGreaterThan(0);
  expect([...times].sort()).toEqual(times);
  await expect(agenda.getByRole('link', { name: 'Ver todas as consultas' })).toHaveAttribute(
    'href',
    '/appointments',
  );
  const summary = page.getByRole('region', { name: 'Resumo do dia' });
  await expect(summary.getByText('Consultas hoje')).toBeVisible();
  await expect(summary.getByText('Receitas emitidas')).toBeVisible();
  // The agenda keeps the page's spacing from the quick links below it.
  const agendaBox = (await agenda.boundingBox())!;
  const linksBox = (await page.getByRole('navigation', { name: 'Acesso rápido' }).boundingBox())!;
  expect(linksBox.y - (agendaBox.y + agendaBox.height)).toBeGreaterThanOrEqual(16);
});

test("reception sees today's check-in list and registers a person without documents", async ({
  page,
  request,
}) => {
  const demo = await demoAccounts(request);
  const reception = demo.staff.find((s) => s.user_type === 'reception')!;
  await staffLogin(page, reception.cpf, demo.password);
  const list = page.getByRole('region', { name: 'Check-in de hoje' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('Confirmadas', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sem Documentos' }).click();
  const dialog = page.getByRole('dialog');
  // Nothing filled: the spec's single alert.
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Por favor, preencha todos os campos obrigatórios e capture uma foto.',
  );
  const capture = dialog.getByRole('button', { name: 'Capturar Foto' });
  await expect(capture).toBeEnabled();
  await capture.click();
  await expect(dialog.getByRole('img', { name: 'Foto capturada' })).toBeVisible();
  await dialog.getByLabel('Idade aproximada').fill('35');
  await dialog.getByLabel('Sexo').selectOption('masculino');
  // Prefilled with the receptionist's unit.
  await expect(dialog.getByLabel('Local de registro')).toHaveValue('UBS Centro');
  await dialog
    .getByLabel('Descrição física')
    .fill('Cabelo grisalho, camisa azul, cicatriz no braço esquerdo.');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByText('Prontuário provisório criado com sucesso!')).toBeVisible();
  await expect(dialog.getByTestId('provisional-id')).toHaveText(/\S+/);
  await expect(dialog).toContainText('órgãos públicos competentes');
});
