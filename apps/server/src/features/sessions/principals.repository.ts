/**
 * Loads the account behind a session, only while it is active. An inactive or deleted account
 * yields nothing, which ends the session.
 */
import type { Kysely } from 'kysely';
import type { PrincipalKind, Role, StaffType } from '@saude/shared/auth/roles';
import type { DB } from '../../db/types';
import { patientsRepository } from '../patients';

export type LoadedPrincipal = {
  role: Role;
  displayName: string;
  patientId?: number;
  staffId?: number;
  healthUnitId?: number | null;
};

export async function loadPrincipal(
  db: Kysely<DB>,
  kind: PrincipalKind,
  id: number,
): Promise<LoadedPrincipal | undefined> {
  switch (kind) {
    case 'patient': {
      const name = await patientsRepository(db).activeName(id);
      return name === undefined ? undefined : { role: 'patient', displayName: name, patientId: id };
    }
    case 'staff': {
      const s = await db
        .selectFrom('staff')
        .select(['id', 'full_name', 'user_type', 'health_unit_id'])
        .where('id', '=', id)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      return (
        s && {
          role: s.user_type as StaffType,
          displayName: s.full_name,
          staffId: s.id,
          healthUnitId: s.health_unit_id,
        }
      );
    }
    case 'health_department': {
      const a = await db
        .selectFrom('health_department_accounts')
        .select(['id', 'full_name'])
        .where('id', '=', id)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      return a && { role: 'health_department', displayName: a.full_name };
    }
    case 'hospital': {
      const h = await db
        .selectFrom('hospital_administrators as h')
        .innerJoin('health_units as u', 'u.id', 'h.health_unit_id')
        .select(['h.id', 'h.administrator_name', 'h.health_unit_id'])
        .where('h.id', '=', id)
        .where('h.is_active', '=', 1)
        .where('u.is_active', '=', 1)
        .executeTakeFirst();
      return h && { role: 'hospital', displayName: h.administrator_name, healthUnitId: h.health_unit_id };
    }
    case 'public_authority': {
      const a = await db
        .selectFrom('public_authorities')
        .select(['id', 'authority_name'])
        .where('id', '=', id)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      return a && { role: 'public_authority', displayName: a.authority_name };
    }
    case 'pharmacy': {
      const ph = await db
        .selectFrom('pharmacies')
        .select(['id', 'name'])
        .where('id', '=', id)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      return ph && { role: 'pharmacy', displayName: ph.name };
    }
    case 'external': {
      const x = await db
        .selectFrom('external_identities as x')
        .leftJoin('patients as p', 'p.id', 'x.patient_id')
        .leftJoin('staff as s', 's.id', 'x.staff_id')
        .select([
          'x.id',
          'x.name',
          'x.email',
          'p.id as patient_id',
          'p.full_name as patient_name',
          'p.is_active as patient_active',
          's.id as staff_id',
          's.full_name as staff_name',
          's.user_type as staff_type',
          's.is_active as staff_active',
          's.health_unit_id as staff_unit',
        ])
        .where('x.id', '=', id)
        .executeTakeFirst();
      if (!x) return undefined;
      if (x.patient_id != null && x.patient_active === 1) {
        return { role: 'patient', displayName: x.patient_name ?? '', patientId: x.patient_id };
      }
      if (x.staff_id != null && x.staff_active === 1) {
        return {
          role: x.staff_type as StaffType,
          displayName: x.staff_name ?? '',
          staffId: x.staff_id,
          healthUnitId: x.staff_unit,
        };
      }
      // Signed in, but with no profile yet or one awaiting activation: may only complete the profile.
      return { role: 'pending_user', displayName: x.name ?? x.email ?? '' };
    }
  }
}
