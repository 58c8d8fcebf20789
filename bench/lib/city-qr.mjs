// The generated city's prescriptions carry a signed QR code, as issued ones do, so that a patient of the
// city can show one and a pharmacy can validate it. The payload is the server's (buildQrCode in
// apps/server/src/features/prescriptions/prescriptions.qr.ts, decision 006), signed with the key the
// server generated and kept in app_settings on its first start. The generator then has the server
// verify a few of them (generate.mjs), so a change to the server's payload fails the generation
// instead of leaving a city whose codes no pharmacy accepts.
import { createHash, createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { patients, staff } from './city-people.mjs';

/** Where the server keeps its generated signing key (apps/server/src/lib/signing.ts). */
export const SIGNING_KEY_SETTING = 'prescription_signing_key';
/** The server's default specialty for a doctor without one (packages/shared/src/domain/constants.ts). */
const DEFAULT_DOCTOR_SPECIALTY = 'Medicina Geral';

/**
 * Keys sorted at every level, no whitespace: the bytes the server signs and verifies.
 * @param {unknown} value
 * @returns {string}
 */
function canonicalJson(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const object = /** @type {Record<string, unknown>} */ (value);
  return `{${Object.keys(object)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(object[k])}`)
    .join(',')}}`;
}

/**
 * @typedef {object} QrFacts
 * @property {number} id
 * @property {string} publicId
 * @property {number} patientId
 * @property {number} doctorId
 * @property {string} date
 * @property {string} text
 */

/**
 * The QR code of each generated prescription, from the names the people generators give (run again
 * here: they are deterministic) and the server's key.
 * @param {string} privateKeyPem
 * @param {{ patients: number; staff: number; units: number }} sizes
 * @param {string} publicUrl the address the QR's validation link opens
 * @returns {(p: QrFacts) => string}
 */
export function prescriptionQr(privateKeyPem, sizes, publicUrl) {
  const key = createPrivateKey(privateKeyPem);
  const spki = createPublicKey(key).export({ format: 'der', type: 'spki' });
  const kid = createHash('sha256').update(spki).digest('base64url').slice(0, 16);
  // Column positions as the generators yield them (city-people.mjs).
  const patientNames = [...patients(sizes.patients, '')].map((row) => String(row[2]));
  const doctors = [...staff(sizes.staff, sizes.units, '')].map((row) => ({
    name: String(row[2]),
    specialty: /** @type {string | null} */ (row[4]),
    crm: row[5] ? `${row[5]}/${row[6]}` : null,
  }));
  return (p) => {
    const doctor = doctors[p.doctorId - 1];
    if (!doctor) throw new Error(`no generated staff member ${p.doctorId}`);
    const unsigned = {
      prescription_id: p.id,
      public_id: p.publicId,
      patient: patientNames[p.patientId - 1] ?? '',
      date: p.date,
      doctor: { name: doctor.name, crm: doctor.crm, specialty: doctor.specialty ?? DEFAULT_DOCTOR_SPECIALTY },
      text_sha256: createHash('sha256').update(p.text, 'utf8').digest('hex'),
      validation_url: `${publicUrl}/validar-receita?id=${encodeURIComponent(p.publicId)}`,
      kid,
    };
    const signature = sign(null, Buffer.from(canonicalJson(unsigned)), key).toString('base64url');
    return JSON.stringify({ ...unsigned, signature });
  };
}
