// Row generators of the city's records. Generators, so a million rows never sit in memory at once.
import {
  BAIRROS,
  DAY,
  DRUGS,
  EXAMS,
  NOW,
  SPECIALTIES,
  int,
  iso,
  isoDay,
  pick,
  random,
  staffUnit,
} from './city-words.mjs';
import { staff } from './city-people.mjs';

/** @typedef {{ patients: number; staff: number; units: number }} CitySizes The sizes the records point into. */

// A day that has passed is settled (the automatic no-show leaves none 'scheduled'); today's
// appointments wait at the counter or have been seen; the days ahead are all booked.
const PAST_STATUSES = ['completed', 'completed', 'completed', 'cancelled', 'no_show'];
const TODAY_STATUSES = ['scheduled', 'scheduled', 'confirmed', 'completed'];
const APPT_TYPES = ['consultation', 'exam', 'followup'];

/**
 * @param {number} count
 * @param {CitySizes} s
 */
export function* appointments(count, s) {
  const rnd = random(4);
  for (let id = 1; id <= count; id++) {
    const dayOffset = int(rnd, 730) - 600;
    const day = NOW + dayOffset * DAY;
    const doctor = 1 + int(rnd, s.staff);
    // Booked 20 days ahead, or, for a day further off, within the last 20 days: never in the future,
    // where every update poll of the unit and the doctor would find it "new" again.
    const booked = iso(Math.min(day - 20 * DAY, NOW - (1 + (id % 20)) * DAY));
    yield [
      id,
      1 + int(rnd, s.patients),
      staffUnit(doctor, s.units),
      doctor % 5 === 0 ? null : doctor,
      isoDay(day),
      `${String(7 + int(rnd, 11)).padStart(2, '0')}:${rnd() < 0.5 ? '00' : '30'}`,
      pick(rnd, APPT_TYPES),
      pick(rnd, SPECIALTIES),
      dayOffset > 0 ? 'scheduled' : pick(rnd, dayOffset === 0 ? TODAY_STATUSES : PAST_STATUSES),
      booked,
      booked,
    ];
  }
}
appointments.columns = [
  'id',
  'patient_id',
  'health_unit_id',
  'doctor_staff_id',
  'appointment_date',
  'appointment_time',
  'appointment_type',
  'specialty',
  'status',
  'created_at',
  'updated_at',
];

/**
 * @param {number} count
 * @param {CitySizes} s
 */
export function* requests(count, s) {
  const rnd = random(5);
  // The decisions' own numbers come from another stream: every other column is as it was.
  const decision = random(50);
  const doctors = doctorsOfUnits(s);
  for (let id = 1; id <= count; id++) {
    const at = NOW - int(rnd, 300) * DAY - int(rnd, DAY);
    const status = rnd() < 0.3 ? 'pending' : rnd() < 0.8 ? 'approved' : 'rejected';
    const unit = rnd() < 0.1 ? null : 1 + int(rnd, s.units);
    const patient = 1 + int(rnd, s.patients);
    const specialty = pick(rnd, SPECIALTIES);
    const type = pick(rnd, APPT_TYPES);
    const decidedUnit = status === 'pending' ? null : (unit ?? 1);
    // Decided within three days of the request, never after the city's today began.
    const decidedAt = decidedUnit === null ? null : Math.min(at + (1 + int(decision, 72)) * HOUR, NOW);
    const approved = status === 'approved' && decidedAt !== null;
    // As the unit's approval dialog books it: a day ahead, a half-hour slot, a doctor of the specialty.
    const candidates = approved
      ? (doctors.get(`${decidedUnit}|${specialty}`) ?? doctors.get(`${decidedUnit}|`) ?? [])
      : [];
    yield [
      id,
      patient,
      specialty,
      type,
      unit,
      // The day the request was made, as the server writes it (the unit's queue shows it).
      isoDay(at),
      status,
      decidedUnit,
      approved ? isoDay(decidedAt + (1 + int(decision, 30)) * DAY) : null,
      approved ? `${String(7 + int(decision, 11)).padStart(2, '0')}:${decision() < 0.5 ? '00' : '30'}` : null,
      candidates.length > 0 ? (candidates[int(decision, candidates.length)] ?? null) : null,
      status === 'rejected' ? pick(decision, REJECTION_REASONS) : null,
      decidedAt === null ? null : iso(decidedAt),
      iso(at),
      iso(decidedAt ?? at),
    ];
  }
}
requests.columns = [
  'id',
  'patient_id',
  'specialty',
  'appointment_type',
  'health_unit_id',
  'requested_date',
  'status',
  'decided_health_unit_id',
  'approved_date',
  'approved_time',
  'assigned_staff_id',
  'rejection_reason',
  'decided_at',
  'created_at',
  'updated_at',
];

const HOUR = 3_600_000;
/** The reasons the rejection dialog offers (packages/shared/src/schemas/hospital.ts). */
const REJECTION_REASONS = [
  'Sem vaga na agenda para esta especialidade',
  'Especialidade não atendida nesta unidade',
  'Procure a unidade de saúde mais próxima da sua residência',
  'Solicitação duplicada',
];

/**
 * The city's doctors by unit and specialty ("unit|specialty"), and by unit alone ("unit|"), from the
 * staff rows as the staff step writes them (the same generator, replayed: 1 500 rows).
 * @param {CitySizes} s
 */
