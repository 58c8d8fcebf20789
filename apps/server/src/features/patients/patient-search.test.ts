/**
 * Patient search through the trigram indexes (migrations 006 and 011): the department's list, the
 * hospital's search and the doctor's picker find what a plain comparison of every word, case and
 * accents aside, finds, in name order,
 * whichever way the search is run (few matches, common text spread over the names or concentrated in
 * one part of them, text too short for trigrams), and the index follows every change of a patient.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import type { HospitalPatient } from '@saude/shared/schemas/hospital';
import { PATIENT_SEARCH_PAGE, type PatientSearchResult } from '@saude/shared/schemas/health';
import { LIST_TOTAL_CAP } from '@saude/shared/domain/page-limits';
import { onlyDigits } from '@saude/shared/domain/format';
import { searchFold, searchWords } from '@saude/shared/domain/search-fold';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { readAllPages, totalOf } from '../../test/list-pages';
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

/** The rule, written plainly: `text` in `value`, case and accents aside. */
const has = (value: string | null, text: string) => searchFold(value ?? '').includes(searchFold(text));

/** Every word of `q`, in any order, in one of `values`. */
const everyWordOf = (q: string, ...values: (string | null)[]) =>
  searchWords(q).every((word) => values.some((v) => has(v, word)));

/** The department's rule: every word in the name or SUS card; a typed CPF's digits in CPF or SUS card. */
function adminMatch(q: string) {
  const digits = /^[\d.\-\s]+$/.test(q) ? onlyDigits(q) : '';
  return (p: Row) =>
    everyWordOf(q, p.full_name, p.sus_card) || (!!digits && (has(p.cpf, digits) || has(p.sus_card, digits)));
}

/** The department's list for `q`: every page, `limit` at a time, following the links. */
async function adminPages(client: TestClient, q: string, limit: number) {
  const { items, pages } = await readAllPages<PatientProfile>(
    client,
    `/api/admin/patients?q=${encodeURIComponent(q)}&limit=${limit}`,
  );
  for (const page of pages) expect(totalOf(page)).toEqual(totalOf(pages[0]!));
  return { ids: items.map((p) => p.id), pages: pages.length, ...totalOf(pages[0]!) };
}

const sorted = (list: string[]) => [...list].sort();

/** The names a search answers over all its pages, sorted here (the order is checked against the database's). */
const names = async (client: TestClient, path: string) =>
  sorted((await readAllPages<{ full_name: string }>(client, path)).items.map((p) => p.full_name));

