/** Patient search for doctors (spec 01 /prescriptions: a standalone prescription to a searched patient). */
import type { Kysely } from 'kysely';
import { PATIENT_SEARCH_MAX_RESULTS, type PatientSearchResult } from '@saude/shared/schemas/health';
import { onlyDigits } from '@saude/shared/domain/format';
import { LIMITS } from '@saude/shared/domain/constants';
import type { DB } from '../../db/types';
import { patientsRepository } from './patients.repository';

export async function searchPatients(db: Kysely<DB>, q: string): Promise<PatientSearchResult[]> {
  // A masked CPF (123.456...) is searched by its digits; a lone digit inside a name is not a number.
  const digits = onlyDigits(q);
  const useDigits = digits.length >= LIMITS.searchMinChars ? digits : '';
  return patientsRepository(db).search(q, useDigits, PATIENT_SEARCH_MAX_RESULTS);
}
