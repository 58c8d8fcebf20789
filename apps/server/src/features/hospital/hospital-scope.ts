/** Every hospital-panel call acts for the one health unit the signed-in hospital account belongs to. */
import type { Principal } from '../../lib/service-context';
import { forbidden, notFound } from '../../lib/errors';
import { idParam } from '@saude/shared/schemas/common';

export function unitOf(who: Principal): number {
  if (who.role !== 'hospital' || who.healthUnitId == null) throw forbidden();
  return who.healthUnitId;
}

/** A malformed id cannot name a record of this unit. */
export function recordId(raw: string, message = 'Não encontrado'): number {
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}
