import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccounts } from './demo-accounts';
import { freshCpf } from './fresh-cpf';

/** Today in the demo city, as the date inputs take it (YYYY-MM-DD). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function hospitalLogin(page: Page, username: string, password: string) {
  await page.goto('/hospital-login');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/hospital-panel$/);
}

/** Types the patient's name in the dialog's unit search and picks the matching result. */
async function choosePatient(dialog: Locator, name: string) {
  await dialog.getByRole('searchbox', { name: 'Paciente' }).fill(name);
  await dialog
    .getByRole('list', { name: 'Pacientes encontrados' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(dialog.getByRole('button', { name: 'Trocar paciente' })).toBeVisible();
}

test('the hospital registers and approves an exam, registers vaccinations, and the patient sees them', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const demo = await demoAccounts(request);
  const unit = demo.hospitals[0]!;
  const patient = demo.patients[1]!;
  const stamp = Date.now();
  const examType = `Hemograma completo ${stamp}`;
  // The calendar's vaccine is told apart by its lot; one outside the calendar by its typed name.
  const vaccine = 'Febre amarela';
  const lot = `FA${stamp}`;
  const fromDetails = `Febre tifoide ${stamp}`;

  await hospitalLogin(page, unit.username, demo.password);

  // Exames: register for a searched patient; it arrives pending, with Aprovar/Rejeitar.
  await page.getByRole('tab', { name: 'Exames' }).click();
  await page.getByRole('button', { name: 'Registrar Exame' }).click();
  const examDialog = page.getByRole('dialog', { name: 'Registrar Exame' });
  await examDialog.getByRole('button', { name: 'Registrar Exame' }).click();
  await expect(examDialog.getByText('Selecione um paciente')).toBeVisible();
  await choosePatient(examDialog, patient.name);
  await examDialog.getByLabel('Tipo de exame').fill(examType);
  await examDialog.getByLabel('Data do exame').fill(today());
  await examDialog.getByLabel('Resultado', { exact: true }).fill('Sem alterações significativas');
  await examDialog.getByLabel('Situação do resultado').selectOption({ label: 'Normal' });
  await examDialog.getByRole('button', { name: 'Registrar Exame' }).click();
  await expect(page.getByText('Exame registrado com sucesso!')).toBeVisible();
  await expect(examDialog).toBeHidden();

  const examItem = page
    .getByRole('list', { name: 'Exames' })
    .getByRole('listitem')
    .filter({ hasText: examType });
  await expect(examItem).toContainText('Aguardando aprovação');
  await expect(examItem).toContainText(patient.name);
  await expect(examItem.getByRole('button', { name: /^Rejeitar/ })).toBeVisible();
  await examItem.getByRole('button', { name: /^Aprovar/ }).click();
  await expect(page.getByText('Exame aprovado.')).toBeVisible();
  // Decided, it leaves the pending queue (the tab opens on it) for the approved list.
  await expect(examItem).toHaveCount(0);
  await page.getByRole('button', { name: /^Aprovados/ }).click();
  await expect(examItem).toContainText('Aprovado');
  await expect(examItem.getByRole('button', { name: /^Aprovar/ })).toHaveCount(0);

  // Vacinas: register for a searched patient; it is listed with the unit as who applied it.
  await page.getByRole('tab', { name: 'Vacinas' }).click();
  await page.getByRole('button', { name: 'Registrar Vacina' }).click();
  const vaccineDialog = page.getByRole('dialog', { name: 'Registrar Vacina' });
  await choosePatient(vaccineDialog, patient.name);
  await vaccineDialog.getByLabel('Vacina', { exact: true }).selectOption({ label: vaccine });
  await vaccineDialog.getByLabel('Data da vacinação').fill(today());
  await vaccineDialog.getByLabel('Dose', { exact: true }).selectOption({ label: 'Dose única' });
  await vaccineDialog.getByLabel('Lote').fill(lot);
  await vaccineDialog.getByLabel('Fabricante').fill('Bio-Manguinhos/Fiocruz');
  await vaccineDialog.getByRole('button', { name: 'Registrar Vacina' }).click();
  await expect(vaccineDialog).toBeHidden();
  const vaccineItem = page
    .getByRole('list', { name: 'Vacinas' })
    .getByRole('listitem')
    .filter({ hasText: lot });
  await expect(vaccineItem).toContainText(vaccine);
  await expect(vaccineItem).toContainText(patient.name);
  await expect(vaccineItem).toContainText('Dose única');
  await expect(vaccineItem).toContainText('Bio-Manguinhos/Fiocruz');
  await expect(vaccineItem).toContainText(unit.unit);

  // From a patient's 'Ver Detalhes': the patient is already chosen.
  await page.getByRole('tab', { name: 'Pacientes' }).click();
  await page.getByLabel('Nome, CPF ou cartão SUS').fill(patient.name);
  await page
    .getByRole('button', { name: `Ver Detalhes de ${patient.name}` })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Detalhes do paciente' });
  await details.getByRole('button', { name: 'Registrar Vacina' }).click();
  const fixedDialog = page.getByRole('dialog', { name: 'Registrar Vacina' });
  await expect(fixedDialog).toContainText(patient.name);
  await expect(fixedDialog.getByRole('searchbox')).toHaveCount(0);
  await fixedDialog
    .getByLabel('Vacina', { exact: true })
    .selectOption({ label: 'Outra vacina (fora do calendário)' });
  await fixedDialog.getByLabel('Nome da vacina').fill(fromDetails);
  await fixedDialog.getByLabel('Data da vacinação').fill(today());
  await fixedDialog.getByRole('button', { name: 'Registrar Vacina' }).click();
  await expect(fixedDialog).toBeHidden();
  await page.getByRole('tab', { name: 'Vacinas' }).click();
  await expect(
    page.getByRole('list', { name: 'Vacinas' }).getByRole('listitem').filter({ hasText: fromDetails }),
  ).toContainText(patient.name);

  // The patient finds all of it in their own records.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('CPF', { exact: true }).fill(patient.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/medical-records');
  await page.getByRole('tab', { name: 'Vacinas' }).click();
  await expect(page.getByRole('article', { name: vaccine }).filter({ hasText: lot })).toBeVisible();
  await expect(page.getByRole('article', { name: fromDetails })).toBeVisible();
  await page.getByRole('tab', { name: 'Exames' }).click();
  await expect(page.getByRole('article', { name: examType })).toContainText('Sem alterações significativas');
});

test('a walk-in: the unit attests the patient is at its counter before recording a vaccine for someone it has no record of', async ({
  page,
  request,
}) => {
  const demo = await demoAccounts(request);
  const unit = demo.hospitals[0]!;
  const name = `Wagner Avulso ${Date.now()}`;
  const registered = await request.post('/api/auth/patient/register', {
    data: {
      cpf: freshCpf(),
      password: 'avulso123',
      full_name: name,
      birth_date: '1975-03-03',
      gender: 'masculino',
    },
  });
  expect(registered.status()).toBe(201);

  await hospitalLogin(page, unit.username, demo.password);
  await page.getByRole('tab', { name: 'Vacinas' }).click();
  await page.getByRole('button', { name: 'Registrar Vacina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar Vacina' });
  await choosePatient(dialog, name);
  await dialog.getByLabel('Vacina', { exact: true }).selectOption({ label: 'Influenza trivalente' });
  await dialog.getByLabel('Data da vacinação').fill(today());
  await dialog.getByLabel('Dose', { exact: true }).selectOption({ label: 'Dose única' });
  await dialog.getByLabel('Lote').fill(`INF${Date.now()}`);
  await dialog.getByLabel('Fabricante').fill('Instituto Butantan');
  await dialog.getByRole('button', { name: 'Registrar Vacina' }).click();
  await expect(dialog.getByRole('alert')).toContainText('confirme que está presente na unidade');
  const attest = dialog.getByLabel(/Confirmo que o paciente está presente nesta unidade/);
  await expect(attest).not.toBeChecked();
  await page.screenshot({ path: test.info().outputPath('walk-in-confirm.png') });
  await attest.check();
  await dialog.getByRole('button', { name: 'Registrar Vacina' }).click();
  await expect(page.getByText('Vacina registrada com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
});
