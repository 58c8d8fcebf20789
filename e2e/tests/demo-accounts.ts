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
