import { mkdirSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { signInWithCpf } from './city/city';
import { demoAccounts } from './demo-accounts';

/** Where the journey leaves its screenshots, to be looked at. */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** No serious or critical axe violation on the screen, as every route is held to. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the patient downloads their data as a FHIR file, prints the vaccination card, and its QR code checks out', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, a PDF and a decoded screenshot: about 30 s alone, more on a busy machine.
  test.setTimeout(120_000);
  const demo = await demoAccounts(page.request);
  const patient = demo.patients[0]!;
  await signInWithCpf(page, patient.cpf, demo.password, false);

  // The card is also reached from the health card's vaccines.
  await expect(
    page
      .getByRole('region', { name: 'Cartão de Saúde Digital' })
      .getByRole('link', { name: 'Carteira de vacinação para imprimir' }),
  ).toHaveAttribute('href', '/carteira-de-vacinacao');
  const mine = page.getByRole('region', { name: 'Meus dados' });
  await expect(mine).toContainText('FHIR R4');
  await expect(mine).toContainText('LGPD, art. 18');
  await mine.scrollIntoViewIfNeeded();
  await shoot(page, 'home-desktop');
  if (SHOTS) await mine.screenshot({ path: `${SHOTS}/my-data-desktop.png` });

  const downloading = page.waitForEvent('download');
  await mine.getByRole('button', { name: 'Baixar meus dados' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bundle = JSON.parse(await readFile(file, 'utf8')) as {
    resourceType: string;
    entry: { resource: { resourceType: string; name?: { text?: string }[] } }[];
  };
  expect(bundle.resourceType).toBe('Bundle');
  const patients = bundle.entry.filter((e) => e.resource.resourceType === 'Patient');
  expect(patients).toHaveLength(1);
  expect(JSON.stringify(patients[0])).toContain(patient.name.split(' ')[0]!);
  await expect(mine.getByText(`Arquivo ${download.suggestedFilename()} baixado.`)).toBeVisible();

  await mine.getByRole('link', { name: 'Carteira de vacinação' }).click();
  await expect(page).toHaveURL(/\/carteira-de-vacinacao$/);
  const card = page.getByRole('article', { name: 'Carteira de vacinação' });
  await expect(card).toContainText(patient.name);
  await expect(card).toContainText(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  const code = card.getByRole('img', { name: /QR code de validação/ });
  await expect(code).toBeVisible();
  await shoot(page, 'card-desktop');
  await expectAccessible(page);

  // Printed: the card alone, no menu or header of the app.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.locator('[data-print="carteira-de-vacinacao"]')).toBeVisible();
  await shoot(page, 'card-print');
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  // A card of a few vaccinations is one A4 sheet.
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
  if (SHOTS) writeFileSync(`${SHOTS}/card.pdf`, pdf);
  await page.emulateMedia({ media: 'screen' });

  // The patient's own phone: "Meus dados" on the home, then the card.
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: baseURL! });
  const own = await phone.newPage();
  await signInWithCpf(own, patient.cpf, demo.password, false);
  const ownData = own.getByRole('region', { name: 'Meus dados' });
  await ownData.scrollIntoViewIfNeeded();
  if (SHOTS) await ownData.screenshot({ path: `${SHOTS}/my-data-phone.png` });
  await own.goto('/carteira-de-vacinacao');
  const onPhone = own.getByRole('article', { name: 'Carteira de vacinação' });
  await expect(onPhone).toContainText(patient.name);
  await shoot(own, 'card-phone');

  // The camera: the code on the phone's screen, decoded, opens the public page on someone else's phone.
  const shot = PNG.sync.read(await onPhone.getByRole('img', { name: /QR code de validação/ }).screenshot());
  const read = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
  expect(read, 'the QR code on the screen could not be read').not.toBeNull();
  expect(read!.data).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/validar-carteira#d=[\w-]+&s=[\w-]{86}$/);
  expect(read!.data).not.toContain(patient.name.split(' ')[0]!);

  const other = await browser.newContext({ ...devices['Pixel 7'], baseURL: baseURL! });
  const checker = await other.newPage();
  await checker.goto(read!.data);
  await expect(checker.getByText('Carteira autêntica')).toBeVisible();
  await expectAccessible(checker);
  await expect(checker.getByText(patient.name)).toBeHidden();
  await shoot(checker, 'validation-phone');
  // A changed statement does not check out.
  await checker.goto(read!.data.replace(/#d=([\w-])/, (_, c: string) => `#d=${c === 'A' ? 'B' : 'A'}`));
  await expect(checker.getByText('Carteira não confere')).toBeVisible();
  await shoot(checker, 'validation-tampered-phone');
  await other.close();
  await phone.close();
});
