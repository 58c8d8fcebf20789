import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { demoAccounts, signInDepartment } from './demo-accounts';
import { issuePrescription } from './issue-prescription';
import { signInWithCpf } from './city/city';

/**
 * A partner pharmacy from its first day (decision 023): the department registers it on a desktop;
 * the pharmacist, on a phone, opens a scanned prescription link, signs in from the validation page,
 * comes back to it and dispenses; the counter's record and the patient's phone both say where.
 */

// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { defaultBrowserType, ...pixel } = devices['Pixel 7'];

const phone = async (browser: Browser, baseURL: string) =>
  (await browser.newContext({ ...pixel, baseURL })).newPage();

/** The layout width: on a phone, content wider than the screen zooms the whole page out. */
const pageWidth = (page: Page) =>
  page.evaluate(() => Math.max(window.innerWidth, document.documentElement.scrollWidth));

async function openTab(page: Page, label: string) {
  const select = page.getByLabel('Seção');
  if (await select.isVisible()) await select.selectOption({ label });
  else await page.getByRole('tab', { name: label, exact: true }).click();
}

test('the department registers a pharmacy, whose pharmacist signs in from a scanned prescription and dispenses it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Four browsers (the department's desk and phone, the patient's phone, the counter) and five sign-ins.
  test.setTimeout(90_000);
  const demo = await demoAccounts(page.request);
  const tag = Date.now().toString(36);
  const pharmacy = {
    name: `Drogaria Teste ${tag}`,
    cnpj: generateCnpj(),
    username: `drogaria_${tag}`,
    password: 'senha-farmacia-1',
    pharmacist: 'Beatriz Nogueira',
    crf: '73521',
  };

  // The department, on a desktop.
  await signInDepartment(page);
  await openTab(page, 'Farmácias');
  await page.getByRole('button', { name: 'Nova Farmácia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Farmácia' });
  await dialog.getByLabel('Nome da farmácia').fill(pharmacy.name);
  await dialog.getByLabel('CNPJ').fill(pharmacy.cnpj);
  await dialog.getByLabel('Nome de usuário').fill(pharmacy.username);
  await dialog.getByLabel('Senha', { exact: true }).fill(pharmacy.password);
  await dialog.getByLabel('Farmacêutico responsável').fill(pharmacy.pharmacist);
  await dialog.getByLabel('CRF', { exact: true }).fill(pharmacy.crf);
  await dialog.getByLabel('UF do CRF').selectOption('SP');
  await dialog.getByRole('button', { name: 'Cadastrar Farmácia' }).click();
  await expect(dialog).toBeHidden();
  const masked = `${pharmacy.cnpj.slice(0, 2)}.${pharmacy.cnpj.slice(2, 5)}.${pharmacy.cnpj.slice(5, 8)}/${pharmacy.cnpj.slice(8, 12)}-${pharmacy.cnpj.slice(12)}`;
  await expect(page.getByText(masked)).toBeVisible();

  // The same tab on the department's phone: the table scrolls inside its box, the page does not widen.
  const departmentPhone = await phone(browser, baseURL!);
  await departmentPhone.context().addCookies(await page.context().cookies());
  await departmentPhone.goto('/admin?aba=pharmacies');
  await expect(departmentPhone.getByText(masked)).toBeVisible();
  expect(await pageWidth(departmentPhone)).toBe(pixel.viewport.width);
  await departmentPhone.getByRole('button', { name: 'Nova Farmácia' }).tap();
  await expect(departmentPhone.getByRole('dialog', { name: 'Nova Farmácia' })).toBeInViewport({ ratio: 0.5 });
  expect(await pageWidth(departmentPhone)).toBe(pixel.viewport.width);
  await departmentPhone.context().close();

  // A prescription for a demo patient, issued by a demo doctor.
  const patient = demo.patients.find((p) => p.name === 'João Pedro Oliveira Santos')!;
  const patientPhone = await phone(browser, baseURL!);
  await signInWithCpf(patientPhone, patient.cpf, demo.password, false);
  // Not a penicillin: another journey may have recorded that allergy for this patient.
  const text = `Omeprazol 20 mg — 1 cápsula em jejum por 30 dias (${tag})`;
  const issued = await issuePrescription(browser, baseURL!, demo, patient.cpf, text);
  const qr = JSON.parse(issued.qr_code) as { validation_url: string; signature: string };

  // The pharmacist's phone opens what the camera read, not yet signed in.
  const counter = await phone(browser, baseURL!);
  // The printed code holds the validation link with the signature in its fragment (decision 020).
  await counter.goto(`${qr.validation_url}#s=${qr.signature}`);
  await expect(counter.getByText('Válida', { exact: true })).toBeVisible();
  await expect(counter.getByRole('button', { name: 'Marcar como dispensada' })).toHaveCount(0);
  await counter.getByRole('link', { name: 'Entrar como farmácia' }).tap();
  await expect(counter.getByRole('heading', { name: 'Farmácias parceiras' })).toBeVisible();
  await counter.getByLabel('Usuário').fill(pharmacy.username);
  await counter.getByLabel('Senha', { exact: true }).fill(pharmacy.password);
  await counter.getByRole('button', { name: 'Entrar', exact: true }).tap();

  // Back on the same prescription, in the pharmacy's name.
  await expect(counter).toHaveURL(/\/validar-receita\?id=/);
  await expect(counter.getByText(text)).toBeVisible();
  await expect(counter.getByText(`Dispensação em nome de ${pharmacy.name}.`)).toBeVisible();
  await counter.getByRole('button', { name: 'Marcar como dispensada' }).tap();
  await expect(counter.getByText('Dispensada agora', { exact: true })).toBeVisible();
  await expect(counter.getByText(/^Receita marcada como dispensada\./)).toBeVisible();
  await counter.screenshot({ path: test.info().outputPath('pharmacy-dispensed-phone.png'), fullPage: true });

  // The counter's own record.
  await counter.goto('/farmacia');
  await expect(counter.getByRole('heading', { name: 'Painel da Farmácia' })).toBeVisible();
  const record = counter.getByRole('listitem').filter({ hasText: text });
  await expect(record).toContainText('Paciente J. P. O. S.');
  await expect(counter.getByText(`${pharmacy.pharmacist} · CRF-SP ${pharmacy.crf}`)).toBeVisible();
  expect(await pageWidth(counter)).toBe(pixel.viewport.width);
  await counter.screenshot({ path: test.info().outputPath('pharmacy-panel-phone.png'), fullPage: true });

  // The patient's phone says where it was dispensed.
  await patientPhone.goto('/prescriptions');
  const card = patientPhone.getByRole('article').filter({ hasText: text });
  await expect(card).toContainText('Dispensada');
  await expect(card).toContainText(`${pharmacy.name}, CNPJ ${masked}`);
  await expect(card).toContainText(`CRF-SP ${pharmacy.crf}`);

  // Signing out of the counter ends the session (once the server has answered the sign-out: a page
  // opened before that would still find the session).
  const signedOut = counter.waitForResponse((r) => /\/api\/pharmacy\/logout$/.test(r.url()));
  await counter
    .getByRole('button', { name: 'Sair' })
    .tap()
    .catch(() => undefined);
  await signedOut;
  await counter.goto('/farmacia');
  await expect(counter).toHaveURL(/\/farmacia-login$/);

  await patientPhone.context().close();
  await counter.context().close();
});
