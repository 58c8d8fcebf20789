/** The demo accounts come from the running server's public configuration (demo mode only). */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DemoAccounts } from '@saude/shared/schemas/auth';

let cached: DemoAccounts | undefined;

export async function demoAccounts(request: APIRequestContext): Promise<DemoAccounts> {
  if (cached) return cached;
  const res = await request.get('/api/public/config');
  const body = (await res.json()) as { demoAccounts: DemoAccounts | null };
  if (!body.demoAccounts) throw new Error('the e2e server must run in demo mode');
  cached = body.demoAccounts;
  return cached;
}

export function formatCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/** A patient, or a staff member ("Sou funcionário da saúde"), signs in at /login by CPF and lands on /dashboard. */
export async function signInByCpf(page: Page, cpf: string, password: string, staff: boolean) {
  await page.goto('/login');
  if (staff) await page.getByRole('button', { name: 'Sou funcionário da saúde' }).click();
  await page.getByLabel('CPF', { exact: true }).fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The department signs in at /secsaude and lands on /admin. */
export async function signInDepartment(page: Page): Promise<DemoAccounts> {
  const demo = await demoAccounts(page.request);
  const admin = demo.healthDepartment[0]!;
  await page.goto('/secsaude');
  await page.getByLabel('Usuário').fill(admin.username);
  await page.getByLabel('Senha', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return demo;
}
