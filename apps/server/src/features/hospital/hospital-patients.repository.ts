import { sql, type Insertable, type Kysely } from 'kysely';
import { onlyDigits } from '@saude/shared/domain/format';
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

/** The typed text is matched literally: % and _ lose their LIKE meaning. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export function hospitalPatientsRepository(db: Kysely<DB>) {
  return {
    cpfTaken: async (cpf: string) =>
      Boolean(await db.selectFrom('patients').select('id').where('cpf', '=', cpf).executeTakeFirst()),

    insert: async (row: Insertable<PatientsTable>) =>
      (await db.insertInto('patients').values(row).returning('id').executeTakeFirstOrThrow()).id,

    byId: (id: number) =>
      db.selectFrom('patients').select(PATIENT_COLUMNS).where('id', '=', id).executeTakeFirst(),

    /**
     * Name (case-insensitive, the same on SQLite and PostgreSQL through lower()), CPF digits or SUS
     * card. The explicit ESCAPE makes the escaped wildcards work on both engines.
     */
    search: (q: string, limit: number) => {
      const digits = onlyDigits(q);
      return db
        .selectFrom('patients')
        .select(PATIENT_COLUMNS)
        .where((eb) =>
          eb.or([
            sql<boolean>`lower(${eb.ref('full_name')}) like lower(${likeContains(q)}) escape '\\'`,
            sql<boolean>`${eb.ref('sus_card')} like ${likeContains(q)} escape '\\'`,
            ...(digits.length >= 2
              ? [
                  sql<boolean>`${eb.ref('cpf')} like ${likeContains(digits)} escape '\\'`,
                  sql<boolean>`${eb.ref('sus_card')} like ${likeContains(digits)} escape '\\'`,
                ]
              : []),
          ]),
        )
        .orderBy('full_name')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
  };
}
export type HospitalPatientRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof hospitalPatientsRepository>['byId']>>
>;
