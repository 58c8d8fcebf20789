/**
 * Patient search through the trigram indexes (migration 006): the department's list, the hospital's
 * search and the doctor's picker find what a plain case-insensitive comparison finds, in name order,
 * whichever way the search is run (few matches, common text spread over the names or concentrated in
 * one part of them, text too short for trigrams), and the index follows every change of a patient.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import type { HospitalPatient } from '@saude/shared/schemas/hospital';
import type { PatientSearchResult } from '@saude/shared/schemas/health';
import { LIST_TOTAL_CAP, TOTAL_EXACT_HEADER } from '@saude/shared/schemas/common';
import { onlyDigits } from '@saude/shared/domain/format';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { nextCpf } from '../../test/fixtures';
import { nowIso } from '../../lib/time';
import { departmentClient } from '../admin/admin.fixtures';
import { hospitalClient, staffClient } from '../appointments/appointments.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

type NewPatient = { full_name: string; cpf?: string | null; sus_card?: string | null; is_active?: number };

async function addPatients(rows: NewPatient[]): Promise<number[]> {
  const at = nowIso();
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const inserted = await ctx.db
      .insertInto('patients')
      .values(
        rows.slice(i, i + 200).map((r) => ({
          full_name: r.full_name,
          cpf: r.cpf === undefined ? nextCpf() : r.cpf,
          sus_card: r.sus_card ?? null,
          is_active: r.is_active ?? 1,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

type Row = { id: number; full_name: string; cpf: string | null; sus_card: string | null; is_active: number };

/** Every patient in the database's own name order (its collation decides, not JavaScript's). */
const inNameOrder = (): Promise<Row[]> =>
  ctx.db
    .selectFrom('patients')
    .select(['id', 'full_name', 'cpf', 'sus_card', 'is_active'])
    .orderBy('full_name')
    .orderBy('id')
    .execute();

const has = (value: string | null, text: string) => (value ?? '').toLowerCase().includes(text.toLowerCase());

/** The department's rule: name or SUS card contain the text; a typed CPF's digits in CPF or SUS card. */
function adminMatch(q: string) {
  const digits = /^[\d.\-\s]+$/.test(q) ? onlyDigits(q) : '';
  return (p: Row) =>
    has(p.full_name, q) ||
    has(p.sus_card, q) ||
    (!!digits && (has(p.cpf, digits) || has(p.sus_card, digits)));
}

async function adminPage(client: TestClient, q: string, limit: number, offset = 0) {
  const res = await client.get<PatientProfile[]>(
    `/api/admin/patients?q=${encodeURIComponent(q)}&limit=${limit}&offset=${offset}`,
  );
  expect(res.status).toBe(200);
  return {
    ids: res.body.map((p) => p.id),
    total: Number(res.headers.get('x-total-count')),
    exact: res.headers.get(TOTAL_EXACT_HEADER),
  };
}

const sorted = (list: string[]) => [...list].sort();

/** The names a search answers, sorted here (the order itself is checked against the database's). */
const names = async (client: TestClient, path: string) =>
  sorted(((await client.get<{ full_name: string }[]>(path)).body ?? []).map((p) => p.full_name));

