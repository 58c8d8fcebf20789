/**
 * Text typed by users is shown as text everywhere, never run as markup: records whose free text
 * holds an <img onerror> and a <script> are created through the API as the demo users, then every
 * screen that shows them is opened. The payloads would set window.__xss if ever interpreted.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccounts } from './demo-accounts';

const marker = `hostil-${Date.now().toString(36)}`;
const PAYLOAD = `<img src=x onerror="window.__xss=1"> <script>window.__xss=1</script> ${marker}`;
/** A real 8 x 6 PNG: the server decodes every photo and writes it again. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMQqcjDihgGUgIArBku4S4EE6kAAAAASUVORK5CYII=';

async function newPage(browser: Browser): Promise<Page> {
  return browser.newPage({ baseURL: test.info().project.use.baseURL });
}

/** The page shows the payload literally and nothing it holds has run. */
async function expectInert(page: Page, path: string) {
  await expect(page.getByText(marker).first(), `${path} shows the text`).toBeVisible();
  await expect(page.getByText(PAYLOAD).first(), `${path} shows it literally`).toBeVisible();
  expect(
    await page.evaluate(() => (window as { __xss?: unknown }).__xss),
    `${path} ran markup`,
  ).toBeUndefined();
}

async function openTab(page: Page, label: string) {
  const select = page.getByLabel('Seção');
  if (await select.isVisible()) await select.selectOption({ label });
  else await page.getByRole('tab', { name: label }).click();
}

test('hostile free text is shown as text on every screen that shows it', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const demo = await demoAccounts(request);
  const patientAccount = demo.patients[0]!;
  const receptionAccount = demo.staff.find((s) => s.user_type === 'reception')!;

  // Creation, each as the demo user who types such text.
  const patient = await newPage(browser);
  expect(
    (
      await patient.request.post('/api/auth/patient/login', {
        data: { cpf: patientAccount.cpf, password: demo.password },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await patient.request.post('/api/reports', {
        data: { report_type: 'trash', title: PAYLOAD, description: PAYLOAD },
      })
    ).status(),
  ).toBe(201);
  const requested = await patient.request.post('/api/appointment-requests', {
    data: { specialty: 'Cardiologista', appointment_type: 'consultation', notes: PAYLOAD },
  });
  expect(requested.ok()).toBe(true);

  const admin = await newPage(browser);
  const department = demo.healthDepartment[0]!;
  expect((await admin.request.post('/api/health-department/login', { data: department })).ok()).toBe(true);
  expect(
    (
      await admin.request.post('/api/messages', {
        data: { title: PAYLOAD, message_text: PAYLOAD, recipient_type: 'all_patients' },
      })
    ).ok(),
  ).toBe(true);

  const reception = await newPage(browser);
  expect(
    (
      await reception.request.post('/api/auth/staff/login', {
        data: { cpf: receptionAccount.cpf, password: demo.password },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await reception.request.post('/api/provisional-patients', {
        data: {
          photo_url: PNG,
          approximate_age: 35,
          gender: 'masculino',
          physical_description: PAYLOAD,
          registration_location: 'UPA',
        },
      })
    ).ok(),
  ).toBe(true);

  // The patient's screens.
  await patient.goto('/reports');
  await expectInert(patient, '/reports');
  await patient.goto('/appointments');
  await expectInert(patient, '/appointments');
  await patient.goto('/dashboard');
  await patient
    .getByRole('button', { name: /Mensagens/ })
    .first()
    .click();
  await expectInert(patient, 'inbox');

  // The department's reports and messages tabs.
  await admin.goto('/admin');
  await openTab(admin, 'Relatórios');
  await expectInert(admin, 'admin reports');
  await openTab(admin, 'Mensagens');
  await expectInert(admin, 'admin messages');

  // The hospital's requests (an open request reaches every unit).
  const hospital = await newPage(browser);
  const unitAdmin = demo.hospitals[0]!;
  expect(
    (
      await hospital.request.post('/api/hospital/login', {
        data: { username: unitAdmin.username, password: demo.password },
      })
    ).ok(),
  ).toBe(true);
  await hospital.goto('/hospital-panel');
  await expectInert(hospital, 'hospital requests');

  // The authority's list of people registered without documents.
  const authority = await newPage(browser);
  const authorityAccount = demo.authorities[0]!;
  expect(
    (
      await authority.request.post('/api/public-authority/login', {
        data: { username: authorityAccount.username, password: demo.password },
      })
    ).ok(),
  ).toBe(true);
  await authority.goto('/public-authority-panel');
  await expectInert(authority, 'authority panel');
});

test('a patient name with markup is shown as text in the hospital panel', async ({ browser, request }) => {
  const demo = await demoAccounts(request);
  const hospital = await newPage(browser);
  const unitAdmin = demo.hospitals[0]!;
  expect(
    (
      await hospital.request.post('/api/hospital/login', {
        data: { username: unitAdmin.username, password: demo.password },
      })
    ).ok(),
  ).toBe(true);
  const cpf = `${Date.now()}`.slice(-9);
  const digit = (d: string) => {
    let sum = 0;
    for (let i = 0; i < d.length; i++) sum += Number(d[i]) * (d.length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const withFirst = `${cpf}${digit(cpf)}`;
  const created = await hospital.request.post('/api/hospital/patients', {
    data: { full_name: PAYLOAD, cpf: `${withFirst}${digit(withFirst)}`, password: 'senha-1234' },
  });
  expect(created.status()).toBe(201);
  await hospital.goto('/hospital-panel');
  await hospital.getByRole('tab', { name: 'Pacientes' }).click();
  await hospital.getByRole('searchbox', { name: 'Nome, CPF ou cartão SUS' }).fill(marker);
  await expectInert(hospital, 'hospital patients');
});
