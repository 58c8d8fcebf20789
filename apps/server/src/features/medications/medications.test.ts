import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { signedIn } from '../../test/fixtures';
import { MEDICATIONS } from './medications.catalog';
import { fold, searchMedications } from './medications.service';

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

  it('lists prefix matches before substring matches, at most 15', async () => {
    const results = searchMedications('cilina', 50);
    expect(results.length).toBeGreaterThan(3);
    const prefixFirst = searchMedications('amox', 50);
    expect(prefixFirst[0]).toMatch(/^Amoxicilina/);
    const mixed = await search('ina');
    expect(mixed).toHaveLength(15);
    const sal = searchMedications('sal', 50);
    const firstInside = sal.findIndex((m) => !fold(m).startsWith('sal'));
    expect(firstInside).toBeGreaterThan(0);
    expect(sal.slice(firstInside).every((m) => !fold(m).startsWith('sal'))).toBe(true);
  });

  it('answers an empty list below 2 characters', async () => {
    expect(await search('a')).toEqual([]);
    expect(await search('')).toEqual([]);
    const res = await doctor.get<string[]>('/api/medications/search');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
