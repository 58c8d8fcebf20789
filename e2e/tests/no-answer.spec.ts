import { devices, expect, test, type Route } from '@playwright/test';
import { demoAccounts } from './demo-accounts';
import { issuePrescription } from './issue-prescription';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { defaultBrowserType, ...pixel } = devices['Pixel 7'];
test.use(pixel);

/**
 * The pharmacy's signal drops between the dispensing reaching the server and its answer coming back
 * (decision 056): the phone stops waiting after its deadline instead of saying "Registrando..." for
 * minutes, says the dispensing may have been registered, and shows at once that it was.
 */
test('a dispensing whose answer never comes ends, says it may have been saved, and shows that it was', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const demo = await demoAccounts(request);
  // The pharmacy journeys' patient: each dispenses prescriptions of its own for him, and none reads
  // his newest one's status (another patient's list would then open on a dispensed prescription).
  const patient = demo.patients.find((p) => p.name === 'João Pedro Oliveira Santos')!;
  const unit = demo.hospitals.find((h) => h.unit === 'UBS Centro')!;
  const { public_id: publicId } = await issuePrescription(
    browser,
    baseURL!,
    demo,
    patient.cpf,
    `Losartana potássica 50 mg — 1 comprimido ao dia (${Date.now()})`,
  );

  // The counter's phone; its clock is the page's own, moved on below instead of waiting 30 s.
  await page.clock.install();
  await page.goto('/hospital-login');
  await page.getByLabel('Usuário').fill(unit.username);
  await page.getByLabel('Senha', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).tap();
  await expect(page).toHaveURL(/\/hospital-panel$/);
  await page.goto(`/validar-receita?id=${publicId}`);
  await expect(page.getByText('Válida', { exact: true })).toBeVisible();

  // The dispensing reaches the server; its answer is lost on the way back.
  const held: Route[] = [];
  let dispensings = 0;
  await page.route('**/api/prescriptions/*/dispense', async (route) => {
    const answer = await route.fetch();
    dispensings += answer.ok() ? 1 : 0;
    held.push(route);
  });
  await page.getByRole('button', { name: 'Marcar como dispensada' }).tap();
  await expect(page.getByRole('button', { name: 'Registrando...' })).toBeDisabled();
  await expect.poll(() => dispensings).toBe(1);

  await page.clock.fastForward(29_000);
  await expect(page.getByRole('button', { name: 'Registrando...' })).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(
    page.getByText(
      'O servidor não respondeu a tempo e a ação pode ter sido registrada. Confira antes de tentar novamente.',
    ),
  ).toBeVisible();
  // The page asked again: the prescription was dispensed, and cannot be dispensed twice.
  await expect(page.getByText('Já dispensada', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Marcar como dispensada|Registrando/ })).toHaveCount(0);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  for (const route of held) await route.abort().catch(() => {});
});
