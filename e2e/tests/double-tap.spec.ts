import {
  devices,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { demoAccounts } from './demo-accounts';
import { selectUnitByName } from './unit-select';
import { cityToday, signInWithCpf, signInWithUsername } from './city/city';

/**
 * Hurried hands: every status action tapped twice, as at a busy counter. The second tap either lands
 * on a button already busy, or repeats a move the server already made; neither shows an error, and
 * the second tap on the spot where Check-in was never marks the patient absent.
 */

/** Taps the centre of `target`, then the same spot again `gapMs` later, whatever is there by then. */
async function doubleTap(page: Page, target: Locator, gapMs: number) {
  // A tap lands on the screen: the button is brought into view first, as a thumb would scroll to it.
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.touchscreen.tap(x, y);
  await page.waitForTimeout(gapMs);
  await page.touchscreen.tap(x, y);
}

async function noErrorToast(page: Page) {
  await expect(page.getByText(/não pode passar para|já foi respondida|Tente novamente/)).toHaveCount(0);
}

test('approve, check-in and finish tapped twice each: one success each, no absence, one record', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const demo = await demoAccounts(request);
  const unit = demo.hospitals.find((h) => h.unit === 'UBS Centro')!;
  const doctor = demo.staff.find((s) => s.user_type === 'doctor')!;
  const reception = demo.staff.find((s) => s.user_type === 'reception')!;
  const patient = demo.patients[1]!;
  const contexts: BrowserContext[] = [];
  const phone = async (b: Browser) => {
    const context = await b.newContext({ ...devices['Pixel 7'] });
    contexts.push(context);
    return context.newPage();
  };
  const stamp = Date.now();
  const notes = `Toque duplo ${stamp}`;
  const diagnosis = `Lombalgia ${stamp}`;

  // The patient asks for a consultation.
  const patientPage = await phone(browser);
  await signInWithCpf(patientPage, patient.cpf, demo.password, false);
  await patientPage.goto('/appointments');
  await patientPage.getByRole('button', { name: 'Solicitar Consulta/Exame' }).click();
  const form = patientPage.getByRole('dialog', { name: 'Solicitar Consulta/Exame' });
  await form.getByLabel('Especialidade').selectOption('Clínico Geral');
  await form.getByLabel('Tipo').selectOption({ label: 'Consulta' });
  await selectUnitByName(form.getByLabel('Unidade de saúde'), unit.unit);
  await form.getByLabel('Observações').fill(notes);
  await form.getByRole('button', { name: 'Enviar Solicitação' }).click();
  await expect(form).toBeHidden();

  // The unit approves it for today with a double tap on "Confirmar aprovação".
  const hospital = await phone(browser);
  await signInWithUsername(hospital, '/hospital-login', unit.username, demo.password);
  await expect(hospital).toHaveURL(/\/hospital-panel$/);
  await hospital
    .getByRole('listitem')
    .filter({ hasText: notes })
    .getByRole('button', { name: 'Aprovar' })
    .tap();
  const approval = hospital.getByRole('dialog', { name: 'Aprovar solicitação' });
  await approval.getByLabel('Data da consulta').fill(cityToday());
  await approval.getByLabel('Horário').fill('06:10');
  const select = approval.getByLabel('Médico responsável');
  const option = select.locator('option', { hasText: doctor.name });
  await expect(option).toBeAttached();
  await select.selectOption((await option.getAttribute('value'))!);
  await approval.getByRole('button', { name: 'Confirmar aprovação' }).dblclick();
  await expect(approval).toBeHidden();
  await noErrorToast(hospital);

  // Reception taps Check-in, and 350 ms later taps the same spot, where "Faltou" now is.
  const desk = await phone(browser);
  await signInWithCpf(desk, reception.cpf, demo.password, true);
  await desk.goto('/appointments');
  const atDesk = desk.getByRole('article').filter({ hasText: notes });
  await expect(atDesk).toContainText('Agendada');
  await doubleTap(desk, atDesk.getByRole('button', { name: 'Check-in' }), 350);
  // The second tap can at most ask (when Faltou was already there); it never marks the patient absent.
  const ask = desk.getByRole('alertdialog', { name: 'Registrar falta' });
  if (await ask.isVisible()) {
    await expect(ask).toContainText('não compareceu');
    await ask.getByRole('button', { name: 'Cancelar' }).tap();
  }
  await expect(ask).toBeHidden();
  await expect(atDesk).toContainText('Confirmada');
  await expect(atDesk).not.toContainText('Faltou:');
  await noErrorToast(desk);

  // The doctor double-taps "Finalizar Consulta": finished once, recorded once.
  const office = await phone(browser);
  await signInWithCpf(office, doctor.cpf, demo.password, true);
  await office.goto('/appointments');
  const visit = office.getByRole('article').filter({ hasText: notes });
  await visit.getByRole('button', { name: 'Finalizar' }).tap();
  const finish = office.getByRole('dialog', { name: 'Finalizar Consulta' });
  await finish.getByLabel('Diagnóstico').fill(diagnosis);
  await finish.getByRole('button', { name: 'Finalizar Consulta' }).dblclick();
  await expect(finish).toBeHidden();
  await expect(visit).toContainText('Realizada');
  await noErrorToast(office);
  await office.goto('/medical-records');
  await expect(office.getByText(diagnosis)).toHaveCount(1);

  for (const context of contexts) await context.close();
});
