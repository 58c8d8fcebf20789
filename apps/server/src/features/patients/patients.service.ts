/** Patient search for doctors (spec 01 /prescriptions: a standalone prescription to a searched patient). */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { PATIENT_SEARCH_MAX_RESULTS, type PatientSearchResult } from '@saude/shared/schemas/health';
import { onlyDigits } from '@saude/shared/domain/format';
import { LIMITS } from '@saude/shared/domain/constants';
import type { DB } from '../../db/types';
import type { Dialect } from '../../db/migrations/helpers';
import { plan, type SearchTerm } from './patient-search';
import { patientsRepository } from './patients.repository';

/**
 * Name anywhere in the full name, case-insensitive; CPF and SUS card by their leading digits, which
 * is how people read them out.
 */
export async function searchPatients(
  db: Kysely<DB>,
  dialect: Dialect,
  q: string,
): Promise<PatientSearchResult[]> {
  // A masked CPF (123.456...) is searched by its digits; a lone digit inside a name is not a number.
  const digits = onlyDigits(q);
  const terms: SearchTerm[] = [
    { columns: ['full_name'], text: q },
    ...(digits.length >= LIMITS.searchMinChars
      ? [{ columns: ['cpf', 'sus_card'] as const, text: digits, prefix: true }]
      : []),
  ];
  const { where } = await plan(db, dialect, terms, {
    rows: PATIENT_SEARCH_MAX_RESULTS,
    scope: sql<SqlBool>`is_active = 1`,
  });
  return patientsRepository(db).search(where, PATIENT_SEARCH_MAX_RESULTS);
}
