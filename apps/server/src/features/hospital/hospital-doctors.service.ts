/**
 * Autonomous doctors a unit registers (not employees with accounts), offered in the approve dialog
 * when active. Removing one that already has appointments only deactivates it: the appointments'
 * doctor name comes from this row, and deleting it would blank the patient's history.
 */
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { HospitalDoctor, hospitalDoctorSchema } from '@saude/shared/schemas/hospital';
import { cboForSpecialty } from '@saude/shared/domain/professional-codes';
import type { ListQuery } from '@saude/shared/schemas/list';
import type { DB, HospitalDoctorsTable } from '../../db/types';
import type { Page } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import type { ServiceContext } from '../../lib/service-context';
import { notFound } from '../../lib/errors';
import { fromFlag, toFlag } from '../../lib/booleans';
import { nowIso } from '../../lib/time';
import { hospitalDoctorsRepository } from './hospital-doctors.repository';
import { unitOf } from '../access/record-scope';
import { appointmentsRepository } from '../appointments';
import { appointmentRequestsRepository } from '../appointment-requests';

type DoctorInput = z.output<typeof hospitalDoctorSchema>;
const NOT_FOUND = 'Médico não encontrado';

function presentDoctor(d: Selectable<HospitalDoctorsTable>): HospitalDoctor {
  return {
    id: d.id,
    doctor_name: d.doctor_name,
    specialty: d.specialty,
    crm: d.crm,
    crm_uf: d.crm_uf,
    cbo: d.cbo,
    phone: d.phone,
    email: d.email,
    schedule_notes: d.schedule_notes,
    is_active: fromFlag(d.is_active),
    created_at: d.created_at,
  };
}

export async function listDoctors(
  ctx: ServiceContext,
  query: ListQuery,
): Promise<{ page: Page<HospitalDoctor>; total: Total }> {
  const { db } = ctx.deps;
  const unitId = unitOf(ctx.principal);
  const repo = hospitalDoctorsRepository(db);
  const [page, total] = await Promise.all([repo.list(unitId, query.cursor, query.limit), repo.count(unitId)]);
  return { page: { items: page.items.map(presentDoctor), next: page.next }, total };
}

async function doctorOfUnit(db: Kysely<DB>, unitId: number, id: number) {
  const doctor = await hospitalDoctorsRepository(db).ofUnit(unitId, id);
  if (!doctor) throw notFound(NOT_FOUND);
  return doctor;
}

export async function createDoctor(ctx: ServiceContext, input: DoctorInput): Promise<HospitalDoctor> {
  const { db } = ctx.deps;
  const unitId = unitOf(ctx.principal);
  const at = nowIso();
  const id = await hospitalDoctorsRepository(db).insert({
    health_unit_id: unitId,
    doctor_name: input.doctor_name,
    specialty: input.specialty,
    crm: input.crm,
    crm_uf: input.crm_uf,
    cbo: input.cbo ?? cboForSpecialty(input.specialty),
    phone: input.phone,
    email: input.email,
    schedule_notes: input.schedule_notes,
    is_active: 1,
    created_at: at,
    updated_at: at,
  });
  return presentDoctor(await doctorOfUnit(db, unitId, id));
}

export async function updateDoctor(
  ctx: ServiceContext,
  id: number,
  input: DoctorInput,
): Promise<HospitalDoctor> {
  const { db } = ctx.deps;
  const unitId = unitOf(ctx.principal);
  await doctorOfUnit(db, unitId, id);
  await hospitalDoctorsRepository(db).update(unitId, id, {
    doctor_name: input.doctor_name,
    specialty: input.specialty,
    crm: input.crm,
    crm_uf: input.crm_uf,
    cbo: input.cbo ?? cboForSpecialty(input.specialty),
    phone: input.phone,
    email: input.email,
    schedule_notes: input.schedule_notes,
    ...(input.is_active === undefined ? {} : { is_active: toFlag(input.is_active) }),
    updated_at: nowIso(),
  });
  return presentDoctor(await doctorOfUnit(db, unitId, id));
}

/** Deletes a doctor never scheduled; deactivates one with history. */
export async function removeDoctor(
  ctx: ServiceContext,
  id: number,
): Promise<{ success: true; deactivated: boolean }> {
  const { db } = ctx.deps;
  const unitId = unitOf(ctx.principal);
  await doctorOfUnit(db, unitId, id);
  const repo = hospitalDoctorsRepository(db);
  // Any appointment or request naming the doctor: their history must keep the name.
  const named = await Promise.all([
    appointmentsRepository(db).namesHospitalDoctor(id),
    appointmentRequestsRepository(db).namesHospitalDoctor(id),
  ]);
  if (named.some(Boolean)) {
    await repo.update(unitId, id, { is_active: 0, updated_at: nowIso() });
    return { success: true, deactivated: true };
  }
  await repo.delete(unitId, id);
  return { success: true, deactivated: false };
}