describe('patient search', () => {
  it('ignores case, keeps accents, finds text anywhere in the name, CPF and SUS card', async () => {
    await addPatients([
      { full_name: 'JOÃO da Silva Pereira', cpf: '12345678909', sus_card: '700123456789012' },
      { full_name: 'Joana Darc Lima' },
      { full_name: 'Joao Sem Acento' },
      { full_name: 'Maria Conceição Aparecida' },
      { full_name: 'Maria Conceicao Souza' },
      { full_name: 'Ana 100% Souza' },
      { full_name: 'Bruno 100 Souza' },
      { full_name: 'Carla Inativa Silva', is_active: 0 },
    ]);
    const { client: admin } = await departmentClient(ctx);
    const admined = async (q: string) => {
      const page = await adminPage(admin, q, 50);
      expect(page.exact).toBe('true');
      const rows = (await inNameOrder()).filter(adminMatch(q));
      expect(page.ids).toEqual(rows.map((r) => r.id));
      expect(page.total).toBe(rows.length);
      return sorted(rows.map((r) => r.full_name));
    };
    expect(await admined('joão')).toEqual(['JOÃO da Silva Pereira']);
    expect(await admined('JOÃO')).toEqual(['JOÃO da Silva Pereira']);
    expect(await admined('joao')).toEqual(['Joao Sem Acento']);
    expect(await admined('CONCEIÇÃO')).toEqual(['Maria Conceição Aparecida']);
    expect(await admined('silva pe')).toEqual(['JOÃO da Silva Pereira']);
    expect(await admined('conceição apa')).toEqual(['Maria Conceição Aparecida']);
    // LIKE's wildcards are plain characters.
    expect(await admined('100%')).toEqual(['Ana 100% Souza']);
    expect(await admined('_')).toEqual([]);
    // Shorter than a trigram.
    expect(await admined('ão')).toEqual(sorted(['JOÃO da Silva Pereira', 'Maria Conceição Aparecida']));
    expect(await admined('jo')).toEqual(
      sorted(['Joana Darc Lima', 'Joao Sem Acento', 'JOÃO da Silva Pereira']),
    );
    // A CPF typed with its mask, part of it, or part of a SUS card.
    expect(await admined('123.456.789-09')).toEqual(['JOÃO da Silva Pereira']);
    expect(await admined('456.78')).toEqual(['JOÃO da Silva Pereira']);
    expect(await admined('3456789012')).toEqual(['JOÃO da Silva Pereira']);
    expect(await admined('zzz')).toEqual([]);

    const hospital = (await hospitalClient(ctx)).client;
    const search = (q: string) => names(hospital, `/api/hospital/patients/search?q=${encodeURIComponent(q)}`);
    expect(await search('joão')).toEqual(['JOÃO da Silva Pereira']);
    expect(await search('CONCEIÇÃO')).toEqual(['Maria Conceição Aparecida']);
    expect(await search('Silva')).toEqual(sorted(['Carla Inativa Silva', 'JOÃO da Silva Pereira']));
    expect(await search('678.909')).toEqual(['JOÃO da Silva Pereira']);
    expect(await search('ão')).toEqual(sorted(['JOÃO da Silva Pereira', 'Maria Conceição Aparecida']));

    // The doctor's picker: active patients only; CPF and SUS card by their first digits.
    const doctor = (await staffClient(ctx, 'doctor', null)).client;
    const pick = (q: string) => names(doctor, `/api/patients/search?q=${encodeURIComponent(q)}`);
    expect(await pick('silva')).toEqual(['JOÃO da Silva Pereira']);
    expect(await pick('joão')).toEqual(['JOÃO da Silva Pereira']);
    expect(await pick('123.456')).toEqual(['JOÃO da Silva Pereira']);
    expect(await pick('7001234')).toEqual(['JOÃO da Silva Pereira']);
    expect(await pick('456789')).toEqual([]);
  });

  it('follows a new patient, a change of name, CPF or SUS card, and a deletion', async () => {
    const { client: admin } = await departmentClient(ctx);
    const hospital = (await hospitalClient(ctx)).client;
    const [id] = await addPatients([{ full_name: 'Rosa Quintanilha Prado' }]);
    const found = async (q: string) => (await adminPage(admin, q, 50)).ids;
    expect(await found('quintanilha')).toEqual([id]);

    // Through the department's form.
    const cpf = nextCpf();
    const put = await admin.put(`/api/admin/patients/${id}`, {
      full_name: 'Rosa Vasconcelos Prado',
      cpf,
      sus_card: '898001234567',
      phone: null,
    });
    expect(put.status).toBe(200);
    expect(await found('quintanilha')).toEqual([]);
    expect(await found('vasconcelos')).toEqual([id]);
    expect(await found(cpf.slice(2, 9))).toEqual([id]);
    expect(await found('80012345')).toEqual([id]);
    expect(await names(hospital, '/api/hospital/patients/search?q=vasconcelos')).toEqual([
      'Rosa Vasconcelos Prado',
    ]);

    // Directly in the database (any writer keeps the index right).
    await ctx.db
      .updateTable('patients')
      .set({ full_name: 'Rosa Albuquerque' })
      .where('id', '=', id!)
      .execute();
    expect(await found('vasconcelos')).toEqual([]);
    expect(await found('ALBUQUERQUE')).toEqual([id]);
    await ctx.db.deleteFrom('patients').where('id', '=', id!).execute();
    expect(await found('albuquerque')).toEqual([]);
  });

  it('pages through common and rare text as a plain comparison would, with capped totals', async () => {
    // "Silva" in every part of the name order; "Maria" (a first name) all in one part of it; more
    // matches than the cap for both, so each way of searching is taken.
    const first = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gustavo', 'Helena'];
    const last = ['Silva', 'Souza', 'Lima', 'Costa', 'Rocha'];
    const rows: NewPatient[] = [];
    for (let i = 0; i < 2000; i++) {
      const surname = i % 2 === 0 ? 'Silva' : last[1 + (i % 4)]!;
      rows.push({ full_name: `${first[i % first.length]} ${surname} ${String(i).padStart(4, '0')}` });
    }
    for (let i = 0; i < 1100; i++) rows.push({ full_name: `Maria ${last[i % last.length]} ${i}` });
    rows.push({ full_name: 'Zuleica Raríssima', sus_card: '7009' });
    await addPatients(rows);
    const all = await inNameOrder();
    const { client: admin } = await departmentClient(ctx);

    for (const q of ['silva', 'maria', 'MARIA S', 'raríssima', 'zzq', 'sil', 'a', '0007']) {
      const matching = all.filter(adminMatch(q));
      for (const [limit, offset] of [
        [50, 0],
        [7, 13],
        [200, 0],
        [50, 1000],
      ] as const) {
        const page = await adminPage(admin, q, limit, offset);
        expect(page.ids, `${q} ${limit}/${offset}`).toEqual(
          matching.slice(offset, offset + limit).map((r) => r.id),
        );
        expect(page.total).toBe(Math.min(matching.length, LIST_TOTAL_CAP));
        expect(page.exact).toBe(String(matching.length <= LIST_TOTAL_CAP));
      }
    }
    const everyone = await adminPage(admin, '', 10);
    expect(everyone).toMatchObject({ total: LIST_TOTAL_CAP, exact: 'false' });
    expect(everyone.ids).toEqual(all.slice(0, 10).map((r) => r.id));

    const hospital = (await hospitalClient(ctx)).client;
    const doctor = (await staffClient(ctx, 'doctor', null)).client;
    for (const q of ['silva', 'maria', 'raríssima', 'ria l']) {
      const expected = all.filter((p) => has(p.full_name, q) || has(p.sus_card, q)).slice(0, 20);
      const found = await hospital.get<HospitalPatient[]>(
        `/api/hospital/patients/search?q=${encodeURIComponent(q)}`,
      );
      expect(
        found.body.map((p) => p.id),
        q,
      ).toEqual(expected.map((r) => r.id));
      const picked = await doctor.get<PatientSearchResult[]>(
        `/api/patients/search?q=${encodeURIComponent(q)}`,
      );
      expect(
        picked.body.map((p) => p.id),
        q,
      ).toEqual(
        all
          .filter((p) => has(p.full_name, q))
          .slice(0, 20)
          .map((r) => r.id),
      );
    }
  });
});
