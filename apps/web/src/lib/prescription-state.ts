import type { Prescription, PrescriptionState as Status } from '@saude/shared/schemas/prescriptions';
import { formatClock, formatDate } from './format-date';

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

/**
 * Why a pharmacy will refuse the prescription, said where its QR code is shown, so nobody queues at
 * a counter with one that can no longer be dispensed. Null while it can be.
 */
export function cannotBeDispensed(
  p: Pick<Prescription, 'status' | 'valid_until' | 'dispensed_at' | 'dispensed_by'>,
): string | null {
  switch (p.status) {
    case 'expired':
      return `Receita vencida: valia até ${formatDate(p.valid_until)}. A farmácia não pode mais dispensá-la.`;
    case 'dispensed':
      return `Receita já dispensada em ${formatDate(p.dispensed_at)} às ${formatClock(p.dispensed_at)}${p.dispensed_by ? ` por ${p.dispensed_by}` : ''}. Ela não pode ser dispensada de novo.`;
    case 'invalid':
      return 'Receita invalidada: a farmácia não pode dispensá-la.';
    default:
      return null;
  }
}
