/**
 * The two destructive actions of the admin panel, each meant to run inside one transaction. Deletes
 * are explicit and ordered children-first, so they hold on SQLite and PostgreSQL alike (prescriptions
 * restrict the deletion of their doctor) and every count in the answer is exact, not inferred from
 * cascades. See docs/decisions/008-destructive-actions.md.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

type Counts = Record<string, number>;

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

export function adminWipeRepository(db: Kysely<DB>) {
  /** What a patient's records point at: every row here goes with the patients. */
  async function deletePatientRecords(counts: Counts) {
    counts.prescriptions = deleted(await db.deleteFrom('prescriptions').executeTakeFirst());
    counts.medical_records = deleted(await db.deleteFrom('medical_records').executeTakeFirst());
    counts.vaccinations = deleted(await db.deleteFrom('vaccinations').executeTakeFirst());
    counts.exams = deleted(await db.deleteFrom('exams').executeTakeFirst());
    // Requests point at appointments (set null), so they go first.
    counts.appointment_requests = deleted(await db.deleteFrom('appointment_requests').executeTakeFirst());
    counts.appointments = deleted(await db.deleteFrom('appointments').executeTakeFirst());
    counts.environmental_reports = deleted(await db.deleteFrom('environmental_reports').executeTakeFirst());
  }

  return {
    /** The hash to re-check the caller's password against: a department account or a staff member. */
    departmentPasswordHash: async (accountId: number) =>
      (
        await db
          .selectFrom('health_department_accounts')
          .select('password_hash')
          .where('id', '=', accountId)
          .executeTakeFirst()
      )?.password_hash ?? null,
    staffPasswordHash: async (staffId: number) =>
      (await db.selectFrom('staff').select('password_hash').where('id', '=', staffId).executeTakeFirst())
        ?.password_hash ?? null,

    /** All patients, everything recorded about them, their files, sessions and individual messages. */
    async wipePatients(): Promise<Counts> {
      const counts: Counts = {};
      // Files first (their references are set null): profile photos, report photos and exam files.
      counts.files = deleted(
        await db
          .deleteFrom('files')
          .where((eb) =>
            eb.or([
              eb('owner_kind', '=', 'patient'),
              eb('id', 'in', eb.selectFrom('patients').select('profile_photo_file_id')),
              eb('id', 'in', eb.selectFrom('environmental_reports').select('photo_file_id')),
              eb('id', 'in', eb.selectFrom('exams').select('file_id')),
            ]),
          )
          .executeTakeFirst(),
      );
      counts.messages = deleted(
        await db
          .deleteFrom('messages')
          .where('recipient_type', '=', 'individual')
          .where('recipient_id', 'like', 'patient_%')
          .executeTakeFirst(),
      );
      await db.deleteFrom('message_reads').where('recipient', 'like', 'patient_%').execute();
      await deletePatientRecords(counts);
      counts.sessions =
        deleted(await db.deleteFrom('sessions').where('principal_kind', '=', 'patient').executeTakeFirst()) +
        deleted(
          await db
            .deleteFrom('sessions')
            .where('principal_kind', '=', 'external')
            .where('principal_id', 'in', (eb) =>
              eb.selectFrom('external_identities').select('id').where('patient_id', 'is not', null),
            )
            .executeTakeFirst(),
        );
      counts.patients = deleted(await db.deleteFrom('patients').executeTakeFirst());
      return counts;
    },

    /**
     * Everything except the department itself: its accounts (department logins and staff of type
     * health_department, with their Google identities), the caller's session, the audit trail and
     * the application settings (the prescription signing key).
     */
    async wipeAll(keepSessionId: number): Promise<Counts> {
      const counts: Counts = {};
      const departmentStaff = db
        .selectFrom('staff')
        .select('id')
        .where('user_type', '=', 'health_department');
      await db.deleteFrom('message_reads').execute();
      counts.messages = deleted(await db.deleteFrom('messages').executeTakeFirst());
      await deletePatientRecords(counts);
      counts.provisional_patients = deleted(await db.deleteFrom('provisional_patients').executeTakeFirst());
      counts.sessions = deleted(
        await db.deleteFrom('sessions').where('id', '!=', keepSessionId).executeTakeFirst(),
      );
      counts.external_identities = deleted(
        await db
          .deleteFrom('external_identities')
          .where((eb) => eb.or([eb('staff_id', 'is', null), eb('staff_id', 'not in', departmentStaff)]))
          .executeTakeFirst(),
      );
      counts.patients = deleted(await db.deleteFrom('patients').executeTakeFirst());
      counts.staff = deleted(
        await db.deleteFrom('staff').where('user_type', '!=', 'health_department').executeTakeFirst(),
      );
      counts.hospital_doctors = deleted(await db.deleteFrom('hospital_doctors').executeTakeFirst());
      counts.hospital_administrators = deleted(
        await db.deleteFrom('hospital_administrators').executeTakeFirst(),
      );
      counts.health_units = deleted(await db.deleteFrom('health_units').executeTakeFirst());
      counts.public_authorities = deleted(await db.deleteFrom('public_authorities').executeTakeFirst());
      counts.pharmacies = deleted(await db.deleteFrom('pharmacies').executeTakeFirst());
      counts.files = deleted(await db.deleteFrom('files').executeTakeFirst());
      counts.oauth_states = deleted(await db.deleteFrom('oauth_states').executeTakeFirst());
      return counts;
    },
  };
}
