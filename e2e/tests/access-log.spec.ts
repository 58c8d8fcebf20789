/**
 * "Quem acessou meus dados" (decision 038): a doctor opens the records they wrote, which show a
 * patient's visit; that patient, from the health card, sees the doctor's read in their list.
 */
import { expect, test } from '@playwright/test';
import { signInWithCpf } from './city/city';
import { demoAccounts } from './demo-accounts';

const SHOTS = process.env.ACCESS_LOG_SHOTS;

test("the patient sees the doctor's read of their records", async ({ browser, request }) => {
  test.setTimeout(60_000);
  const demo = await demoAccounts(request);
  const doctor = demo.staff.find((s) => s.user_type === 'doctor')!;

  const doctorContext = await browser.newContext();
  const doctorPage = await doctorContext.newPage();
  await signInWithCpf(doctorPage, doctor.cpf, demo.password, true);
  await doctorPage.goto('/medical-records');
  const records = doctorPage.getByRole('article');
  await expect(records.first()).toContainText('Paciente:');
  // A patient whose visit the doctor's page showed.
  const shown = await records.allTextContents();
  const patient = demo.patients.find((p) => shown.some((text) => text.includes(`Paciente: ${p.name}`)));
  expect(patient, 'a demo patient among the records the doctor opened').toBeTruthy();
  await doctorContext.close();

  const patientContext = await browser.newContext();
  const page = await patientContext.newPage();
  await signInWithCpf(page, patient!.cpf, demo.password, false);
  await page
    .getByRole('region', { name: 'Cartão de Saúde Digital' })
    .getByRole('link', {
      name: 'Quem acessou meus dados',
    })
    .click();
  await expect(page).toHaveURL(/\/quem-acessou-meus-dados$/);
  await expect(page.getByRole('heading', { name: 'Quem acessou meus dados' })).toBeVisible();
  const read = page
    .getByRole('article', { name: /^Prontuário, / })
    .filter({ hasText: doctor.name })
    .first();
  await expect(read).toBeVisible();
  await expect(read).toContainText('Médico');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/access-log-desktop.png`, fullPage: true });
  await patientContext.close();

  if (SHOTS) {
    const phone = await browser.newContext({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    const phonePage = await phone.newPage();
    await signInWithCpf(phonePage, patient!.cpf, demo.password, false);
    const card = phonePage.getByRole('region', { name: 'Cartão de Saúde Digital' });
    await expect(card.getByRole('link', { name: 'Quem acessou meus dados' })).toBeVisible();
    await card.screenshot({ path: `${SHOTS}/health-card-phone.png` });
    await phonePage.goto('/quem-acessou-meus-dados');
    await expect(phonePage.getByRole('article').first()).toBeVisible();
    await phonePage.screenshot({ path: `${SHOTS}/access-log-phone.png`, fullPage: true });
    await phone.close();
  }
});
