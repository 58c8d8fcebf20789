/**
 * What the city-scale journeys know about the generated city: written by start-city-server.mjs when it
 * made the city, read here. Sign-in helpers for its accounts (the bench's shared password).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

export type CityFacts = {
  password: string;
  department: string;
  unit: { id: number; name: string; username: string; pending: number };
  oldestPending: { id: number; specialty: string; patient_name: string; doctor: string };
  doctor: { cpf: string; name: string };
  /** The most recent day before today on which the doctor saw patients. */
  doctorPastDay: string;
  reception: { cpf: string; name: string };
  agenda: { patient: string; time: string; status: string; day: string }[];
  patient: { id: number; cpf: string; name: string };
  patients: number;
  /** A patient named with accents, the text typed for it (no accents, surname first), how many match. */
  accentless: { name: string; typed: string; matches: number };
  /** The first prescription the generator wrote: its public id (its QR code's) and its doctor. */
  generatedPrescription: { publicId: string; doctor: string; validationUrl: string };
};

const here = path.dirname(fileURLToPath(import.meta.url));

export function city(): CityFacts {
  const port = process.env.E2E_CITY_PORT ?? String(Number(process.env.E2E_PORT ?? 4310) + 1);
  return JSON.parse(readFileSync(path.join(here, '../../.data', `city-${port}`, 'city.json'), 'utf8'));
}

/** Today in the city, as the browser (America/Sao_Paulo) and the server count days. */
export const cityToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

export async function signInWithCpf(page: Page, cpf: string, password: string, staff: boolean) {
  await page.goto('/login');
  if (staff) await page.getByRole('button', { name: 'Sou funcionário da saúde' }).click();
  await page.getByLabel('CPF', { exact: true }).fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function signInWithUsername(page: Page, loginPath: string, username: string, password: string) {
  await page.goto(loginPath);
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Presses "Carregar mais" under `list` until the list ends, as a person would, and returns how many
 * times. Each press waits for the rows it brought before the next.
 */
export async function loadToTheEnd(scope: Locator, rows: Locator, maxPresses = 200): Promise<number> {
  // By its text, not its accessible name: computing the names of thousands of rows' buttons on every
  // press would cost the test more than the app spends.
  const more = scope.locator('button', { hasText: /^Carregar mais$/ });
  const loading = scope.locator('button', { hasText: /^Carregando\.\.\.$/ });
  let presses = 0;
  for (;;) {
    // A page's rows are drawn a few at a time: press only once the pages loaded are drawn whole and
    // no page is on its way, as a person would see the button again.
    await expect(loading).toHaveCount(0, { timeout: 15_000 });
    await expect.poll(async () => (await rows.count()) === (await loadedCount(scope))).toBe(true);
    if (!(await more.isVisible())) return presses;
    if (presses === maxPresses) throw new Error(`still more rows after ${maxPresses} pages`);
    const before = await rows.count();
    await more.click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(before);
    presses++;
  }
}

/** The rows loaded so far, as the list's status says ("Mostrando 1.250 de ...", "80 itens — fim da lista"). */
async function loadedCount(scope: Locator): Promise<number> {
  const status = scope.locator('p[role="status"]', { hasText: /^(Mostrando [\d.]+ de|[\d.]+ ite)/ });
  const text = (await status.first().textContent()) ?? '';
  return Number((text.match(/[\d.]+/)?.[0] ?? '').replaceAll('.', ''));
}
