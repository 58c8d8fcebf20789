import type { Insertable, Kysely, RawBuilder, SqlBool } from 'kysely';
import type { DB, PatientsTable } from '../../db/types';

const PATIENT_COLUMNS = [
  'id',
  'full_name',
  'cpf',
  'sus_card',
  'phone',
  'birth_date',
  'blood_type',
  'allergies',
  'gender',
  'emergency_contact_name',
  'emergency_contact_phone',
  'profile_photo_file_id',
  'is_active',
  'created_at',
] as const;

export function hospitalPatientsRepository(db: Kysely<DB>) {
  return {
    cpfTaken: async (cpf: string) =>
      Boolean(await db.selectFrom('patients').select('id').where('cpf', '=', cpf).executeTakeFirst()),

    insert: async (row: Insertable<PatientsTable>) =>
      (await db.insertInto('patients').values(row).returning('id').executeTakeFirstOrThrow()).id,

    byId: (id: number) =>
      db.selectFrom('patients').select(PATIENT_COLUMNS).where('id', '=', id).executeTakeFirst(),

    /** `where` comes from patient-search.ts's plan (the page's start included); name order. */
    search: (where: RawBuilder<SqlBool>, take: number) =>
      db
        .selectFrom('patients')
        .select(PATIENT_COLUMNS)
        .where(where)
        .orderBy('full_name')
        .orderBy('id')
        .limit(take)
        .execute(),
  };
}
export type HospitalPatientRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof hospitalPatientsRepository>['byId']>>
>;
