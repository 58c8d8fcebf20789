/** Account look-ups for sign-in and for the "me" answers of each kind of session. */
import type { Kysely, Selectable } from 'kysely';
import type { DB, StaffTable } from '../../db/types';
import { patientsRepository } from '../patients';

export type StaffRow = Selectable<StaffTable>;

export function authRepository(db: Kysely<DB>) {
  const patients = patientsRepository(db);
  return {
    // Patients are the patients feature's table: asked of it, listed here with every other kind.
    patientByCpf: patients.byCpf,
    patientById: patients.byId,

    staffByCpf: (cpf: string) => db.selectFrom('staff').selectAll().where('cpf', '=', cpf).executeTakeFirst(),
    staffById: (id: number) => db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst(),
    departmentByUsername: (username: string) =>
      db
        .selectFrom('health_department_accounts')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst(),
    departmentById: (id: number) =>
      db.selectFrom('health_department_accounts').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Active ones: an account that cannot sign in does not administer anything. */
    countDepartmentAccounts: async () => {
      const row = await db
        .selectFrom('health_department_accounts')
        .where('is_active', '=', 1)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    hospitalByUsername: (username: string) =>
      db
        .selectFrom('hospital_administrators as h')
        .innerJoin('health_units as u', 'u.id', 'h.health_unit_id')
        .selectAll('h')
        .select(['u.name as health_unit_name', 'u.is_active as unit_active'])
        .where('h.username', '=', username)
        .executeTakeFirst(),
    hospitalById: (id: number) =>
      db
        .selectFrom('hospital_administrators as h')
        .innerJoin('health_units as u', 'u.id', 'h.health_unit_id')
        .selectAll('h')
        .select(['u.name as health_unit_name', 'u.is_active as unit_active'])
        .where('h.id', '=', id)
        .executeTakeFirst(),

    authorityByUsername: (username: string) =>
      db.selectFrom('public_authorities').selectAll().where('username', '=', username).executeTakeFirst(),
    authorityById: (id: number) =>
      db.selectFrom('public_authorities').selectAll().where('id', '=', id).executeTakeFirst(),

    pharmacyByUsername: (username: string) =>
      db.selectFrom('pharmacies').selectAll().where('username', '=', username).executeTakeFirst(),
    pharmacyById: (id: number) =>
      db.selectFrom('pharmacies').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
