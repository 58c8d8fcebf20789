import { devices, expect, test, type APIRequestContext } from '@playwright/test';
import { city, loadToTheEnd, signInWithCpf } from './city';

const ISSUED = 130;
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { defaultBrowserType, ...phone } = devices['Pixel 7'];
const text = (n: number) => `Uso contínuo nº ${n}: Losartana 50 mg, 1 comprimido ao dia`;

/**
 * The patient's long treatment: 130 prescriptions issued by the doctor through the API, oldest first.
 * Counted first, so a retried run does not issue them twice.
 */
async function issueTreatment(request: APIRequestContext) {
  const facts = city();
  const asPatient = await request.post('/api/auth/patient/login', {
    data: { cpf: facts.patient.cpf, password: facts.password },
  });
  expect(asPatient.ok()).toBe(true);
  const issued = Number((await request.get('/api/prescriptions?limit=1')).headers()['x-total-count']);
  const login = await request.post('/api/auth/staff/login', {
    data: { cpf: facts.doctor.cpf, password: facts.password },
  });
  expect(login.ok()).toBe(true);
  for (let n = issued + 1; n <= ISSUED; n++) {
    const res = await request.post('/api/prescriptions/standalone', {
      data: { patient_id: facts.patient.id, prescription_text: text(n) },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await issueTreatment(request);
  await request.dispose();
});

for (const device of ['desktop', 'phone'] as const) {
  test.describe(device, () => {
    // The phone's screen, touch and user agent (the browser stays the configured Chromium).
    if (device === 'phone') test.use(phone);

    test('a patient with 130 prescriptions reaches the oldest and opens its QR code', async ({ page }) => {
      const facts = city();
      await signInWithCpf(page, facts.patient.cpf, facts.password, false);
      await page.goto('/prescriptions');
      await expect(page.getByText(`${ISSUED} receitas`)).toBeVisible();
      const cards = page.getByRole('article');
      // Newest first: the last one issued is on top.
      await expect(cards.first()).toContainText(text(ISSUED));
      await loadToTheEnd(page.getByRole('main'), cards);
      await expect(cards).toHaveCount(ISSUED);
      const oldest = cards.filter({ hasText: text(1) });
      await expect(oldest).toHaveCount(1);
      await oldest.getByRole('button', { name: 'QR Code' }).click();
      const dialog = page.getByRole('dialog', { name: 'QR Code da Receita' });
      await expect(dialog.getByRole('img', { name: /QR code da receita nº \d+/ })).toBeVisible();
      await expect(dialog).toContainText(facts.doctor.name);
      await expect(dialog).toContainText('Mostre este QR code na farmácia para validação da receita médica.');
    });
  });
}

test("a pharmacy opens the validation of a prescription the city's generator wrote", async ({
  page,
  baseURL,
}) => {
  const { publicId, doctor, validationUrl } = city().generatedPrescription;
  // The link in its QR code, as a phone's camera opens it: this server's, naming the prescription.
  expect(validationUrl).toBe(`${baseURL}/validar-receita?id=${publicId}`);
  await page.goto(validationUrl);
  // Found (valid, expired or dispensed, as its age makes it), with its doctor; never "Não encontrada".
  await expect(page.getByText(/^(Válida|Vencida|Inválida)$/)).toBeVisible();
  await expect(page.getByText('Não encontrada', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText(doctor);
});
