/**
 * The CNS (Cartão Nacional de Saúde) a patient edit stores. Numbers stored before the check existed
 * may fail it: they stay as they are (flagged to the department) when an edit sends them back
 * unchanged, so correcting a phone is never refused for an old number; a changed CNS must be valid.
 */
import { CNS_INVALID_MESSAGE, isKeptCns, isValidCns } from '@saude/shared/schemas/common';
import { badRequest } from '../../lib/errors';

export function editedCns(stored: string | null, sent: string | null | undefined): string | null {
  if (!sent) return null;
  if (isKeptCns(stored, sent)) return stored;
  if (!isValidCns(sent)) throw badRequest(CNS_INVALID_MESSAGE);
  return sent;
}

/** Whether a stored CNS fails the check (shown to the department as 'CNS inválido'). */
export const cnsNeedsCorrection = (stored: string | null): boolean => stored != null && !isValidCns(stored);
