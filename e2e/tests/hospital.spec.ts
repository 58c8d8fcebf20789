import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoAccounts } from './demo-accounts';

/** Today in the city's time zone (the server's "not before today" rule uses it). */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

async function hospitalLogin(page: Page, username: string, password: string) {
  await page.goto('/hospital-login');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/hospital-panel$/);
}

/** A patient asks UBS Centro for a consultation; the notes make the request easy to find. */
async function patientRequest(
  request: APIRequestContext,
  cpf: string,
  password: string,
  unitId: number,
  notes: string,
) {
  expect((await request.post('/api/auth/patient/login', { data: { cpf, password } })).ok()).toBe(true);
  const res = await request.post('/api/appointment-requests', {
    data: { specialty: 'Clínico Geral', appointment_type: 'consultation', health_unit_id: unitId, notes },
  });
  expect(res.status()).toBe(201);
}

test('the unit approves a request with a doctor of the specialty and rejects another', async ({
  page,
  browser,
  request,
}) => {
  const demo = await demoAccounts(request);
  const unit = demo.hospitals.find((h) => h.unit === 'UBS Centro')!;
  await hospitalLogin(page, unit.username, demo.password);
  const me = (await (await page.request.get('/api/hospital/me')).json()) as {
    user: { health_unit_id: number };
  };

  const stamp = Date.now();
  const approveNotes = `Aprovar ${stamp}`;
  const rejectNotes = `Rejeitar ${stamp}`;
  const patientContext = await browser.newContext();
  const patient = demo.patients[1]!;
  await patientRequest(
    patientContext.request,
    patient.cpf,
    demo.password,
    me.user.health_unit_id,
    approveNotes,
  );
  await patientRequest(
    patientContext.request,
    patient.cpf,
    demo.password,
    me.user.health_unit_id,
    rejectNotes,
  );
  await patientContext.close();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Solicitações' })).toHaveAttribute('aria-selected', 'true');
  const pendingItem = page.getByRole('listitem').filter({ hasText: approveNotes });
  await expect(pendingItem).toBeVisible();
  await pendingItem.getByRole('button', { name: 'Aprovar' }).click();

  const dialog = page.getByRole('dialog', { name: 'Aprovar solicitação' });
  const confirm = dialog.getByRole('button', { name: 'Confirmar aprovação' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Data da consulta').fill(today());
  await dialog.getByLabel('Horário').fill('18:45');
  await expect(confirm).toBeDisabled();
  const doctorSelect = dialog.getByLabel('Médico responsável');
  await expect(doctorSelect.locator('option', { hasText: 'Ricardo' })).toBeAttached();
  const value = await doctorSelect.locator('option', { hasText: 'Ricardo' }).getAttribute('value');
  await doctorSelect.selectOption(value!);
  await expect(confirm).toBeEnabled();
  // The patient's note, and the doctor's day before booking into it.
  await expect(dialog.getByText('Observação do paciente')).toBeVisible();
  await expect(dialog).toContainText(approveNotes);
  await expect(dialog.getByRole('region', { name: 'Agenda do médico no dia' })).toBeVisible();
  await confirm.click();

  await expect(
    page.getByText('Solicitação aprovada com sucesso! Agora aparece na lista de "Aprovadas".'),
  ).toBeVisible();
  // The unit stays on its queue: the approved request has left it, the other is still there.
  await expect(page.getByRole('button', { name: /Pendentes/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('listitem').filter({ hasText: approveNotes })).toHaveCount(0);
  const toReject = page.getByRole('listitem').filter({ hasText: rejectNotes });
  await expect(toReject).toBeVisible();

  await page.getByRole('button', { name: /Aprovadas/ }).click();
  const approvedItem = page.getByRole('listitem').filter({ hasText: approveNotes });
  await expect(approvedItem.getByText('Consulta agendada')).toBeVisible();
  await expect(approvedItem).toContainText('18:45');
  await expect(approvedItem).toContainText('Ricardo');

  await page.getByRole('button', { name: /Pendentes/ }).click();
  await toReject.getByRole('button', { name: 'Rejeitar' }).click();
  const confirmDialog = page.getByRole('alertdialog', { name: 'Rejeitar solicitação' });
  await expect(confirmDialog).toContainText('O paciente verá o motivo.');
  await confirmDialog.getByLabel('Motivo').selectOption('Sem vaga na agenda para esta especialidade');
  await confirmDialog.getByRole('button', { name: 'Rejeitar' }).click();
  await expect(
    page.getByText('Solicitação rejeitada. Agora aparece na lista de "Rejeitadas".'),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: rejectNotes })).toHaveCount(0);
  await page.getByRole('button', { name: /Rejeitadas/ }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: rejectNotes }).getByText('Solicitação rejeitada'),
  ).toBeVisible();

  // The patient reads why, and can ask again.
  const patientPage = await (await browser.newContext()).newPage();
  await patientPage.goto('/login');
  await patientPage.getByLabel('CPF', { exact: true }).fill(patient.cpf);
  await patientPage.getByLabel('Senha', { exact: true }).fill(demo.password);
  await patientPage.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(patientPage).toHaveURL(/\/dashboard$/);
  await patientPage.goto('/appointments');
  const rejected = patientPage.getByRole('article').filter({ hasText: rejectNotes });
  await expect(rejected).toContainText('Motivo: Sem vaga na agenda para esta especialidade');
  await rejected.getByRole('button', { name: 'Solicitar novamente' }).click();
  await expect(patientPage.getByRole('dialog', { name: 'Solicitar Consulta/Exame' })).toBeVisible();
  await patientPage.context().close();
});

test('the other tabs load their lists and the patient search shows details', async ({ page, request }) => {
  const demo = await demoAccounts(request);
  const unit = demo.hospitals.find((h) => h.unit === 'Hospital Municipal de Santa Helena')!;
  await hospitalLogin(page, unit.username, demo.password);

  await page.getByRole('tab', { name: 'Médicos' }).click();
  await expect(page.getByRole('button', { name: 'Adicionar Médico' })).toBeVisible();
  await page.getByRole('tab', { name: 'Equipe' }).click();
  await expect(page.getByRole('button', { name: 'Adicionar Funcionário' })).toBeVisible();
  await expect(page.getByText('Camila')).toBeVisible();
  await page.getByRole('tab', { name: 'Receitas' }).click();
  await expect(
    page.getByRole('list', { name: 'Receitas' }).or(page.getByText('Nenhuma receita encontrada')),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Exames' }).click();
  await expect(
    page.getByRole('list', { name: 'Exames' }).or(page.getByText('Nenhum exame encontrado')),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Vacinas' }).click();
  await expect(
    page.getByRole('list', { name: 'Vacinas' }).or(page.getByText('Nenhuma vacina registrada')),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Pacientes' }).click();
  await expect(
    page.getByText('Digite pelo menos 3 letras do nome, ou o CPF ou o cartão SUS completo'),
  ).toBeVisible();
  const patient = demo.patients[0]!;
  await page.getByLabel('Nome, CPF ou cartão SUS').fill(patient.name.split(' ')[0]!);
  await page.getByRole('button', { name: `Ver Detalhes de ${patient.name}` }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes do paciente' });
  await expect(details).toContainText(patient.name);
  await expect(details).toContainText('Tipo sanguíneo');
  await details.getByRole('button', { name: 'Fechar' }).click();
  await page.getByLabel('Nome, CPF ou cartão SUS').fill('zzzzzz');
  await expect(page.getByText('Nenhum paciente encontrado')).toBeVisible();
});
