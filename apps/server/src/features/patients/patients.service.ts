/** Patient search for doctors (spec 01 /prescriptions: a standalone prescription to a searched patient). */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { PatientAllergyCard, PatientSearchResult } from '@saude/shared/schemas/health';
import type { DB } from '../../db/types';
import type { Dialect } from '../../db/migrations/helpers';
import { readPage, type Page } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import { countMatches, registerSearchTerms, searchPart } from './patient-search';
import { notFound } from '../../lib/errors';
import { patientsRepository } from './patients.repository';

/** Only active patients can be prescribed to. */
const active = sql<SqlBool>`is_active = 1`;

/**
 * A name (every word, anywhere in the full name, accents aside) or a whole CPF or cartão SUS: one page
 * in name order, never paged on (decision 027).
 */
export async function searchPatients(
  db: Kysely<DB>,
  dialect: Dialect,
  query: { q: string; limit: number },
): Promise<{ page: Page<PatientSearchResult>; total: Total }> {
  const terms = registerSearchTerms(query.q);
  const repo = patientsRepository(db);
  const [page, total] = await Promise.all([
    readPage([searchPart(db, dialect, terms, active, repo.search)], undefined, query.limit),
    countMatches(db, dialect, terms, active),
  ]);
  return { page: { items: page.items, next: null }, total };
}

/** GET /api/patients/{id}/allergies: an active patient's allergies and blood type, or 404. */
export async function patientAllergyCard(db: Kysely<DB>, id: number): Promise<PatientAllergyCard> {
  const card = await patientsRepository(db).allergyCard(id);
  if (!card) throw notFound('Paciente não encontrado');
  return card;
}
