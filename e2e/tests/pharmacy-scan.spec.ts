import { devices, expect, test, type Browser } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { demoAccounts } from './demo-accounts';
import { issuePrescription } from './issue-prescription';
import { signInWithCpf } from './city/city';

/**
 * The pharmacy counter as it happens: the patient shows the QR code on a phone, the pharmacist points
 * a phone camera at it. The code is read from a screenshot of the patient's screen, as a camera would
 * read it, and the pharmacist's phone opens what it holds.
 */

// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { defaultBrowserType, ...pixel } = devices['Pixel 7'];

const phone = async (browser: Browser, baseURL: string) =>
  (await browser.newContext({ ...pixel, baseURL })).newPage();

test('a pharmacist scans the QR code on the patient phone, opens its link and dispenses', async ({
  browser,
  baseURL,
  request,
}) => {
  // Two phones, a doctor's office and a decoded screenshot: about 25 s alone, more on a busy machine.
  test.setTimeout(60_000);
  const demo = await demoAccounts(request);
  const patient = demo.patients.find((p) => p.name === 'João Pedro Oliveira Santos')!;
  const unit = demo.hospitals.find((h) => h.unit === 'UBS Centro')!;
  const text = `Losartana potássica 50 mg — 1 comprimido ao dia (${Date.now()})`;

  // The patient's phone: a fresh prescription, issued by the doctor.
  const patientPhone = await phone(browser, baseURL!);
  await signInWithCpf(patientPhone, patient.cpf, demo.password, false);
  await issuePrescription(browser, baseURL!, demo, patient.cpf, text);

  await patientPhone.goto('/prescriptions');
  const card = patientPhone.getByRole('article').filter({ hasText: text });
  await card.getByRole('button', { name: 'QR Code' }).tap();
  const code = patientPhone.getByRole('img', { name: /QR code da receita/ });
  await expect(code).toBeVisible();

  // The camera: the screenshot of the code at the phone's own pixel ratio, decoded.
  const shot = PNG.sync.read(await code.screenshot());
  const read = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
  expect(read, 'the QR code on the screen could not be read').not.toBeNull();
  // A link any camera app opens, in a low QR version, with no personal data.
  expect(read!.data).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/validar-receita\?id=[\w-]{22}#s=[\w-]{86}$/);
  expect(read!.version).toBeLessThanOrEqual(10);
  expect(read!.data).not.toContain('Pedro');

  // The pharmacist's phone, signed in at the unit's counter, opens what the camera read.
  const counter = await phone(browser, baseURL!);
  await counter.goto('/hospital-login');
  await counter.getByLabel('Usuário').fill(unit.username);
  await counter.getByLabel('Senha', { exact: true }).fill(demo.password);
  await counter.getByRole('button', { name: 'Entrar', exact: true }).tap();
  await expect(counter).toHaveURL(/\/hospital-panel$/);
  await counter.goto(read!.data);
  await expect(counter.getByText('Válida', { exact: true })).toBeVisible();
  await expect(counter.getByText('Assinatura digital do QR code conferida.')).toBeVisible();
  await expect(counter.getByText(text)).toBeVisible();
  await expect(counter.getByText('J. P. O. S.')).toBeVisible();
  await counter.getByRole('button', { name: 'Marcar como dispensada' }).tap();
  await expect(counter.getByText('Dispensada agora', { exact: true })).toBeVisible();
  await expect(counter.getByRole('button', { name: 'Marcar como dispensada' })).toHaveCount(0);

  // A code whose signature was changed is not accepted, even with the right id (a camera opens
  // each scan in a page of its own).
  const forged = read!.data.replace(/#s=(.)/, (_, c: string) => `#s=${c === 'A' ? 'B' : 'A'}`);
  const rescan = await counter.context().newPage();
  await rescan.goto(forged);
  await expect(rescan.getByText('Adulterada', { exact: true })).toBeVisible();
  await expect(rescan.getByRole('button', { name: 'Marcar como dispensada' })).toHaveCount(0);

  // A QR reader's text pasted in the box under that answer: the new answer opens above the box, off
  // the phone's screen, and is brought into view with the focus.
  const box = rescan.getByLabel('Texto do QR code');
  await box.scrollIntoViewIfNeeded();
  await box.fill(read!.data);
  await rescan.getByRole('button', { name: 'Verificar' }).tap();
  const answer = rescan.getByText('Já dispensada', { exact: true });
  await expect(answer).toBeInViewport();
  await expect(rescan.locator(':focus')).toContainText('Já dispensada');

  // Back on the patient's phone, the prescription says it was dispensed.
  await patientPhone.getByRole('button', { name: 'Fechar' }).tap();
  await patientPhone.reload();
  await expect(card).toContainText('Dispensada');
  await expect(card).not.toContainText('Válida');

  await patientPhone.context().close();
  await counter.context().close();
});
