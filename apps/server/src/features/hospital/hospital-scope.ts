/** The unit panel's routes name records by id (the unit itself: access/record-scope.ts unitOf). */
import { notFound } from '../../lib/errors';
import { idParam } from '@saude/shared/schemas/common';

/** A malformed id cannot name a record of this unit. */
export function recordId(raw: string, message = 'Não encontrado'): number {
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}
