/**
 * Employee doctors and receptionists of a unit, with accounts (they sign in with CPF and password).
 * Specialty and CRM belong to doctors only; a blank password (or CPF) on edit keeps the current one.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  HospitalStaffMember,
  HospitalStaffType,
  hospitalStaffCreateSchema,
  hospitalStaffUpdateSchema,
} from '@saude/shared/schemas/hospital';
import type { ListQuery } from '@saude/shared/schemas/list';
import type { DB } from '../../db/types';
import type { Page } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import { conflict, notFound } from '../../lib/errors';
import { fromFlag } from '../../lib/booleans';
import { hashPassword } from '../../lib/passwords';
import { professionalFields } from '@saude/shared/domain/professional-codes';
import { nowIso } from '../../lib/time';
import type { ServiceContext } from '../../lib/service-context';
import { auditAction } from '../audit/audit.service';
import { unitOf } from '../access/record-scope';
import { hospitalStaffRepository, type HospitalStaffRow } from './hospital-staff.repository';
import { adminSessionsRepository } from '../admin/admin-sessions.repository';

const NOT_FOUND = 'Funcionário não encontrado';
const CPF_TAKEN = 'CPF já cadastrado';

function presentMember(s: HospitalStaffRow): HospitalStaffMember {
  return { ...s, user_type: s.user_type as HospitalStaffType, is_active: fromFlag(s.is_active) };
}

const roleFields = professionalFields;

export async function listStaff(
  ctx: ServiceContext,
  query: ListQuery,
): Promise<{ page: Page<HospitalStaffMember>; total: Total }> {
  const { db } = ctx.deps;
  const unitId = unitOf(ctx.principal);
  const repo = hospitalStaffRepository(db);
  const [page, total] = await Promise.all([repo.list(unitId, query.cursor, query.limit), repo.count(unitId)]);
  return { page: { items: page.items.map(presentMember), next: page.next }, total };
}

async function memberOfUnit(db: Kysely<DB>, unitId: number, id: number) {
  const member = await hospitalStaffRepository(db).ofUnit(unitId, id);
  if (!member) throw notFound(NOT_FOUND);
  return member;
}

export async function createStaffMember(
  ctx: ServiceContext,
  input: z.output<typeof hospitalStaffCreateSchema>,
): Promise<HospitalStaffMember> {
  const unitId = unitOf(ctx.principal);
  const { db } = ctx.deps;
  const repo = hospitalStaffRepository(db);
  if (input.cpf && (await repo.cpfOwner(input.cpf)) != null) throw conflict(CPF_TAKEN);
  const at = nowIso();
  const id = await repo.insert({
    full_name: input.full_name,
    user_type: input.user_type,
    cpf: input.cpf,
    phone: input.phone,
    ...roleFields(input),
    password_hash: await hashPassword(input.password),
    health_unit_id: unitId,
    is_active: 1,
    created_at: at,
    updated_at: at,
  });
  await auditAction(ctx, 'staff.created', { type: 'staff', id }, { health_unit_id: unitId });
  return presentMember(await memberOfUnit(db, unitId, id));
}

export async function updateStaffMember(
  ctx: ServiceContext,
  id: number,
  input: z.output<typeof hospitalStaffUpdateSchema>,
): Promise<HospitalStaffMember> {
  const { db } = ctx.deps;
  const unitId = unitOf(ctx.principal);
  const repo = hospitalStaffRepository(db);
  const before = await memberOfUnit(db, unitId, id);
  if (input.cpf) {
    const owner = await repo.cpfOwner(input.cpf);
    if (owner != null && owner !== id) throw conflict(CPF_TAKEN);
  }
  await repo.update(unitId, id, {
    full_name: input.full_name,
    user_type: input.user_type,
    // The CPF is the sign-in identifier: an edit that leaves it out keeps it rather than locking the account.
    ...(input.cpf ? { cpf: input.cpf } : {}),
    phone: input.phone,
    ...roleFields(input),
    ...(input.password ? { password_hash: await hashPassword(input.password) } : {}),
    updated_at: nowIso(),
  });
  // A new password or sign-in CPF is a new way in: whoever held the old one is signed out everywhere.
  if (input.password || (input.cpf && input.cpf !== before.cpf))
    await adminSessionsRepository(db).endStaff(id);
  return presentMember(await memberOfUnit(db, unitId, id));
}
