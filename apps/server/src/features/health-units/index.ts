/**
 * What other features read of the health units: a unit's name, or whether the city has it, by id
 * (a staff member's workplace, a dispensing unit, a notice's place). Any unit, active or not.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { healthUnitsRepository } from './health-units.repository';

/** The unit's name, or null when the city has no unit of that id. */
export const unitName = (db: Kysely<DB>, id: number): Promise<string | null> =>
  healthUnitsRepository(db).nameOf(id);

/** The names of these units by id (one statement); ids the city lacks are left out. */
export const unitNames = (db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, string>> =>
  healthUnitsRepository(db).namesOf(ids);

export const unitExists = async (db: Kysely<DB>, id: number): Promise<boolean> =>
  (await unitName(db, id)) !== null;
