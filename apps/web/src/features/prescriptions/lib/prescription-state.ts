import type { Prescription } from '@saude/shared/schemas/prescriptions';

export type PrescriptionState = {
  label: 'Dispensada' | 'Inválida' | 'Válida';
  tone: 'neutral' | 'danger' | 'success';
};

/**
 * What the patient's prescription is now, in the validation page's order: dispensed first (it was
 * used), then invalid, then valid. A dispensed prescription is no longer "Válida" to show at a counter.
 */
export function prescriptionState(p: Pick<Prescription, 'dispensed_at' | 'is_valid'>): PrescriptionState {
  if (p.dispensed_at) return { label: 'Dispensada', tone: 'neutral' };
  return p.is_valid ? { label: 'Válida', tone: 'success' } : { label: 'Inválida', tone: 'danger' };
}
