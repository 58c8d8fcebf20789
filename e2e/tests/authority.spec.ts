import { expect, test } from '@playwright/test';
import { demoAccounts } from './demo-accounts';

test('an authority signs in, sees the counters and the list, filters by age and opens a message', async ({
  page,
  request,
  browser,
}) => {
  const demo = await demoAccounts(request);
  const authority = demo.authorities[0]!;
  const department = demo.healthDepartment[0]!;

  // The department sends a message to every public authority first.
  const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await admin.request.post('/api/health-department/login', { data: department })).ok()).toBeTruthy();
  const title = `Aviso aos órgãos ${Date.now()}`;
  const sent = await admin.request.post('/api/messages', {
    data: { recipient_type: 'all_public_authorities', title, message_text: 'Reunião na sexta-feira.' },
  });
  expect(sent.status()).toBe(201);
  await admin.close();

  await page.goto('/public-authority-login');
  await page.getByLabel('Usuário').fill(authority.username);
  await page.getByLabel('Senha', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/public-authority-panel$/);

  await expect(page.getByRole('heading', { name: 'Pessoas Sem Documentos' })).toBeVisible();
  await expect(page.getByText('Total de registros')).toBeVisible();
  await expect(page.getByText('Menores de 18 anos')).toBeVisible();
  const list = page.getByRole('region', { name: 'Lista de pessoas sem documentos' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  const filtered = page.waitForResponse((r) => r.url().includes('age_group=elderly'));
  await page.getByLabel('Faixa etária').selectOption('elderly');
  await filtered;
  await expect(page.getByText(/\d registros? encontrados?$/)).toBeVisible();
  for (const text of await list.getByText(/Idade aproximada: \d+ anos/).allTextContents()) {
    expect(Number(/(\d+) anos/.exec(text)![1])).toBeGreaterThanOrEqual(60);
  }

  const unreadBadge = page.getByText(/^(\d+ não lidas?|nenhuma não lida)$/);
  const before = Number(/\d+/.exec((await unreadBadge.textContent()) ?? '0')![0]);
  expect(before).toBeGreaterThan(0);
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await expect(page.getByRole('dialog', { name: title })).toContainText('Reunião na sexta-feira.');
  await page.keyboard.press('Escape');
  await expect(unreadBadge).toHaveText(before === 1 ? 'nenhuma não lida' : new RegExp(`^${before - 1} `));
});
