/** Patient search for doctors (spec 01 /prescriptions: a standalone prescription to a searched patient). */
import { sql, type SqlBool } from 'kysely';
import type { PatientAllergyCard, PatientSearchResult } from '@saude/shared/schemas/health';
import type { ServiceContext } from '../../lib/service-context';
import { auditPageRead, auditPatientRead } from '../audit/audit.service';
import { readPage, type Page } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import { countMatches, registerSearchTerms, searchPart } from './patient-search';
import { notFound } from '../../lib/errors';
import { patientsRepository, type PatientRow } from './patients.repository';

/** What a doctor needs to tell patients apart in the search's results. */
const presentSearchResult = (p: PatientRow): PatientSearchResult => ({
  id: p.id,
  full_name: p.full_name,
  cpf: p.cpf,
  sus_card: p.sus_card,
});

/** Only active patients can be prescribed to. */
const active = sql<SqlBool>`is_active = 1`;

/**
 * A name (every word, anywhere in the full name, accents aside) or a whole CPF or cartão SUS: one page
 * in name order, never paged on (decision 027).
 */
export async function searchPatients(
  ctx: ServiceContext,
  query: { q: string; limit: number },
): Promise<{ page: Page<PatientSearchResult>; total: Total }> {
  const { db } = ctx.deps;
  const dialect = ctx.deps.database.dialect;
  const terms = registerSearchTerms(query.q);
  const repo = patientsRepository(db);
  const [found, total] = await Promise.all([
    readPage([searchPart(db, dialect, terms, active, repo.search)], undefined, query.limit),
    countMatches(db, dialect, terms, active),
  ]);
  const page = { items: found.items.map(presentSearchResult), next: null };
  // Names and CPFs of the whole city are reachable here: who searched for what, and which patients
  // each page showed, is kept.
  await auditPageRead(
    ctx,
    { action: 'patients.search', targetType: 'patients', details: { q: query.q } },
    query,
    page.items,
  );
  return { page, total };
}

/** GET /api/patients/{id}/allergies: an active patient's allergies and blood type, or 404. */
export async function patientAllergyCard(ctx: ServiceContext, id: number): Promise<PatientAllergyCard> {
  const card = await patientsRepository(ctx.deps.db).allergyCard(id);
  if (!card) throw notFound('Paciente não encontrado');
  // Health data of any patient a doctor may prescribe to: each reading is kept.
  await auditPatientRead(ctx, 'patients.allergies.read', card.id);
  return card;
}
