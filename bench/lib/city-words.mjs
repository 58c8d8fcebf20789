// Vocabulary and seeded helpers of the synthetic city: deterministic, so two runs build the same data.
export const FIRST = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Francisco',
  'Antônia',
  'Carlos',
  'Paulo',
  'Adriana',
  'Lucas',
  'Juliana',
  'Pedro',
  'Marcos',
  'Fernanda',
  'Rafael',
  'Patrícia',
  'Gabriel',
  'Aline',
  'Luiz',
  'Camila',
  'Bruno',
  'Sandra',
  'Rodrigo',
  'Larissa',
  'Felipe',
  'Vanessa',
  'Thiago',
  'Beatriz',
  'Mateus',
  'Letícia',
];
export const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
];
export const BAIRROS = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Boa Vista',
  'São José',
  'Santa Luzia',
  'Industrial',
];
export const SPECIALTIES = [
  'Cardiologista',
  'Ginecologista',
  'Pediatra',
  'Ortopedista',
  'Dermatologista',
  'Clínico Geral',
];
/**
 * CBO 2002 occupation of each specialty above and of reception, as the product's table gives them
 * (packages/shared/src/domain/professional-codes.ts); the generator runs without the TypeScript.
 * @type {Record<string, string>}
 */
export const CBO = {
  Cardiologista: '225120',
  Ginecologista: '225250',
  Pediatra: '225124',
  Ortopedista: '225270',
  Dermatologista: '225135',
  'Clínico Geral': '225125',
  reception: '422105',
};
export const EXAMS = [
  'Hemograma completo',
  'Glicemia em jejum',
  'Colesterol total',
  'Urina tipo 1',
  'TSH',
  'Creatinina',
];
export const DRUGS = [
  'Losartana 50 mg, 1 comprimido ao dia',
  'Metformina 850 mg, 2 vezes ao dia',
  'Amoxicilina 500 mg, de 8 em 8 horas por 7 dias',
  'Dipirona 500 mg, se dor ou febre',
];

/** @typedef {() => number} Rng A seeded source of numbers in [0, 1). */

/**
 * mulberry32: small, fast, good enough to spread synthetic values.
 * @param {number} seed
 * @returns {Rng}
 */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/**
 * One element of a non-empty list.
 * @template T
 * @param {Rng} rnd
 * @param {readonly T[]} list
 * @returns {T}
 */
export const pick = (rnd, list) => /** @type {T} */ (list[Math.floor(rnd() * list.length)]);
/**
 * An integer in [0, n).
 * @param {Rng} rnd
 * @param {number} n
 */
export const int = (rnd, n) => Math.floor(rnd() * n);

/**
 * A CPF with valid check digits, unique per (kind, n).
 * @param {number} kind
 * @param {number} n
 */
export function cpf(kind, n) {
  const base = String(kind * 100_000_000 + n)
    .padStart(9, '0')
    .slice(-9);
  const digits = [...base].map(Number);
  for (const len of [9, 10]) {
    const sum = digits.slice(0, len).reduce((s, d, i) => s + d * (len + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/**
 * A provisional CNS (Cartão Nacional de Saúde) with valid check digits, unique per n: 7, n in 12
 * digits, and two last digits (weights 2 and 1) that make the sum weighted 15 to 1 a multiple of 11,
 * the Ministry of Health's rule for the provisional series.
 * @param {number} n
 */
export function cns(n) {
  const base = `7${String(n).padStart(12, '0').slice(-12)}`;
  const sum = [...base].reduce((s, d, i) => s + Number(d) * (15 - i), 0);
  const need = (11 - (sum % 11)) % 11;
  return need === 10 ? `${base}18` : `${base}0${need}`;
}

/**
 * The unit a staff member works at: five consecutive ids (four doctors and a receptionist, since every
 * fifth id is reception) share a unit, so every unit has both.
 * @param {number} id
 * @param {number} unitCount
 */
export const staffUnit = (id, unitCount) => 1 + (Math.floor(id / 5) % unitCount);

export const DAY = 86_400_000;
/**
 * The city's date now, as the server sees it (CITY_TIME_ZONE, packages/shared/src/domain/dates.ts):
 * from 21:00 in São Paulo the UTC date is already the next day, whose appointments the server would
 * not check in or finish.
 */
export const cityToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
// The city is generated around the city's day it is generated on (its midnight written in UTC), so
// that its agendas, queues and counters hold today's work when the benchmarks run: the same data for
// every run of one day.
export const NOW = Date.parse(`${cityToday()}T00:00:00.000Z`);
/** @param {number} ms */
export const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
/** @param {number} ms */
export const iso = (ms) => new Date(ms).toISOString();
/** @param {Rng} rnd */
export const name = (rnd) => `${pick(rnd, FIRST)} ${pick(rnd, LAST)} ${pick(rnd, LAST)}`;
