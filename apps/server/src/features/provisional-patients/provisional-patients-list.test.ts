/**
 * GET /api/public-authority/provisional-patients through the list contract: newest first, filtered
 * in the database with the filters kept in the next link, every person reachable, and the exact
 * total the panel prints ("N registro(s) encontrado(s)").
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProvisionalPatient } from '@saude/shared/schemas/provisional-patients';
import { createTestContext, type TestContext } from '../../test/harness';
import { signedIn } from '../../test/fixtures';
import { readAllPages, totalOf } from '../../test/list-pages';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const PATH = '/api/public-authority/provisional-patients';

/** `n` people, one an hour going back from now, alternating sex, ages spread over 0-89. */
async function people(n: number) {
  const rows = Array.from({ length: n }, (_, i) => {
    const at = new Date(Date.now() - (n - i) * 3_600_000).toISOString();
    return {
      provisional_id: `PROV-2025-${String(100_000 + i)}`,
      approximate_age: (i * 7) % 90,
      gender: i % 2 ? 'feminino' : 'masculino',
      physical_description: i % 10 === 0 ? 'Tatuagem no braço' : 'Cabelos escuros',
      registration_location: 'UBS Centro',
      registration_date: at,
      registered_by_name: 'Recepção',
      created_at: at,
    };
  });
  for (let i = 0; i < rows.length; i += 250) {
    await ctx.db
      .insertInto('provisional_patients')
      .values(rows.slice(i, i + 250))
      .execute();
  }
  return rows.map((r) => r.provisional_id).reverse();
}

describe('GET /api/public-authority/provisional-patients', () => {
  it('reaches every person newest first, with the exact total past a thousand', async () => {
    const newestFirst = await people(1005);
    const authority = await signedIn(ctx, 'public_authority');
    const { items, pages } = await readAllPages<ProvisionalPatient>(authority, `${PATH}?limit=100`);
    expect(items.map((p) => p.provisional_id)).toEqual(newestFirst);
    expect(pages).toHaveLength(11);
    expect(pages.every((p) => totalOf(p).total === 1005 && totalOf(p).exact)).toBe(true);
  });

  it('applies search, sex, age group and period together, kept from page to page', async () => {
    await people(120);
    const authority = await signedIn(ctx, 'public_authority');
    const all = await readAllPages<ProvisionalPatient>(authority, `${PATH}?limit=100`);
    const query = 'q=TATUAGEM&gender=masculino&age_group=adult&days=7&limit=2';
    const { items, pages } = await readAllPages<ProvisionalPatient>(authority, `${PATH}?${query}`);
    const expected = all.items.filter(
      (p) =>
        p.physical_description === 'Tatuagem no braço' &&
        p.gender === 'masculino' &&
        p.approximate_age >= 18 &&
        p.approximate_age <= 59,
    );
    expect(expected.length).toBeGreaterThan(2);
    expect(items.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(pages.every((p) => totalOf(p).total === expected.length)).toBe(true);
    const next = new URL(pages[0]!.headers.get('link')!.slice(1).split('>')[0]!);
    expect(Object.fromEntries(next.searchParams)).toMatchObject({
      q: 'TATUAGEM',
      gender: 'masculino',
      age_group: 'adult',
      days: '7',
      limit: '2',
    });
  });

  it('is for public authorities only', async () => {
    for (const role of ['patient', 'doctor', 'reception', 'health_department', 'hospital'] as const) {
      expect((await (await signedIn(ctx, role)).get(PATH)).status, role).toBe(403);
    }
  });
});
