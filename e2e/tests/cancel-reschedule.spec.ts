import { devices, expect, test, type BrowserContext } from '@playwright/test';
import { signInWithCpf } from './city/city';
import { demoAccounts, signInDepartment } from './demo-accounts';
import { selectUnitByName } from './unit-select';

/** A city date some days ahead: YYYY-MM-DD for date inputs. */
function daysAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test('a patient cancels one appointment, reschedules another, withdraws the new request; the agenda and the unit follow', async ({
  browser,
  request,
}, testInfo) => {
  const shot = (name: string) => testInfo.outputPath(`${name}.png`);
  test.setTimeout(150_000);
  const demo = await demoAccounts(request);
  const unit = demo.hospitals.find((h) => h.unit === 'UBS Centro')!;
  const doctor = demo.staff.find((s) => s.user_type === 'doctor')!;
  // Only this run's items (stamped) are looked for, so sharing the demo patient with other journeys is safe.
  const patient = demo.patients[2]!;
  const contexts: BrowserContext[] = [];
  const open = async (phone = false) => {
    const context = await browser.newContext(phone ? devices['Pixel 7'] : {});
    contexts.push(context);
    return context.newPage();
  };
  const stamp = Date.now();
  const toCancel = `Cancelar depois ${stamp}`;
  const toMove = `Remarcar depois ${stamp}`;
  const day = daysAhead(3);

  // The patient asks twice; the unit approves both for a day ahead with the unit's doctor.
  // The patient on a phone (Pixel 7), the unit and the doctor at their desks.
  const patientPage = await open(true);
  await signInWithCpf(patientPage, patient.cpf, demo.password, false);
  await patientPage.goto('/appointments');
  for (const notes of [toCancel, toMove]) {
    await patientPage.getByRole('button', { name: 'Solicitar Consulta/Exame' }).click();
    const form = patientPage.getByRole('dialog', { name: 'Solicitar Consulta/Exame' });
    await form.getByLabel('Especialidade').selectOption('Clínico Geral');
    await form.getByLabel('Tipo').selectOption({ label: 'Consulta' });
    await selectUnitByName(form.getByLabel('Unidade de saúde'), unit.unit);
    await form.getByLabel('Observações').fill(notes);
    await form.getByRole('button', { name: 'Enviar Solicitação' }).click();
    await expect(form).toBeHidden();
  }

  const hospital = await open();
  await hospital.goto('/hospital-login');
  await hospital.getByLabel('Usuário').fill(unit.username);
  await hospital.getByLabel('Senha', { exact: true }).fill(demo.password);
  await hospital.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(hospital).toHaveURL(/\/hospital-panel$/);
  for (const [notes, time] of [
    [toCancel, '07:10'],
    [toMove, '07:40'],
  ] as const) {
    await hospital.getByRole('button', { name: /^Pendentes/ }).click();
    const item = hospital.getByRole('listitem').filter({ hasText: notes });
    await item.getByRole('button', { name: 'Aprovar' }).click();
    const approval = hospital.getByRole('dialog', { name: 'Aprovar solicitação' });
    await approval.getByLabel('Data da consulta').fill(day);
    await approval.getByLabel('Horário').fill(time);
    const select = approval.getByLabel('Médico responsável');
    const option = select.locator('option', { hasText: doctor.name });
    await expect(option).toBeAttached();
    await select.selectOption((await option.getAttribute('value'))!);
    await approval.getByRole('button', { name: 'Confirmar aprovação' }).click();
    await expect(approval).toBeHidden();
  }

  // The doctor's agenda has both.
  const office = await open();
  await signInWithCpf(office, doctor.cpf, demo.password, true);
  await office.goto('/appointments');
  await expect(office.getByRole('article').filter({ hasText: toCancel })).toBeVisible();
  await expect(office.getByRole('article').filter({ hasText: toMove })).toBeVisible();

  // The patient cancels the first, saying why.
  await patientPage.goto('/appointments');
  // The appointment cards (the request cards are named "Solicitação de ...").
  const appointmentCard = (notes: string) =>
    patientPage.getByRole('article', { name: /^Clínico Geral, / }).filter({ hasText: notes });
  const first = appointmentCard(toCancel);
  await expect(first).toContainText('Agendada');
  await first.getByRole('button', { name: 'Cancelar' }).click();
  const cancel = patientPage.getByRole('alertdialog', { name: 'Cancelar consulta' });
  await expect(cancel).toContainText('Tem certeza que deseja cancelar');
  await cancel.getByLabel('Motivo (opcional)').fill('Vou viajar');
  await patientPage.screenshot({ path: shot('cancel-dialog-pixel7') });
  await cancel.getByRole('button', { name: 'Cancelar consulta' }).dblclick();
  await expect(patientPage.getByText('Consulta cancelada.')).toBeVisible();
  await expect(first).toContainText('Cancelada');
  await expect(first).toContainText('Motivo do cancelamento: Vou viajar');
  await expect(first.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);

  // ...and reschedules the second: a new pending request with a note, linked to it.
  const second = appointmentCard(toMove);
  await second.getByRole('button', { name: 'Remarcar' }).click();
  const move = patientPage.getByRole('alertdialog', { name: 'Remarcar consulta' });
  await expect(move).toContainText('Clínico Geral');
  await expect(move).toContainText(unit.unit);
  await move.getByLabel('Observações para a unidade (opcional)').fill(`Prefiro à tarde ${stamp}`);
  await patientPage.screenshot({ path: shot('reschedule-dialog-pixel7') });
  await move.getByRole('button', { name: 'Remarcar' }).click();
  await expect(move).toBeHidden();
  await expect(second).toContainText('Cancelada');
  const asked = patientPage
    .getByRole('list', { name: 'Minhas Solicitações' })
    .getByRole('listitem')
    .filter({ hasText: `Prefiro à tarde ${stamp}` });
  await expect(asked).toContainText('Pendente');
  await expect(asked).toContainText('Remarcação de uma consulta cancelada');
  await patientPage.screenshot({ path: shot('patient-pixel7'), fullPage: true });

  // The doctor's agenda no longer shows either slot.
  await Promise.all([
    office.waitForResponse((r) => r.url().includes('/api/appointments?') && r.ok()),
    office.reload(),
  ]);
  await expect(office.getByText('Carregando consultas...')).toHaveCount(0);
  await expect(office.getByRole('article').filter({ hasText: toCancel })).toHaveCount(0);
  await expect(office.getByRole('article').filter({ hasText: toMove })).toHaveCount(0);

  // The unit sees both cancellations, with the reason, and the new request in its queue.
  await hospital.reload();
  const cancellations = hospital.getByRole('list', { name: 'Consultas canceladas' });
  await expect(cancellations.getByRole('listitem').first()).toContainText('Pediu remarcação');
  await expect(cancellations).toContainText('Vou viajar');
  await expect(hospital.getByRole('listitem').filter({ hasText: `Prefiro à tarde ${stamp}` })).toContainText(
    'Remarcação',
  );
  await hospital.screenshot({ path: shot('hospital-desktop'), fullPage: true });

  // The patient withdraws the new request; the unit's queue drops it.
  await asked.getByRole('button', { name: 'Desistir' }).click();
  const withdraw = patientPage.getByRole('alertdialog', { name: 'Desistir da solicitação' });
  await withdraw.getByRole('button', { name: 'Desistir' }).click();
  await expect(patientPage.getByText('Solicitação cancelada.')).toBeVisible();
  await expect(asked).toContainText('Cancelado');
  await expect(asked.getByRole('button', { name: 'Desistir' })).toHaveCount(0);
  await hospital.reload();
  await expect(hospital.getByRole('listitem').filter({ hasText: `Prefiro à tarde ${stamp}` })).toHaveCount(0);

  // The department's analytics count the freed slots (this run's two at least).
  const department = await open();
  await signInDepartment(department);
  await department.getByRole('tab', { name: 'Analytics', exact: true }).click();
  await expect(department.getByText('Vagas liberadas por cancelamento')).toBeVisible();
  await expect(department.getByTestId('vagas-liberadas')).toHaveText(/^([2-9]|\d{2,})/);
  await department.screenshot({ path: shot('analytics-desktop') });

  for (const context of contexts) await context.close();
});
