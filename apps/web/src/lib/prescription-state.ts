import type { Prescription, PrescriptionState as Status } from '@saude/shared/schemas/prescriptions';

export type PrescriptionState = {
  label: 'Dispensada' | 'Inválida' | 'Vencida' | 'Válida';
  tone: 'neutral' | 'danger' | 'warning' | 'success';
};

const STATES: Record<Status, PrescriptionState> = {
  dispensed: { label: 'Dispensada', tone: 'neutral' },
  invalid: { label: 'Inválida', tone: 'danger' },
  expired: { label: 'Vencida', tone: 'warning' },
  valid: { label: 'Válida', tone: 'success' },
};

/**
 * What the patient's prescription is now, as the server decided it (decisions 020 and 021): a
 * dispensed or expired prescription is no longer "Válida" to show at a counter.
 */
export function prescriptionState(p: Pick<Prescription, 'status'>): PrescriptionState {
  return STATES[p.status];
}
