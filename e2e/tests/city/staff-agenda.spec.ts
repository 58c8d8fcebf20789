import { expect, test, type Locator } from '@playwright/test';
import { city, cityToday, signInWithCpf } from './city';

/** 'HH:MM' sorted as the agenda shows a day: by time. */
const byTime = (times: string[]) => [...times].sort();

// The city's agenda is written for the day the city server started. A run that crosses midnight in
// the city (the server started at 23:58, these journeys run at 00:05) finds it under yesterday: that
// says nothing about the product, so these journeys wait for the next run instead of failing.
test.beforeEach(() => {
  const written = city().agenda[0]!.day;
  test.skip(written !== cityToday(), `the city's agenda was written for ${written}, before midnight`);
});

test("the doctor's agenda opens on today, before the two years of past appointments, and a visit is finished", async ({
  page,
}) => {
  const facts = city();
  const today = facts.agenda.filter((a) => a.day === facts.agenda[0]!.day);
  await signInWithCpf(page, facts.doctor.cpf, facts.password, true);

  // The home counts today's appointments in the database.
  await expect(page.getByRole('group', { name: 'Consultas hoje' })).toContainText(String(today.length));
  const homeAgenda = page.getByRole('region', { name: 'Agenda de hoje' });
  await expect(homeAgenda.getByRole('listitem').first()).toContainText(byTime(today.map((a) => a.time))[0]!);

  await page.goto('/appointments');
  // One region per day, named by its heading: 'Hoje, segunda-feira, 23/11/2026'.
  const days = page.getByRole('region', { name: /, .*\d{2}\/\d{2}\/\d{4}$/ });
  await expect(days.first()).toHaveAccessibleName(/^Hoje, /);
  const todayCards = days.first().getByRole('article');
  await expect(todayCards).toHaveCount(today.length);
  const shown = await todayCards.evaluateAll((cards) =>
    cards.map((c) => /às (\d\d:\d\d)/.exec(c.getAttribute('aria-label') ?? '')?.[1] ?? ''),
  );
  expect(shown).toEqual(byTime(today.map((a) => a.time)));
  // Then tomorrow, then the past, most recent first.
  await expect(days.nth(1)).toHaveAccessibleName(/^Amanhã, /);
  await expect(days.nth(2)).toBeVisible();
  await expect(days.nth(2)).not.toHaveAccessibleName(/^(Hoje|Amanhã), /);

  const visit = facts.agenda.find((a) => a.time === '09:15')!;
  const card = todayCards.filter({ hasText: visit.patient }).first();
  await card.getByRole('button', { name: 'Finalizar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finalizar Consulta' });
  await dialog.getByLabel('Diagnóstico').fill('Cefaleia tensional');
  await dialog.getByRole('button', { name: 'Finalizar Consulta' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Realizada');

  // Past days are reached by choosing them: the agenda then starts on that day.
  const [y, m, d] = facts.doctorPastDay.split('-');
  await page.getByLabel('A partir de').fill(facts.doctorPastDay);
  await expect(days.first()).toHaveAccessibleName(new RegExp(`${d}/${m}/${y}$`));
  await page.getByRole('button', { name: 'Dia anterior' }).click();
  await expect(page.getByLabel('A partir de')).not.toHaveValue(facts.doctorPastDay);
  await page.getByRole('button', { name: 'Hoje' }).click();
  await expect(days.first()).toHaveAccessibleName(/^Hoje, /);
});

test("the doctor finishes a visit from the home's day, and the day's counter of visits done moves", async ({
  page,
}) => {
  const facts = city();
  // A scheduled one: the reception's journey counts the confirmed ones meanwhile.
  const visit = facts.agenda.find((a) => a.time === '16:30')!;
  await signInWithCpf(page, facts.doctor.cpf, facts.password, true);
  const done = page.getByRole('group', { name: 'Realizadas hoje' });
  const before = await counted(done);

  await page.getByRole('button', { name: `Finalizar consulta de ${visit.patient}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Finalizar Consulta' });
  await dialog.getByLabel('Diagnóstico').fill('Lombalgia mecânica');
  await dialog.getByRole('button', { name: 'Finalizar Consulta' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('region', { name: 'Agenda de hoje' }).getByRole('listitem').filter({
    hasText: visit.patient,
  });
  await expect(row).toContainText('Realizada');
  await expect(done).toContainText(String(before + 1));

  // Its prescription is issued from the same row, for that patient.
  await page.getByRole('button', { name: `Emitir receita para ${visit.patient}` }).click();
  await expect(page.getByRole('dialog', { name: 'Nova Receita' })).toContainText(
    `Receita para ${visit.patient}`,
  );
});

test("reception checks in one of today's patients from the home", async ({ page }) => {
  const facts = city();
  const arriving = facts.agenda.find((a) => a.time === '10:30')!;
  await signInWithCpf(page, facts.reception.cpf, facts.password, true);
  const confirmed = page.getByRole('group', { name: 'Confirmadas' });
  const before = await counted(confirmed);

  // At the counter the patient says their name: typed as heard, first name and surname, no accents.
  const words = arriving.patient.split(' ');
  const typed = fold(`${words[0]} ${words.at(-1)}`);
  await page.getByRole('searchbox', { name: 'Buscar paciente por nome ou CPF' }).fill(typed);
  const checkIn = page.getByRole('button', { name: `Check-in de ${arriving.patient}` });
  await expect(checkIn).toBeVisible();
  // Only the day's patients holding both words are left.
  const names = page.getByRole('region', { name: 'Check-in de hoje' }).locator('li p.font-medium');
  const holdsBoth = (name: string) => typed.split(' ').every((word) => fold(name).includes(word));
  await expect.poll(async () => (await names.allInnerTexts()).every(holdsBoth)).toBe(true);
  await expect(names.filter({ hasText: arriving.patient })).toHaveCount(1);

  await checkIn.click();
  await expect(page.getByRole('button', { name: `Faltou: ${arriving.patient}` })).toBeVisible();
  await expect(confirmed).toContainText(String(before + 1));
});

/** The number a home's counter shows, once the server's count is there. */
async function counted(tile: Locator): Promise<number> {
  await expect(tile).toContainText(/\d/);
  return Number((await tile.innerText()).match(/\d+/)![0]);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
