// Row generators of the city's places and people. Generators, so rows are produced lazily.
import {
  BAIRROS,
  CBO,
  DAY,
  NOW,
  SPECIALTIES,
  cns,
  cpf,
  int,
  iso,
  isoDay,
  name,
  pick,
  random,
  staffUnit,
} from './city-words.mjs';

/** @param {number} count */
export function* units(count) {
  const rnd = random(1);
  for (let id = 1; id <= count; id++) {
    const at = iso(NOW - 900 * DAY);
    yield [
      id,
      `${id % 5 === 0 ? 'Hospital' : 'UBS'} ${pick(rnd, BAIRROS)} ${id}`,
      // A unique 7-digit CNES per unit.
      String(2000000 + id),
      `Rua ${id}, ${int(rnd, 900)}`,
      '1133334444',
      'Cidade Exemplo',
      'SP',
      1,
      at,
      at,
    ];
  }
}
units.columns = [
  'id',
  'name',
  'cnes',
  'address',
  'phone',
  'city',
  'state',
  'is_active',
  'created_at',
  'updated_at',
];

/**
 * @param {number} count
 * @param {number} unitCount
 * @param {string} hash the password hash every account shares
 */
export function* staff(count, unitCount, hash) {
  const rnd = random(2);
  for (let id = 1; id <= count; id++) {
    const doctor = id % 5 !== 0;
    const at = iso(NOW - int(rnd, 800) * DAY);
    const specialty = doctor ? pick(rnd, SPECIALTIES) : null;
    yield [
      id,
      cpf(2, id),
      name(rnd),
      doctor ? 'doctor' : 'reception',
      specialty,
      doctor ? String(100000 + id) : null,
      doctor ? 'SP' : null,
      CBO[specialty ?? 'reception'] ?? null,
      hash,
      staffUnit(id, unitCount),
      1,
      at,
      at,
    ];
  }
}
staff.columns = [
  'id',
  'cpf',
  'full_name',
  'user_type',
  'specialty',
  'crm',
  'crm_uf',
  'cbo',
  'password_hash',
  'health_unit_id',
  'is_active',
  'created_at',
  'updated_at',
];

/**
 * @param {number} unitCount
 * @param {string} hash
 */
export function* hospitalAdmins(unitCount, hash) {
  for (let id = 1; id <= unitCount; id++) {
    const at = iso(NOW - 900 * DAY);
    yield [id, id, `bench-unidade-${id}`, hash, `Administração da unidade ${id}`, 1, at, at];
  }
}
hospitalAdmins.columns = [
  'id',
  'health_unit_id',
  'username',
  'password_hash',
  'administrator_name',
  'is_active',
  'created_at',
  'updated_at',
];

/** @param {string} hash */
export function* authorities(hash) {
  const at = iso(NOW - 900 * DAY);
  yield [1, 'bench-autoridade', hash, 'Delegacia de Pessoas Desaparecidas', 'missing_persons', 1, at, at];
}
authorities.columns = [
  'id',
  'username',
  'password_hash',
  'authority_name',
  'authority_type',
  'is_active',
  'created_at',
  'updated_at',
];

/**
 * @param {number} count
 * @param {string} hash
 */
export function* patients(count, hash) {
  const rnd = random(3);
  for (let id = 1; id <= count; id++) {
    const at = iso(NOW - int(rnd, 1500) * DAY);
    yield [
      id,
      cpf(1, id),
      name(rnd),
      isoDay(NOW - (1 + int(rnd, 90)) * 365 * DAY - int(rnd, 365) * DAY),
      rnd() < 0.5 ? 'feminino' : 'masculino',
      hash,
      `119${String(10_000_000 + id).slice(-8)}`,
      cns(id),
      pick(rnd, BAIRROS),
      'Cidade Exemplo',
      'SP',
      1,
      at,
      at,
    ];
  }
}
patients.columns = [
  'id',
  'cpf',
  'full_name',
  'birth_date',
  'gender',
  'password_hash',
  'phone',
  'sus_card',
  'bairro',
  'cidade',
  'estado',
  'is_active',
  'created_at',
  'updated_at',
];
