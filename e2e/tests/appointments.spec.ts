import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInWithCpf } from './city/city';
import { demoAccounts } from './demo-accounts';

/** Today's date as the app shows it (the browser runs in America/Sao_Paulo, like the demo city). */
const today = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/** An appointment card, found again by its accessible name (patient, date and time). */
const card = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

test('the patient requests an appointment and sees it on top of Minhas Solicitações', async ({
  page,
  request,
}) => {
  const demo = await demoAccounts(request);
  await signInWithCpf(page, demo.patients[0]!.cpf, demo.password, false);
  await page.goto('/appointments');
  await expect(page.getByRole('heading', { name: 'Minhas Solicitações' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Consultas Confirmadas' })).toBeVisible();

  await page.getByRole('button', { name: 'Solicitar Consulta/Exame' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar Consulta/Exame' });
  await dialog.getByRole('button', { name: 'Enviar Solicitação' }).click();
  await expect(dialog.getByText('Por favor, preencha todos os campos obrigatórios.')).toBeVisible();

  const note = `Dor no joelho ao subir escadas ${Date.now()}`;
  await dialog.getByLabel('Especialidade').selectOption('Ortopedista');
  await dialog.getByLabel('Tipo').selectOption({ label: 'Exame' });
  await expect(dialog.getByLabel('Unidade de saúde')).toHaveValue('');
  await dialog.getByLabel('Observações').fill(note);

  // The page reloads before the request is sent (the phone dropped the tab): nothing typed is lost.
  await page.reload();
  await page.getByRole('button', { name: 'Solicitar Consulta/Exame' }).click();
  await expect(dialog.getByText('Recuperamos o que você tinha digitado.')).toBeVisible();
  await expect(dialog.getByLabel('Especialidade')).toHaveValue('Ortopedista');
  await expect(dialog.getByLabel('Observações')).toHaveValue(note);
  await dialog.getByRole('button', { name: 'Enviar Solicitação' }).click();

  await expect(
    page.getByText('Solicitação enviada com sucesso! Aguarde a aprovação da unidade de saúde.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // Sent: the next request starts empty.
  await page.getByRole('button', { name: 'Solicitar Consulta/Exame' }).click();
  await expect(dialog.getByLabel('Observações')).toHaveValue('');
  await expect(dialog.getByText('Recuperamos o que você tinha digitado.')).toBeHidden();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  const first = page.getByRole('list', { name: 'Minhas Solicitações' }).getByRole('listitem').first();
  await expect(first).toContainText('Ortopedista');
  await expect(first).toContainText(note);
  await expect(first).toContainText('Aguardando aprovação dos hospitais/UBS');
  await expect(first).toContainText('Pendente');
});

test('reception checks in a scheduled appointment of today and marks it Faltou', async ({
  page,
  request,
}) => {
  const demo = await demoAccounts(request);
  const reception = demo.staff.find((s) => s.user_type === 'reception')!;
  await signInWithCpf(page, reception.cpf, demo.password, true);
  await page.goto('/appointments');
  await expect(page.getByRole('heading', { name: 'Todas as Consultas' })).toBeVisible();

  const scheduled = page
    .getByRole('article')
    .filter({ hasText: today() })
    .filter({ has: page.getByRole('button', { name: 'Check-in' }) })
    .first();
  const name = (await scheduled.getAttribute('aria-label'))!;
  await expect(scheduled).toContainText('Agendada');
  // Reception never finishes an appointment: that is the doctor's action.
  await expect(scheduled.getByRole('button', { name: 'Finalizar' })).toHaveCount(0);
  const checkInButton = scheduled.getByRole('button', { name: 'Check-in' });
  const spot = (await checkInButton.boundingBox())!;
  await checkInButton.click();

  const checkedIn = card(page, name);
  await expect(checkedIn).toContainText('Confirmada');
  // A double tap's second tap, landing where Check-in was once the answer is in, opens nothing.
  await page.mouse.click(spot.x + spot.width / 2, spot.y + spot.height / 2);
  // Faltou comes a moment later; by then a dialog opened by that tap would be on screen.
  await expect(checkedIn.getByRole('button', { name: 'Faltou' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Registrar falta' })).toHaveCount(0);
  await expect(checkedIn.getByRole('button', { name: 'Check-in' })).toHaveCount(0);
  // Faltou asks first; cancelling leaves the patient checked in.
  await checkedIn.getByRole('button', { name: 'Faltou' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Registrar falta' });
  await expect(ask).toContainText('não compareceu');
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toBeHidden();
  await expect(checkedIn).toContainText('Confirmada');
  await checkedIn.getByRole('button', { name: 'Faltou' }).click();
  await ask.getByRole('button', { name: 'Confirmar falta' }).click();
  await expect(ask).toBeHidden();
  await expect(checkedIn.getByText('Faltou')).toBeVisible();
  await expect(checkedIn.getByRole('button')).toHaveCount(0);

  // The filter asks the server: the checked-in-then-missed appointment is no longer "confirmed".
  await page.getByLabel('Status').selectOption('confirmed');
  await expect(page.getByRole('article').first()).toContainText('Confirmada');
  await expect(card(page, name)).toHaveCount(0);
});

test('the doctor finishes an appointment with a record and issues a prescription the patient then sees', async ({
  page,
  request,
}) => {
  const demo = await demoAccounts(request);
  const doctor = demo.staff.find((s) => s.user_type === 'doctor')!;
  await signInWithCpf(page, doctor.cpf, demo.password, true);
  await page.goto('/appointments');
  await expect(page.getByRole('heading', { name: 'Todas as Consultas' })).toBeVisible();

  // An appointment of today whose patient has a demo login, so the patient side can be checked.
  const open = page
    .getByRole('article')
    .filter({ hasText: today() })
    .filter({ has: page.getByRole('button', { name: 'Finalizar' }) });
  await expect(open.first()).toBeVisible();
  let chosen: { name: string; patient: { cpf: string; name: string } } | null = null;
  for (const item of await open.all()) {
    const name = (await item.getAttribute('aria-label'))!;
    const patient = demo.patients.find((p) => name.startsWith(`${p.name},`));
    if (patient) {
      chosen = { name, patient };
      break;
    }
  }
  expect(chosen, 'an appointment of today with a demo patient').not.toBeNull();
  const appointment = card(page, chosen!.name);

  const stamp = Date.now();
  const diagnosis = `Faringite viral aguda ${stamp}`;
  await appointment.getByRole('button', { name: 'Finalizar' }).click();
  const finish = page.getByRole('dialog', { name: 'Finalizar Consulta' });
  await finish.getByLabel('Diagnóstico').fill(diagnosis);
  // The CID-10 code, found by words of its description and chosen from the list.
  await finish.getByRole('combobox', { name: 'CID-10' }).fill('faringite aguda');
  await finish.getByRole('option', { name: /^J02\.9/ }).click();
  await expect(finish.getByRole('list', { name: 'Códigos CID-10 escolhidos' })).toContainText(
    'J02.9 Faringite aguda não especificada',
  );
  await finish.getByLabel('Tratamento').fill('Repouso, hidratação e analgésico se dor');
  await finish.getByRole('button', { name: 'Finalizar Consulta' }).click();
  await expect(finish).toBeHidden();
  await expect(appointment).toContainText('Realizada');
  await expect(appointment.getByRole('button', { name: 'Finalizar' })).toHaveCount(0);

  await appointment.getByRole('button', { name: 'Emitir Receita' }).click();
  const issue = page.getByRole('dialog', { name: 'Nova Receita' });
  await expect(issue).toContainText(chosen!.patient.name);
  const text = issue.getByLabel('Prescrição');
  await text.fill('Amox');
  await issue.getByRole('button', { name: 'Amoxicilina 500 mg cápsula' }).click();
  await expect(text).toHaveValue('Amoxicilina 500 mg cápsula ');
  await text.pressSequentially(`— 1 cápsula de 8 em 8 horas por 7 dias (${stamp})`);
  await issue.getByLabel('Instruções adicionais').fill('Tomar após as refeições');
  await issue.getByRole('button', { name: 'Emitir Receita' }).click();
  const issued = page.getByText(
    'Receita médica emitida com sucesso! O paciente poderá visualizar em seu painel.',
  );
  // A demo patient's card may record a penicillin allergy (another journey edits it): then the doctor
  // confirms, as decision 019 asks.
  const confirmAllergy = issue.getByLabel('Estou ciente da alergia e quero emitir a receita');
  await expect(issued.or(confirmAllergy)).toBeVisible();
  if (await confirmAllergy.isVisible()) {
    await confirmAllergy.check();
    await issue.getByRole('button', { name: 'Emitir Receita' }).click();
  }
  await expect(issued).toBeVisible();
  await expect(issue).toBeHidden();

  await page.context().clearCookies();
  await signInWithCpf(page, chosen!.patient.cpf, demo.password, false);
  await page.goto('/prescriptions');
  const prescription = page.getByRole('article').filter({ hasText: String(stamp) });
  await expect(prescription).toContainText('Amoxicilina 500 mg cápsula');
  await expect(prescription).toContainText('Válida');

  await page.goto('/medical-records');
  await expect(page.getByRole('tab', { name: 'Consultas' })).toHaveAttribute('aria-selected', 'true');
  const record = page.getByRole('article').filter({ hasText: diagnosis });
  await expect(record).toContainText('Repouso, hidratação e analgésico se dor');
  await expect(record).toContainText('J02.9 Faringite aguda não especificada');
  await expect(record).toContainText(doctor.name);
});