describe('patient search', () => {
  it('folds names in the database as the application does, plain or accented', async () => {
    const names = [
      'MARIA SILVA',
      'antonia',
      'ANTÔNIA DA CONCEIÇÃO',
      'João Görlitz-Ñúñez',
      'Zé 2º',
      "D'Ávila Ŝtefan",
    ];
    for (const name of names) {
      const { rows } = await sql<{ folded: string }>`select search_fold(${name}) as folded`.execute(ctx.db);
      expect(rows[0]!.folded, name).toBe(searchFold(name));
    }
  });

  it('ignores case and accents, finds every word in any order in the name, CPF and SUS card', async () => {
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
      const page = await adminPages(admin, q, 2);
      expect(page.exact).toBe(true);
      const rows = (await inNameOrder()).filter(adminMatch(q));
      expect(page.ids).toEqual(rows.map((r) => r.id));
      expect(page.total).toBe(rows.length);
      return sorted(rows.map((r) => r.full_name));
    };
    const joaos = sorted(['JOÃO da Silva Pereira', 'Joao Sem Acento']);
    const conceicoes = sorted(['Maria Conceição Aparecida', 'Maria Conceicao Souza']);
    expect(await admined('joão')).toEqual(joaos);
    expect(await admined('JOÃO')).toEqual(joaos);
    expect(await admined('joao')).toEqual(joaos);
    expect(await admined('CONCEIÇÃO')).toEqual(conceicoes);
    expect(await admined('conceicao')).toEqual(conceicoes);
    expect(await admined('silva pe')).toEqual(['JOÃO da Silva Pereira']);
    expect(await admined('pereira joao')).toEqual(['JOÃO da Silva Pereira']);
    expect(await admined('conceicao apa')).toEqual(['Maria Conceição Aparecida']);
    expect(await admined('souza ana')).toEqual(['Ana 100% Souza']);
    expect(await admined('maria  souza')).toEqual(['Maria Conceicao Souza']);
    // A word too short for the trigram index beside one that is not: both still required.
    expect(await admined('joao da silva')).toEqual(['JOÃO da Silva Pereira']);
    expect(await admined('joao de silva')).toEqual([]);
    expect(await admined('ma souza')).toEqual(['Maria Conceicao Souza']);
    // LIKE's wildcards are plain characters.
    expect(await admined('100%')).toEqual(['Ana 100% Souza']);
    expect(await admined('_')).toEqual([]);
    // Shorter than a trigram.
    expect(await admined('ão')).toEqual(sorted([...joaos, ...conceicoes]));
    expect(await admined('jo')).toEqual(
      sorted(['Joana Darc Lima', 'Joao Sem Acento', 'JOÃO da Silva Pereira']),
    );
    // A CPF typed with its mask, part of it, or part of a SUS card.
    expect(await admined('123.456.789-09')).toEqual(['JOÃO da Silva Pereira']);
    expect(await admined('456.78')).toEqual(['JOÃO da Silva Pereira']);
    expect(await admined('3456789012')).toEqual(['JOÃO da Silva Pereira']);
    expect(await admined('zzz')).toEqual([]);

    // Doctors and units look a patient up in the whole register: a name from 3 characters, or a whole
    // CPF or cartão SUS; anything shorter names nobody and is refused (decision 027).
    const refused = async (client: TestClient, path: string, q: string) => {
      const res = await client.get<{ error: string }>(`${path}?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error).toBe('Digite pelo menos 3 letras do nome, ou o CPF ou o cartão SUS completo');
    };
    const hospital = (await hospitalClient(ctx)).client;
    const search = (q: string) => names(hospital, `/api/hospital/patients/search?q=${encodeURIComponent(q)}`);
    expect(await search('joão')).toEqual(joaos);
    expect(await search('joao silva')).toEqual(['JOÃO da Silva Pereira']);
    expect(await search('joao da silva')).toEqual(['JOÃO da Silva Pereira']);
    expect(await search('CONCEIÇÃO')).toEqual(conceicoes);
    expect(await search('Silva')).toEqual(sorted(['Carla Inativa Silva', 'JOÃO da Silva Pereira']));
    expect(await search('123.456.789-09')).toEqual(['JOÃO da Silva Pereira']);
    expect(await search('700 1234 5678 9012')).toEqual(['JOÃO da Silva Pereira']);
    for (const q of ['678.909', '7001234', 'ão', 'jo', '  a ', '1234567890']) {
      await refused(hospital, '/api/hospital/patients/search', q);
    }

    // The doctor's picker: active patients only, by the same rule.
    const doctor = (await staffClient(ctx, 'doctor', null)).client;
    const pick = (q: string) => names(doctor, `/api/patients/search?q=${encodeURIComponent(q)}`);
    expect(await pick('silva')).toEqual(['JOÃO da Silva Pereira']);
    expect(await pick('joao')).toEqual(joaos);
    expect(await pick('silva joão')).toEqual(['JOÃO da Silva Pereira']);
    expect(await pick('12345678909')).toEqual(['JOÃO da Silva Pereira']);
    expect(await pick('700123456789012')).toEqual(['JOÃO da Silva Pereira']);
    expect(await pick('12345678900')).toEqual([]);
    for (const q of ['123.456', '7001234', 'jo']) await refused(doctor, '/api/patients/search', q);
  });

  it('follows a new patient, a change of name, CPF or SUS card, and a deletion', async () => {
    const { client: admin } = await departmentClient(ctx);
    const hospital = (await hospitalClient(ctx)).client;
    const [id] = await addPatients([{ full_name: 'Rosa Quintanilha Prado' }]);
    const found = async (q: string) => (await adminPages(admin, q, 50)).ids;
    expect(await found('quintanilha')).toEqual([id]);

    // Through the department's form.
    const cpf = nextCpf();
    const put = await admin.put(`/api/admin/patients/${id}`, {
      full_name: 'Rosa Vasconcelos Prado',
      cpf,
      sus_card: '898001234500002',
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
    // matches than the cap for both, so each way of searching is taken, from every page's start.
    const first = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gustavo', 'Helena'];
    const last = ['Silva', 'Souza', 'Lima', 'Costa', 'Rocha'];
    const rows: NewPatient[] = [];
    for (let i = 0; i < 2000; i++) {
      const surname = i % 2 === 0 ? 'Silva' : last[1 + (i % 4)]!;
      rows.push({
        full_name: `${first[i % first.length]} ${surname} ${String(i).padStart(4, '0')}`,
        is_active: i % 7 === 0 ? 0 : 1,
      });
    }
    for (let i = 0; i < 1100; i++) rows.push({ full_name: `Maria ${last[i % last.length]} ${i}` });
    rows.push({ full_name: 'Zuleica Raríssima', sus_card: '7009' });
    await addPatients(rows);
    const all = await inNameOrder();
    const { client: admin } = await departmentClient(ctx);

    for (const [q, limit] of [
      ['silva', 100],
      ['maria', 100],
      ['MARIA S', 37],
      ['raríssima', 1],
      ['rarissima', 1],
      ['fabio silva', 40],
      ['silva 00', 100],
      ['zzq', 50],
      ['sil', 100],
      ['a', 100],
      ['0007', 3],
    ] as const) {
      const matching = all.filter(adminMatch(q));
      const listed = await adminPages(admin, q, limit);
      expect(listed.ids, `${q} by ${limit}`).toEqual(matching.map((r) => r.id));
      expect(listed.total).toBe(Math.min(matching.length, LIST_TOTAL_CAP));
      expect(listed.exact).toBe(matching.length <= LIST_TOTAL_CAP);
    }
    // Without a search: everyone, newest first.
    const everyone = await admin.get<PatientProfile[]>('/api/admin/patients?limit=10');
    expect(totalOf(everyone)).toEqual({ total: LIST_TOTAL_CAP, exact: false });
    expect(everyone.body.map((p) => p.id)).toEqual(
      [...all]
        .sort((a, b) => b.id - a.id)
        .slice(0, 10)
        .map((r) => r.id),
    );

    const hospital = (await hospitalClient(ctx)).client;
    const doctor = (await staffClient(ctx, 'doctor', null)).client;
    // Doctors and units get one page, the first in name order, never a link to the next; the total
    // tells them to narrow the search.
    for (const q of ['silva', 'maria', 'raríssima', 'RARISSIMA', 'ria l', 'fabio', 'silva fab']) {
      const found = await hospital.get<HospitalPatient[]>(
        `/api/hospital/patients/search?q=${encodeURIComponent(q)}&limit=100`,
      );
      const expected = all.filter((p) => everyWordOf(q, p.full_name));
      expect(
        found.body.map((p) => p.id),
        q,
      ).toEqual(expected.slice(0, PATIENT_SEARCH_PAGE).map((r) => r.id));
      expect(found.headers.get('link'), q).toBeNull();
      expect(totalOf(found).total).toBe(Math.min(expected.length, LIST_TOTAL_CAP));
      // The doctor's picker: active patients only.
      const picked = await doctor.get<PatientSearchResult[]>(
        `/api/patients/search?q=${encodeURIComponent(q)}&limit=100`,
      );
      const active = all.filter((p) => p.is_active === 1 && everyWordOf(q, p.full_name));
      expect(
        picked.body.map((p) => p.id),
        q,
      ).toEqual(active.slice(0, PATIENT_SEARCH_PAGE).map((r) => r.id));
      expect(picked.headers.get('link'), q).toBeNull();
      expect(totalOf(picked)).toEqual({
        total: Math.min(active.length, LIST_TOTAL_CAP),
        exact: active.length <= LIST_TOTAL_CAP,
      });
    }
    // Asked for a later page, they answer the first: there is no paging through the register.
    const later = await doctor.get<PatientSearchResult[]>(
      `/api/patients/search?q=silva&cursor=${'x'.repeat(10)}`,
    );
    expect(later.status).toBe(200);
    // 3 100 patients and some 150 requests: more than the default time on a busy PostgreSQL.
  }, 120_000);
});
