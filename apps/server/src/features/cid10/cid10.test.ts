import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cid10Item } from '@saude/shared/schemas/cid10';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { signedIn } from '../../test/fixtures';
import { readAllPages } from '../../test/list-pages';
import { CID10, cid10Entry } from './cid10.table';
import { APPOINTMENTS } from '../demo/demo-appointments';

let ctx: TestContext;
let doctor: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  doctor = await signedIn(ctx, 'doctor');
});
afterAll(async () => {
  await ctx.close();
});

const search = async (q: string, client = doctor) =>
  (await client.get<Cid10Item[]>(`/api/cid10?q=${encodeURIComponent(q)}&limit=20`)).body;
const codes = async (q: string) => (await search(q)).map((i) => i.code);

describe('CID-10 table', () => {
  it('holds the DATASUS categories and subcategories, in code order, once each', () => {
    expect(CID10.length).toBeGreaterThan(14000);
    expect(new Set(CID10.map((e) => e.code)).size).toBe(CID10.length);
    expect(CID10.map((e) => e.code)).toEqual(CID10.map((e) => e.code).sort());
    expect(cid10Entry('J069')?.description).toBe(
      'Infecção aguda das vias aéreas superiores não especificada',
    );
    expect(cid10Entry('I10')?.description).toBe('Hipertensão essencial (primária)');
    expect(cid10Entry('J06.9')).toBeUndefined();
  });

  it("holds every code of the demo city's records", () => {
    const codes = APPOINTMENTS.flatMap((a) => a.record?.cid10 ?? []);
    expect(codes.length).toBeGreaterThan(5);
    expect(codes.filter((code) => !cid10Entry(code))).toEqual([]);
  });
});

describe('GET /api/cid10', () => {
  it('finds by code however it is typed: category, subcategory, lower case, with the dot', async () => {
    expect(await codes('J06')).toEqual(['J06', 'J060', 'J068', 'J069']);
    expect((await codes('j069'))[0]).toBe('J069');
    expect((await codes('J06.9'))[0]).toBe('J069');
    expect((await search('j06.9'))[0]).toEqual({
      code: 'J069',
      description: 'Infecção aguda das vias aéreas superiores não especificada',
    });
    expect((await codes('E1')).slice(0, 2)).toEqual(['E10', 'E100']);
  });

  it('finds by words in any order, accents and case aside, every word matching', async () => {
    const plain = await codes('hipertensao essencial');
    expect(plain[0]).toBe('I10');
    expect(await codes('ESSENCIAL hipertensão')).toEqual(plain);
    const items = await search('infeccao aguda vias aereas superiores');
    expect(items.map((i) => i.code)).toContain('J069');
    for (const item of items) {
      const folded = item.description.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      for (const word of ['infeccao', 'aguda', 'vias', 'aereas', 'superiores'])
        expect(folded).toContain(word);
    }
    expect(await codes('dengue')).toContain('A90');
    expect(await codes('xyzabc')).toEqual([]);
  });

  it('ranks codes first, then words that begin a word, then words inside one', async () => {
    // 'faringite' begins a word in J02 (Faringite aguda) and is inside 'Laringofaringite' (J060).
    const found = await codes('faringite');
    expect(found.indexOf('J02')).toBeGreaterThanOrEqual(0);
    const all = await readAllPages<Cid10Item>(doctor, '/api/cid10?q=faringite&limit=5');
    const list = all.items.map((i) => i.code);
    expect(list.indexOf('J02')).toBeLessThan(list.indexOf('J060'));
    expect(new Set(list).size).toBe(list.length);
  });

  it('puts first the descriptions that begin with the words as typed, then those holding them as a phrase', async () => {
    // The everyday codes a doctor looks for, typed without accents.
    expect((await codes('infeccao aguda')).slice(0, 2)).toEqual(['J069', 'B230']);
    expect((await codes('pneumonia'))[0]).toMatch(/^J1[2-8]/);
    expect((await codes('ansiedade'))[0]).toBe('F411');
    // Every match is still there, once, page after page.
    const all = await readAllPages<Cid10Item>(doctor, '/api/cid10?q=infeccao%20aguda&limit=2');
    const list = all.items.map((i) => i.code);
    expect(new Set(list).size).toBe(list.length);
    expect(list).toHaveLength(6);
  });

  it('answers nothing under two characters, and at most the limit asked', async () => {
    expect(await search('j')).toEqual([]);
    expect(await search(' a ')).toEqual([]);
    expect(await search('')).toEqual([]);
    expect(await search('do')).toHaveLength(20);
  });

  it('is for who records a visit: a patient, a hospital panel and no session are refused', async () => {
    const patient = await signedIn(ctx, 'patient');
    expect((await patient.get('/api/cid10?q=J06')).status).toBe(403);
    const hospital = await signedIn(ctx, 'hospital');
    expect((await hospital.get('/api/cid10?q=J06')).status).toBe(403);
    const anonymous = (await ctx.app.request('/api/cid10?q=J06')).status;
    expect(anonymous).toBe(401);
  });
});
