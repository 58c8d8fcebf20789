/**
 * A unit registers patients (who can then sign in with CPF and password) and looks them up at the
 * desk. Reading a patient's details is sensitive personal data: every read is audited here.
 */
import type { z } from 'zod';
import type { HospitalPatient, hospitalPatientCreateSchema } from '@saude/shared/schemas/hospital';
import type { ServiceContext } from '../../lib/service-context';
import { conflict, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { readPage, type Page } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import {
  countMatches,
  patientsRepository,
  registerSearchTerms,
  searchPart,
  type PatientRow,
} from '../patients';
import { auditAction, auditPageRead, auditPatientRead } from '../audit/audit.service';
import { unitOf } from '../access/record-scope';
import { presentPatient } from '../auth/auth.presenters';

/** The patient's profile as the desk sees it: without the address and the account's dates. */
function presentUnitPatient(p: PatientRow): HospitalPatient {
  const {
    user_type: _type,
    cep: _cep,
    logradouro: _street,
    numero: _number,
    complemento: _complement,
    bairro: _district,
    cidade: _city,
    estado: _state,
    updated_at: _updated,
    ...seen
  } = presentPatient(p);
  return seen;
}

export async function createPatient(
  ctx: ServiceContext,
  input: z.output<typeof hospitalPatientCreateSchema>,
): Promise<HospitalPatient> {
  const unitId = unitOf(ctx.principal);
  const { db } = ctx.deps;
  const repo = patientsRepository(db);
  if ((await repo.cpfOwner(input.cpf)) != null) throw conflict('CPF já cadastrado');
  const at = nowIso();
  const id = await repo.insert({
    full_name: input.full_name,
    cpf: input.cpf,
    password_hash: await hashPassword(input.password),
    birth_date: input.birth_date,
    phone: input.phone,
    sus_card: input.sus_card,
    blood_type: input.blood_type,
    gender: input.gender,
    allergies: input.allergies,
    emergency_contact_name: input.emergency_contact_name,
    emergency_contact_phone: input.emergency_contact_phone,
    created_by_health_unit_id: unitId,
    is_active: 1,
    created_at: at,
    updated_at: at,
  });
  await auditAction(ctx, 'patient.created', { type: 'patient', id }, { health_unit_id: unitId });
  return presentUnitPatient((await repo.byId(id))!);
}

/**
 * Name or SUS card containing the text, case-insensitive; with 2 digits or more in it, CPF or SUS
 * card containing those digits (a masked CPF is found by its digits). In name order, read by key.
 */
export async function searchPatients(
  ctx: ServiceContext,
  query: { q: string; limit: number },
): Promise<{ page: Page<HospitalPatient>; total: Total }> {
  const unitId = unitOf(ctx.principal);
  const { db } = ctx.deps;
  const dialect = ctx.deps.database.dialect;
  // A name or a whole document; one page, never paged on (decision 027).
  const terms = registerSearchTerms(query.q);
  const repo = patientsRepository(db);
  const [page, total] = await Promise.all([
    readPage([searchPart(db, dialect, terms, undefined, repo.search)], undefined, query.limit),
    countMatches(db, dialect, terms),
  ]);
  // Results carry CPF, allergies and contacts: who saw which patients is kept, page by page (not
  // what was typed).
  const read = {
    action: 'patient.searched',
    targetType: 'patient',
    details: { health_unit_id: unitId },
    patientIds: page.items.map((p) => p.id),
  };
  await auditPageRead(ctx, read, query, page.items);
  return { page: { items: page.items.map(presentUnitPatient), next: null }, total };
}

export async function getPatient(ctx: ServiceContext, id: number): Promise<HospitalPatient> {
  const unitId = unitOf(ctx.principal);
  const row = await patientsRepository(ctx.deps.db).byId(id);
  if (!row) throw notFound('Paciente não encontrado');
  await auditPatientRead(ctx, 'patient.read', id, { health_unit_id: unitId });
  return presentUnitPatient(row);
}
