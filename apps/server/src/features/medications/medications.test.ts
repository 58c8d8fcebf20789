import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { signedIn } from '../../test/fixtures';
import { readAllPages, totalOf } from '../../test/list-pages';
import { MEDICATIONS } from './medications.catalog';
import { searchFold as fold } from '@saude/shared/domain/search-fold';

let ctx: TestContext;
let doctor: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  doctor = await signedIn(ctx, 'doctor');
});
afterAll(async () => {
  await ctx.close();
});

const search = async (q: string) =>
  (await doctor.get<string[]>(`/api/medications/search?q=${encodeURIComponent(q)}`)).body;

describe('medication catalogue', () => {
  it('holds several hundred distinct generic names with presentations', () => {
    expect(MEDICATIONS.length).toBeGreaterThan(400);
    expect(new Set(MEDICATIONS.map(fold)).size).toBe(MEDICATIONS.length);
    expect(MEDICATIONS).toContain('Amoxicilina 500 mg cápsula');
    expect(MEDICATIONS).toContain('Losartana potássica 50 mg comprimido');
  });
});

describe('GET /api/medications/search', () => {
  it('ignores accents and case', async () => {
    expect(await search('dipirona')).toContain('Dipirona sódica 500 mg comprimido');
    expect(await search('dipirona sodica')).toContain('Dipirona sódica 500 mg comprimido');
    expect((await search('losar')).every((m) => m.startsWith('Losartana'))).toBe(true);
    expect(await search('losar')).toContain('Losartana potássica 50 mg comprimido');
    expect((await search('AMOXI'))[0]).toMatch(/^Amoxicilina/);
    expect(await search('ÁCIDO FÓLICO')).toContain('Ácido fólico 5 mg comprimido');
    expect(await search('acido folico')).toContain('Ácido fólico 5 mg comprimido');
  });

  it('lists prefix matches before substring matches, each alphabetically, a page at a time', async () => {
    const amox = await search('amox');
    expect(amox[0]).toMatch(/^Amoxicilina/);
    const sal = await readAllPages<string>(doctor, '/api/medications/search?q=sal&limit=4');
    const names = sal.items;
    const firstInside = names.findIndex((m) => !fold(m).startsWith('sal'));
    expect(firstInside).toBeGreaterThan(0);
    expect(names.slice(firstInside).every((m) => !fold(m).startsWith('sal') && fold(m).includes('sal'))).toBe(
      true,
    );
    const sorted = (list: string[]) => [...list].sort((a, b) => (fold(a) < fold(b) ? -1 : 1));
    expect(names.slice(0, firstInside)).toEqual(sorted(names.slice(0, firstInside)));
    expect(names.slice(firstInside)).toEqual(sorted(names.slice(firstInside)));
    // Every match once, the total being their number.
    const all = MEDICATIONS.filter((m) => fold(m).includes('sal'));
    expect(new Set(names)).toEqual(new Set(all));
    expect(names).toHaveLength(all.length);
    expect(sal.pages.every((p) => totalOf(p).total === all.length)).toBe(true);
  });

  it('answers the few suggestions the dialog shows, with the link to more', async () => {
    const res = await doctor.get<string[]>('/api/medications/search?q=ina&limit=6');
    expect(res.body).toHaveLength(6);
    expect(res.headers.get('link')).toMatch(/q=ina.*limit=6.*rel="next"|limit=6.*q=ina.*rel="next"/);
    expect(totalOf(res).total).toBeGreaterThan(6);
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    expect((await doctor.get('/api/medications/search?q=ina&limit=0')).status).toBe(400);
    const patient = await signedIn(ctx, 'patient');
    expect((await patient.get('/api/medications/search?q=ina')).status).toBe(403);
  });

  it('answers an empty list below 2 characters', async () => {
    expect(await search('a')).toEqual([]);
    expect(await search('')).toEqual([]);
    const res = await doctor.get<string[]>('/api/medications/search');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
