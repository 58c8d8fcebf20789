import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './demo-accounts';
import { signInWithCpf, signInWithUsername } from './city/city';

/**
 * axe-core on every route for every role that reaches it, and on each tab of the tabbed screens, once
 * their content has loaded: no serious or critical violation anywhere. A failure lists, per screen, the
 * rule and the elements, so everything found in one run can be fixed at once.
 */

/** Waits until a screen stops loading: no request in flight, no "Carregando..." left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Carregando/)).toHaveCount(0, { timeout: 15_000 });
}

async function violations(page: Page, screen: string): Promise<string[]> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen} — ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Each route in `paths`, then each tab named in `tabs` on the page already open. */
async function audit(page: Page, paths: string[], tabs: { path: string; names: string[] }[] = []) {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    found.push(...(await violations(page, path)));
  }
  for (const { path, names } of tabs) {
    await page.goto(path);
    for (const name of names) {
      await page.getByRole('tab', { name, exact: true }).click();
      found.push(...(await violations(page, `${path} (${name})`)));
    }
  }
  expect(found).toEqual([]);
}

test.describe('every route, every role: no serious or critical axe violation', () => {
  test.setTimeout(180_000);

  test('public pages', async ({ page }) => {
    await audit(page, [
      '/',
      '/system-access',
      '/login',
      '/redefinir-senha?tipo=paciente',
      '/patient-register',
      '/secsaude',
      '/hospital-login',
      '/public-authority-access',
      '/public-authority-login',
      '/farmacia-login',
      '/validar-receita',
      '/referencia-api',
      '/pagina-que-nao-existe',
    ]);
  });

  test('patient', async ({ page }) => {
    const demo = await demoAccounts(page.request);
    await signInWithCpf(page, demo.patients[0]!.cpf, demo.password, false);
    await audit(
      page,
      ['/dashboard', '/appointments', '/prescriptions', '/reports'],
      [{ path: '/medical-records', names: ['Consultas', 'Vacinas', 'Exames'] }],
    );
  });

  for (const userType of ['doctor', 'reception'] as const) {
    test(`staff: ${userType}`, async ({ page }) => {
      const demo = await demoAccounts(page.request);
      const staff = demo.staff.find((s) => s.user_type === userType)!;
      await signInWithCpf(page, staff.cpf, demo.password, true);
      await audit(page, ['/dashboard', '/appointments', '/prescriptions', '/medical-records']);
    });
  }

  test('health department', async ({ page }) => {
    const demo = await demoAccounts(page.request);
    const admin = demo.healthDepartment[0]!;
    await signInWithUsername(page, '/secsaude', admin.username, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await audit(
      page,
      ['/dashboard', '/users-management', '/health-units-management'],
      [
        {
          path: '/admin',
          names: [
            'Visão Geral',
            'Funcionários',
            'Pacientes',
            'Unidades de Saúde',
            'Administradores',
            'Órgãos Públicos',
            'Farmácias',
            'Relatórios',
            'Mensagens',
            'Dados Médicos',
            'Analytics',
            'Trilha de Acesso',
          ],
        },
      ],
    );
  });

  test('hospital', async ({ page }) => {
    const demo = await demoAccounts(page.request);
    await signInWithUsername(page, '/hospital-login', demo.hospitals[0]!.username, demo.password);
    await expect(page).toHaveURL(/\/hospital-panel$/);
    await audit(
      page,
      [],
      [
        {
          path: '/hospital-panel',
          names: ['Solicitações', 'Médicos', 'Equipe', 'Receitas', 'Exames', 'Vacinas', 'Pacientes'],
        },
      ],
    );
  });

  test('public authority', async ({ page }) => {
    const demo = await demoAccounts(page.request);
    await signInWithUsername(page, '/public-authority-login', demo.authorities[0]!.username, demo.password);
    await expect(page).toHaveURL(/\/public-authority-panel$/);
    await audit(page, ['/public-authority-panel']);
  });

  test('partner pharmacy', async ({ page }) => {
    const demo = await demoAccounts(page.request);
    await signInWithUsername(page, '/farmacia-login', demo.pharmacies[0]!.username, demo.password);
    await expect(page).toHaveURL(/\/farmacia$/);
    await audit(page, ['/farmacia']);
  });
});