function doctorsOfUnits(s) {
  /** @type {Map<string, number[]>} */
  const doctors = new Map();
  const add = (/** @type {string} */ key, /** @type {number} */ id) =>
    doctors.set(key, [...(doctors.get(key) ?? []), id]);
  for (const [id, , , type, specialty, , , , , unit] of staff(s.staff, s.units, '')) {
    if (type !== 'doctor') continue;
    add(`${unit}|${specialty}`, Number(id));
    add(`${unit}|`, Number(id));
  }
  return doctors;
}

/**
 * @param {number} count
 * @param {CitySizes} s
 * @param {(p: import('./city-qr.mjs').QrFacts) => string} qr the signed QR code (city-qr.mjs)
 */
export function* prescriptions(count, s, qr) {
  const rnd = random(6);
  for (let id = 1; id <= count; id++) {
    const at = NOW - int(rnd, 700) * DAY;
    let doctor = 1 + int(rnd, s.staff);
    if (doctor % 5 === 0) doctor -= 1;
    // As long as the product's own (22 characters of base64url): the validation route takes 16 to 64.
    const publicId = `RX${String(id).padStart(20, '0')}`;
    const patientId = 1 + int(rnd, s.patients);
    const date = isoDay(at);
    const text = pick(rnd, DRUGS);
    yield [
      id,
      publicId,
      patientId,
      doctor,
      // Written outside a consultation: issued at the doctor's unit.
      staffUnit(doctor, s.units),
      date,
      text,
      rnd() < 0.95 ? 1 : 0,
      qr({ id, publicId, patientId, doctorId: doctor, date, text }),
      iso(at),
    ];
  }
}
prescriptions.columns = [
  'id',
  'public_id',
  'patient_id',
  'doctor_staff_id',
  'health_unit_id',
  'prescription_date',
  'prescription_text',
  'is_valid',
  'qr_code',
  'created_at',
];

/**
 * @param {number} count
 * @param {CitySizes} s
 */
export function* exams(count, s) {
  const rnd = random(7);
  for (let id = 1; id <= count; id++) {
    const at = NOW - int(rnd, 700) * DAY;
    const normal = rnd() < 0.8 ? 1 : 0;
    yield [
      id,
      1 + int(rnd, s.patients),
      pick(rnd, EXAMS),
      isoDay(at),
      normal ? 'Dentro da normalidade' : 'Alterado',
      normal,
      1 + ((int(rnd, s.staff) | 1) % s.staff),
      1 + int(rnd, s.units),
      rnd() < 0.85 ? 'approved' : 'pending',
      iso(at),
    ];
  }
}
exams.columns = [
  'id',
  'patient_id',
  'exam_type',
  'exam_date',
  'result',
  'is_normal',
  'doctor_staff_id',
  'health_unit_id',
  'approval_status',
  'created_at',
];

/**
 * @param {number} count
 * @param {CitySizes} s
 */
export function* reports(count, s) {
  const rnd = random(8);
  for (let id = 1; id <= count; id++) {
    const at = iso(NOW - int(rnd, 700) * DAY);
    const mosquito = rnd() < 0.6;
    yield [
      id,
      1 + int(rnd, s.patients),
      mosquito ? 'mosquito' : 'trash',
      mosquito ? 'Água parada em terreno' : 'Lixo acumulado na calçada',
      'Relatado pelo morador',
      -23.5 + rnd() * 0.1,
      -46.6 + rnd() * 0.1,
      `Rua ${int(rnd, 500)}`,
      pick(rnd, BAIRROS),
      pick(rnd, ['pending', 'investigating', 'resolved']),
      at,
      at,
    ];
  }
}
reports.columns = [
  'id',
  'patient_id',
  'report_type',
  'title',
  'description',
  'latitude',
  'longitude',
  'address',
  'neighborhood',
  'status',
  'created_at',
  'updated_at',
];

/**
 * @param {number} count
 * @param {CitySizes} s
 */
export function* provisional(count, s) {
  const rnd = random(9);
  for (let id = 1; id <= count; id++) {
    const at = NOW - int(rnd, 700) * DAY;
    yield [
      id,
      `PROV-${String(id).padStart(8, '0')}`,
      int(rnd, 90),
      rnd() < 0.5 ? 'feminino' : 'masculino',
      'Cabelos escuros, estatura média',
      `Pronto-socorro ${pick(rnd, BAIRROS)}`,
      iso(at),
      1 + int(rnd, s.staff),
      'Recepção',
      1 + int(rnd, s.units),
      iso(at),
    ];
  }
}
provisional.columns = [
  'id',
  'provisional_id',
  'approximate_age',
  'gender',
  'physical_description',
  'registration_location',
  'registration_date',
  'registered_by_staff_id',
  'registered_by_name',
  'health_unit_id',
  'created_at',
];

/**
 * Campaigns sent to every patient are a city's, not a person's: their number does not grow with the
 * population (and a patient's inbox page is full, 100 messages, at every scale, so the growth of its
 * cost compares like with like). Individual messages grow with the city.
 */
const BROADCASTS = 150;

/**
 * @param {number} count
 * @param {CitySizes} s
 */
export function* messages(count, s) {
  const rnd = random(10);
  for (let id = 1; id <= count; id++) {
    const at = iso(NOW - int(rnd, 400) * DAY);
    const broadcast = id <= Math.min(BROADCASTS, count / 2);
    yield [
      id,
      'health_department',
      1,
      broadcast ? 'all_patients' : 'individual',
      broadcast ? null : `patient_${1 + int(rnd, s.patients)}`,
      'Campanha de vacinação',
      'Procure a unidade mais próxima com seu cartão do SUS.',
      at,
    ];
  }
}
messages.columns = [
  'id',
  'sender_kind',
  'sender_id',
  'recipient_type',
  'recipient_id',
  'title',
  'message_text',
  'created_at',
];
