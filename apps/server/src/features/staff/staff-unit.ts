/**
 * The unit a doctor or receptionist works at (decision 063). A doctor is offered to that unit's
 * approvals and a receptionist sees that unit's day; without one, neither has any work. Department
 * members work for the whole city and never have one.
 */
import type { Kysely } from 'kysely';
import type { StaffType } from '@saude/shared/auth/roles';
import { ADMIN_MESSAGES } from '@saude/shared/schemas/admin';
import type { DB } from '../../db/types';
import { badRequest } from '../../lib/errors';
import { unitExists } from '../health-units';

/** The unit to store: null for none, undefined to keep what the row has; a unit not in the city is a 400. */
export async function staffUnit(
  db: Kysely<DB>,
  userType: StaffType,
  unitId: number | null | undefined,
): Promise<number | null | undefined> {
  if (userType === 'health_department') return null;
  if (unitId == null) return unitId;
  if (!(await unitExists(db, unitId))) throw badRequest(ADMIN_MESSAGES.unitInvalid);
  return unitId;
}
