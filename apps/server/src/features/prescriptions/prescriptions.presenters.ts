/** Prescription rows to answers: the owner's full view and the pharmacy's minimal one. */
import type {
  Prescription,
  PrescriptionState,
  PrescriptionValidation,
} from '@saude/shared/schemas/prescriptions';
import { formatCnpj } from '@saude/shared/domain/format';
import { formatCrm } from '@saude/shared/domain/professional-codes';
import type { PharmacyDispensing } from '@saude/shared/schemas/pharmacies';
import { fromFlag } from '../../lib/booleans';
import { addDays } from '../../lib/city-calendar';
import { todayDate } from '../../lib/time';
import { DEFAULT_VALIDITY_DAYS } from '../../db/migrations/014-prescription-validity';
import type { PrescriptionRow } from './prescriptions.repository';

export function presentPrescription(r: PrescriptionRow): Prescription {
  return {
    id: r.id,
    doctor_name: r.doctor_name,
    prescription_date: r.prescription_date,
    prescription_text: r.prescription_text,
    is_valid: fromFlag(r.is_valid),
    patient_id: r.patient_id,
    patient_name: r.patient_name,
    appointment_id: r.appointment_id,
    qr_code: r.qr_code,
    public_id: r.public_id,
    dispensed_at: r.dispensed_at,
    dispensed_by: r.dispensed_by,
    valid_until: lastDay(r),
    status: prescriptionStatus(r),
  };
}

type Validity = Pick<PrescriptionRow, 'dispensed_at' | 'is_valid' | 'prescription_date' | 'valid_until'>;

/** The last day it can be dispensed; a row written without one has the default period (migration 014). */
export function lastDay(r: Pick<Validity, 'prescription_date' | 'valid_until'>): string {
  return r.valid_until ?? addDays(r.prescription_date.slice(0, 10), DEFAULT_VALIDITY_DAYS);
}

/** Dispensed, then invalid, then past its last day in the city's calendar, else valid (decision 021). */
export function prescriptionStatus(r: Validity, today = todayDate()): PrescriptionState {
  if (r.dispensed_at) return 'dispensed';
  if (!fromFlag(r.is_valid)) return 'invalid';
  return lastDay(r) < today ? 'expired' : 'valid';
}

/** Connecting words of Portuguese names carry no initial ('Maria da Silva' -> 'M. S.'). */
const NAME_PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);

export function initials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter((w) => w && !NAME_PARTICLES.has(w.toLowerCase()))
    .map((w) => `${Array.from(w)[0]!.toUpperCase()}.`)
    .join(' ');
}

/** What a pharmacy needs to dispense, and no more: the patient is identified by initials only. */
export function presentValidation(r: PrescriptionRow): PrescriptionValidation {
  return {
    status: prescriptionStatus(r),
    public_id: r.public_id,
    prescription_date: r.prescription_date,
    prescription_text: r.prescription_text,
    doctor: {
      name: r.doctor_name,
      crm: formatCrm(r.doctor_crm, r.doctor_crm_uf),
      specialty: r.doctor_specialty,
    },
    patient_initials: initials(r.patient_name),
    dispensed_at: r.dispensed_at,
    valid_until: lastDay(r),
  };
}

/** How a pharmacy's dispensing is named to the patient: the pharmacy, its CNPJ and its pharmacist. */
export function pharmacyDispenser(p: {
  name: string;
  cnpj: string;
  pharmacist_name: string;
  pharmacist_crf: string;
  pharmacist_crf_uf: string;
}): string {
  const pharmacist = `${p.pharmacist_name}, CRF-${p.pharmacist_crf_uf} ${p.pharmacist_crf}`;
  return `${p.name}, CNPJ ${formatCnpj(p.cnpj)} (farmacêutico responsável: ${pharmacist})`;
}

/** A line of a pharmacy's dispensing record: what it handed over, with the patient's initials only. */
export function presentDispensing(r: PrescriptionRow): PharmacyDispensing {
  return {
    public_id: r.public_id,
    dispensed_at: r.dispensed_at ?? '',
    dispensed_by: r.dispensed_by ?? '',
    prescription_date: r.prescription_date,
    doctor_name: r.doctor_name,
    patient_initials: initials(r.patient_name),
    prescription_text: r.prescription_text,
  };
}
