/** Prescription rows to answers: the owner's full view and the pharmacy's minimal one. */
import type { Prescription, PrescriptionValidation } from '@saude/shared/schemas/prescriptions';
import { fromFlag } from '../../lib/booleans';
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
  };
}

export function prescriptionStatus(r: Pick<PrescriptionRow, 'dispensed_at' | 'is_valid'>) {
  if (r.dispensed_at) return 'dispensed' as const;
  return fromFlag(r.is_valid) ? ('valid' as const) : ('invalid' as const);
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
    doctor: { name: r.doctor_name, crm: r.doctor_crm, specialty: r.doctor_specialty },
    patient_initials: initials(r.patient_name),
    dispensed_at: r.dispensed_at,
  };
}
