import type { Insertable, Kysely } from 'kysely';
import type { DB, PatientsTable } from '../../db/types';

export function registrationRepository(db: Kysely<DB>) {
  return {
    cpfTaken: async (cpf: string) =>
      Boolean(await db.selectFrom('patients').select('id').where('cpf', '=', cpf).executeTakeFirst()),
    insertPatient: async (row: Insertable<PatientsTable>) =>
      (await db.insertInto('patients').values(row).returning('id').executeTakeFirstOrThrow()).id,
    setProfilePhoto: (patientId: number, fileId: string) =>
      db.updateTable('patients').set({ profile_photo_file_id: fileId }).where('id', '=', patientId).execute(),
    patientById: (id: number) =>
      db.selectFrom('patients').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  };
}

/** A unique-constraint violation on either engine (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
