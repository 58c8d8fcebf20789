/**
 * The department's patient management. Patients sign in with CPF and password, so the CPF is
 * required and unique; a new password or a deactivation ends the patient's sessions.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  ADMIN_MESSAGES,
  type AdminPatient,
  type adminPatientCreateSchema,
  type adminPatientUpdateSchema,
} from '@saude/shared/schemas/admin';
import type { ListQuery } from '@saude/shared/schemas/list';
import type { DB } from '../../db/types';
import type { ServiceContext } from '../../lib/service-context';
import { auditPageRead } from '../audit/audit.service';
import { conflict, notFound } from '../../lib/errors';
import { toFlag } from '../../lib/booleans';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { presentPatient } from '../auth/auth.presenters';
import { conflictOnDuplicate } from '../../db/unique-violation';
import { readPage, type Page } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import {
  cnsNeedsCorrection,
  countMatches,
  editedCns,
  patientsRepository,
  searchPart,
  type PatientRow,
  type SearchTerm,
} from '../patients';
import { cpfDigitsOf } from './admin-staff.repository';
import { adminSessionsRepository } from './admin-sessions.repository';

/** Name or SUS card containing the text; CPF or SUS card containing the digits of a typed CPF. */
export function patientTerms(q: string): SearchTerm[] {
  const digits = cpfDigitsOf(q);
  return [
    { columns: ['full_name', 'sus_card'], text: q },
    ...(digits ? [{ columns: ['cpf', 'sus_card'] as const, text: digits }] : []),
  ];
}

/**
 * The profile with the department's flag: a CNS stored before the check existed that fails it is
 * shown as it is, marked for correction, never dropped.
 */
export function presentAdminPatient(row: PatientRow): AdminPatient {
  return { ...presentPatient(row), sus_card_invalid: cnsNeedsCorrection(row.sus_card) };
}

type PatientCreate = z.output<typeof adminPatientCreateSchema>;
type PatientUpdate = z.output<typeof adminPatientUpdateSchema>;

const fields = (input: PatientCreate | PatientUpdate) => ({
  full_name: input.full_name,
  cpf: input.cpf,
  phone: input.phone,
  sus_card: input.sus_card,
  birth_date: input.birth_date,
  gender: input.gender,
  blood_type: input.blood_type,
  allergies: input.allergies,
  emergency_contact_name: input.emergency_contact_name,
  emergency_contact_phone: input.emergency_contact_phone,
});

async function found(db: Kysely<DB>, id: number) {
  const row = await patientsRepository(db).byId(id);
  if (!row) throw notFound(ADMIN_MESSAGES.patientNotFound);
  return row;
}

/** Without a search, newest first; a search's results by name (decision 013). */
export async function listPatients(
  ctx: ServiceContext,
  query: ListQuery & { q: string },
): Promise<{ page: Page<AdminPatient>; total: Total }> {
  const { db } = ctx.deps;
  const dialect = ctx.deps.database.dialect;
  const repo = patientsRepository(db);
  const terms = query.q ? patientTerms(query.q) : null;
  const [page, total] = await Promise.all([
    terms
      ? readPage([searchPart(db, dialect, terms, undefined, repo.search)], query.cursor, query.limit)
      : repo.list(query.cursor, query.limit),
    terms ? countMatches(db, dialect, terms) : repo.count(),
  ]);
  // Patients' personal and health data (blood type, allergies): who listed which patients, and how,
  // is kept page by page.
  const read = { action: 'admin.patients.list', targetType: 'patient', details: { q: query.q || undefined } };
  await auditPageRead(ctx, read, query, page.items);
  return { page: { items: page.items.map(presentAdminPatient), next: page.next }, total };
}

export async function createPatient(db: Kysely<DB>, input: PatientCreate): Promise<AdminPatient> {
  const repo = patientsRepository(db);
  if ((await repo.cpfOwner(input.cpf)) != null) throw conflict(ADMIN_MESSAGES.cpfTaken);
  const at = nowIso();
  const passwordHash = await hashPassword(input.password);
  const id = await conflictOnDuplicate(ADMIN_MESSAGES.cpfTaken, () =>
    repo.insert({
      ...fields(input),
      password_hash: passwordHash,
      is_active: 1,
      created_at: at,
      updated_at: at,
    }),
  );
  return presentAdminPatient(await found(db, id));
}

export async function updatePatient(
  db: Kysely<DB>,
  id: number,
  input: PatientUpdate,
): Promise<{ user: AdminPatient; passwordChanged: boolean }> {
  const repo = patientsRepository(db);
  const before = await found(db, id);
  const susCard = editedCns(before.sus_card, input.sus_card);
  const owner = await repo.cpfOwner(input.cpf);
  if (owner != null && owner !== id) throw conflict(ADMIN_MESSAGES.cpfTaken);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await conflictOnDuplicate(ADMIN_MESSAGES.cpfTaken, () =>
    repo.update(id, {
      ...fields(input),
      sus_card: susCard,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      updated_at: nowIso(),
    }),
  );
  // A new password or sign-in CPF is a new way in: whoever held the old one is signed out everywhere.
  if (passwordHash || input.cpf !== before.cpf) await adminSessionsRepository(db).endPatient(id);
  return { user: presentAdminPatient(await found(db, id)), passwordChanged: passwordHash !== null };
}

export async function setPatientActive(db: Kysely<DB>, id: number, active: boolean): Promise<AdminPatient> {
  const updated = await patientsRepository(db).update(id, {
    is_active: toFlag(active),
    updated_at: nowIso(),
  });
  if (updated === 0) throw notFound(ADMIN_MESSAGES.patientNotFound);
  if (!active) await adminSessionsRepository(db).endPatient(id);
  return presentAdminPatient(await found(db, id));
}
