/** Patient search for doctors (spec 01 /prescriptions: a standalone prescription to a searched patient). */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { PatientAllergyCard, PatientSearchResult } from '@saude/shared/schemas/health';
import type { ListQuery } from '@saude/shared/schemas/list';
import { onlyDigits } from '@saude/shared/domain/format';
import { LIMITS } from '@saude/shared/domain/constants';
import type { DB } from '../../db/types';
import type { Dialect } from '../../db/migrations/helpers';
import { readPage, type Page } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import { countMatches, searchPart, type SearchTerm } from './patient-search';
import { notFound } from '../../http/errors';
import { patientsRepository } from './patients.repository';

/** Only active patients can be prescribed to. */
const active = sql<SqlBool>`is_active = 1`;

/**
 * Name anywhere in the full name, case-insensitive; CPF and SUS card by their leading digits, which
 * is how people read them out. In name order, read by key.
 */
export async function searchPatients(
  db: Kysely<DB>,
  dialect: Dialect,
  query: ListQuery & { q: string },
): Promise<{ page: Page<PatientSearchResult>; total: Total }> {
  // A masked CPF (123.456...) is searched by its digits; a lone digit inside a name is not a number.
  const digits = onlyDigits(query.q);
  const terms: SearchTerm[] = [
    { columns: ['full_name'], text: query.q },
    ...(digits.length >= LIMITS.searchMinChars
      ? [{ columns: ['cpf', 'sus_card'] as const, text: digits, prefix: true }]
      : []),
  ];
  const repo = patientsRepository(db);
  const [page, total] = await Promise.all([
    readPage([searchPart(db, dialect, terms, active, repo.search)], query.cursor, query.limit),
    countMatches(db, dialect, terms, active),
  ]);
  return { page, total };
}

/** GET /api/patients/{id}/allergies: an active patient's allergies and blood type, or 404. */
export async function patientAllergyCard(db: Kysely<DB>, id: number): Promise<PatientAllergyCard> {
  const card = await patientsRepository(db).allergyCard(id);
  if (!card) throw notFound('Paciente não encontrado');
  return card;
}
