import { expect, test, type BrowserContext } from '@playwright/test';
import { signInWithCpf } from './city/city';
import { demoAccounts } from './demo-accounts';
import { selectUnitByName } from './unit-select';

/** Today in the demo city: YYYY-MM-DD for date inputs. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

test('request, approval, check-in, finish, prescription, patient view and pharmacy dispensing', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const demo = await demoAccounts(request);
  const unit = demo.hospitals.find((h) => h.unit === 'UBS Centro')!;
  const doctor = demo.staff.find((s) => s.user_type === 'doctor')!;
  const reception = demo.staff.find((s) => s.user_type === 'reception')!;
  const patient = demo.patients[2]!;
  const contexts: BrowserContext[] = [];
  const open = async () => {
    const context = await browser.newContext();
    contexts.push(context);
    return context.newPage();
  };
  // Unique texts find this run's items among the demo data.
  const stamp = Date.now();
  const notes = `Ciclo completo ${stamp}`;
  const diagnosis = `Cefaleia tensional ${stamp}`;
  const text = `Paracetamol 750 mg, 1 comprimido a cada 8 horas por 3 dias (${stamp})`;

  // 1. The patient asks the unit for a consultation with the 'Solicitar Consulta/Exame' form.
  const patientPage = await open();
  await signInWithCpf(patientPage, patient.cpf, demo.password, false);
  await patientPage.goto('/appointments');
  await patientPage.getByRole('button', { name: 'Solicitar Consulta/Exame' }).click();
  const form = patientPage.getByRole('dialog', { name: 'Solicitar Consulta/Exame' });
  await form.getByLabel('Especialidade').selectOption('Clínico Geral');
  await form.getByLabel('Tipo').selectOption({ label: 'Consulta' });
  await selectUnitByName(form.getByLabel('Unidade de saúde'), unit.unit);
  await form.getByLabel('Observações').fill(notes);
  await form.getByRole('button', { name: 'Enviar Solicitação' }).click();
  await expect(
    patientPage.getByText('Solicitação enviada com sucesso! Aguarde a aprovação da unidade de saúde.'),
  ).toBeVisible();
  const requested = patientPage
    .getByRole('list', { name: 'Minhas Solicitações' })
    .getByRole('listitem')
    .first();
  await expect(requested).toContainText(notes);
  await expect(requested).toContainText('Pendente');

  // 2. The hospital approves it in the panel, for today with the unit's general practitioner.
  const hospital = await open();
  await hospital.goto('/hospital-login');
  await hospital.getByLabel('Usuário').fill(unit.username);
  await hospital.getByLabel('Senha', { exact: true }).fill(demo.password);
  await hospital.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(hospital).toHaveURL(/\/hospital-panel$/);
  const item = hospital.getByRole('listitem').filter({ hasText: notes });
  await item.getByRole('button', { name: 'Aprovar' }).click();
  const approval = hospital.getByRole('dialog', { name: 'Aprovar solicitação' });
  await approval.getByLabel('Data da consulta').fill(today());
  await approval.getByLabel('Horário').fill('06:05');
  const select = approval.getByLabel('Médico responsável');
  const option = select.locator('option', { hasText: doctor.name });
  await expect(option).toBeAttached();
  await select.selectOption((await option.getAttribute('value'))!);
  await approval.getByRole('button', { name: 'Confirmar aprovação' }).click();
  // The panel stays on the queue; the approved request is under "Aprovadas".
  await expect(hospital.getByRole('listitem').filter({ hasText: notes })).toHaveCount(0);
  await hospital.getByRole('button', { name: /Aprovadas/ }).click();
  await expect(hospital.getByRole('listitem').filter({ hasText: notes })).toContainText('Consulta agendada');

  // 3. Reception checks the patient in at /appointments.
  const desk = await open();
  await signInWithCpf(desk, reception.cpf, demo.password, true);
  await desk.goto('/appointments');
  const atDesk = desk.getByRole('article').filter({ hasText: notes });
  await expect(atDesk).toContainText('Agendada');
  await atDesk.getByRole('button', { name: 'Check-in' }).click();
  await expect(atDesk).toContainText('Confirmada');
  await expect(atDesk.getByRole('button', { name: 'Faltou' })).toBeVisible();

  // 4. The doctor finishes it with a record, then issues the prescription from the appointment.
  const office = await open();
  await signInWithCpf(office, doctor.cpf, demo.password, true);
  await office.goto('/appointments');
  const visit = office.getByRole('article').filter({ hasText: notes });
  await expect(visit).toContainText('Confirmada');
  await visit.getByRole('button', { name: 'Finalizar' }).click();
  const finish = office.getByRole('dialog', { name: 'Finalizar Consulta' });
  await finish.getByLabel('Diagnóstico').fill(diagnosis);
  await finish.getByLabel('Tratamento').fill('Analgésico e repouso');
  await finish.getByRole('button', { name: 'Finalizar Consulta' }).click();
  await expect(finish).toBeHidden();
  await expect(visit).toContainText('Realizada');
  await visit.getByRole('button', { name: 'Emitir Receita' }).click();
  const issue = office.getByRole('dialog', { name: 'Nova Receita' });
  await expect(issue).toContainText(patient.name);
  await issue.getByLabel('Prescrição').fill(text);
  await issue.getByRole('button', { name: 'Emitir Receita' }).click();
  await expect(
    office.getByText('Receita médica emitida com sucesso! O paciente poderá visualizar em seu painel.'),
  ).toBeVisible();
  await expect(issue).toBeHidden();

  // 5. The patient sees the record and the prescription, and reads the QR's validation address.
  await patientPage.goto('/medical-records');
  const record = patientPage.getByRole('article').filter({ hasText: diagnosis });
  await expect(record).toContainText('Analgésico e repouso');
  await expect(record).toContainText(doctor.name);
  await patientPage.goto('/prescriptions');
  const prescription = patientPage.getByRole('article').filter({ hasText: text });
  await expect(prescription).toContainText('Válida');
  await prescription.getByRole('button', { name: 'QR Code' }).click();
  const qr = patientPage.getByRole('dialog', { name: 'QR Code da Receita' });
  const link = qr.getByRole('link', { name: /\/validar-receita\?id=/ });
  const validationUrl = new URL((await link.getAttribute('href'))!);

  // 6. The pharmacy counter (unit session) opens that address and dispenses once.
  await hospital.goto(`${validationUrl.pathname}${validationUrl.search}`);
  await expect(hospital.getByText('Válida', { exact: true })).toBeVisible();
  await expect(hospital.getByText(text)).toBeVisible();
  await hospital.getByRole('button', { name: 'Marcar como dispensada' }).click();
  await expect(hospital.getByText('Dispensada agora', { exact: true })).toBeVisible();
  await expect(hospital.getByText(/^Receita marcada como dispensada\./)).toBeVisible();
  // Nothing left to dispense: the button is gone, so it cannot be pressed twice.
  await expect(hospital.getByRole('button', { name: 'Marcar como dispensada' })).toHaveCount(0);

  // The patient's list no longer says "Válida": it says when and where it was dispensed.
  await patientPage.goto('/prescriptions');
  await expect(prescription).toContainText('Dispensada');
  await expect(prescription).not.toContainText('Válida');
  await expect(prescription).toContainText(/Dispensada em \d{2}\/\d{2}\/\d{4}/);

  // A visitor without a session sees the status but cannot dispense.
  const visitor = await open();
  await visitor.goto(`${validationUrl.pathname}${validationUrl.search}`);
  await expect(visitor.getByText('Já dispensada', { exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Marcar como dispensada' })).toHaveCount(0);

  // A tampered QR text pasted in the checker is flagged. The raw text is test data: the patient's
  // screen shows the QR as an image, so it is read from the patient's own list.
  const mine = (await (await patientPage.request.get('/api/prescriptions')).json()) as {
    prescription_text: string;
    qr_code: string | null;
  }[];
  const original = mine.find((p) => p.prescription_text === text)!.qr_code!;
  const forged = JSON.stringify({ ...(JSON.parse(original) as object), patient: 'Outra Pessoa' });
  const tampered = original.replace('"Paracetamol', '"Morfina');
  await visitor.getByLabel('Texto do QR code').fill(tampered === original ? forged : tampered);
  await visitor.getByRole('button', { name: 'Verificar' }).click();
  await expect(visitor.getByText('Adulterada', { exact: true })).toBeVisible();

  for (const context of contexts) await context.close();
});
