/** The whole data model of both spec documents (section 3), with constraints and indexes. */
import { sql, type Migration } from 'kysely';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  BLOOD_TYPES,
  EXAM_APPROVAL_STATUSES,
  GENDERS,
  MESSAGE_RECIPIENT_TYPES,
  REPORT_STATUSES,
  REPORT_TYPES,
} from '@saude/shared/domain/constants';
import { AUTHORITY_TYPES, STAFF_TYPES } from '@saude/shared/auth/roles';
import { blobType, flag, oneOf, withId, withTimestamps, type AnyDb, type Dialect } from './helpers';

export function initial(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      const table = (name: string) => withId(db.schema.createTable(name), dialect);

      await withTimestamps(
        flag(
          table('health_units')
            .addColumn('name', 'text', (c) => c.notNull())
            .addColumn('address', 'text')
            .addColumn('full_address', 'text')
            .addColumn('phone', 'text')
            .addColumn('cep', 'text')
            .addColumn('city', 'text')
            .addColumn('state', 'text')
            .addColumn('latitude', 'double precision')
            .addColumn('longitude', 'double precision'),
          'is_active',
          1,
        ),
      ).execute();
      await db.schema.createIndex('health_units_name_idx').on('health_units').column('name').execute();

      await db.schema
        .createTable('files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('data', blobType(dialect), (c) => c.notNull())
        .addColumn('owner_kind', 'text')
        .addColumn('owner_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withTimestamps(
        flag(
          table('patients')
            .addColumn('cpf', 'text', (c) => c.unique().check(oneOfLength('cpf')))
            .addColumn('full_name', 'text', (c) => c.notNull())
            .addColumn('birth_date', 'text')
            .addColumn('gender', 'text', (c) => c.check(oneOf('gender', GENDERS)))
            .addColumn('password_hash', 'text')
            .addColumn('phone', 'text')
            .addColumn('sus_card', 'text')
            .addColumn('blood_type', 'text', (c) => c.check(oneOf('blood_type', BLOOD_TYPES)))
            .addColumn('allergies', 'text')
            .addColumn('emergency_contact_name', 'text')
            .addColumn('emergency_contact_phone', 'text')
            .addColumn('cep', 'text')
            .addColumn('logradouro', 'text')
            .addColumn('numero', 'text')
            .addColumn('complemento', 'text')
            .addColumn('bairro', 'text')
            .addColumn('cidade', 'text')
            .addColumn('estado', 'text')
            .addColumn('profile_photo_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
            .addColumn('created_by_health_unit_id', 'integer', (c) =>
              c.references('health_units.id').onDelete('set null'),
            ),
          'is_active',
          1,
        ),
      ).execute();
      await db.schema.createIndex('patients_full_name_idx').on('patients').column('full_name').execute();
      await db.schema.createIndex('patients_sus_card_idx').on('patients').column('sus_card').execute();

      await withTimestamps(
        flag(
          table('staff')
            .addColumn('cpf', 'text', (c) => c.unique().check(oneOfLength('cpf')))
            .addColumn('full_name', 'text', (c) => c.notNull())
            .addColumn('user_type', 'text', (c) => c.notNull().check(oneOf('user_type', STAFF_TYPES)))
            .addColumn('phone', 'text')
            .addColumn('specialty', 'text')
            .addColumn('crm', 'text')
            .addColumn('password_hash', 'text')
            .addColumn('health_unit_id', 'integer', (c) =>
              c.references('health_units.id').onDelete('set null'),
            ),
          'is_active',
          1,
        ),
      ).execute();
      await db.schema
        .createIndex('staff_unit_type_idx')
        .on('staff')
        .columns(['health_unit_id', 'user_type'])
        .execute();
      await db.schema.createIndex('staff_full_name_idx').on('staff').column('full_name').execute();

      await withTimestamps(
        flag(
          table('health_department_accounts')
            .addColumn('username', 'text', (c) => c.notNull().unique())
            .addColumn('full_name', 'text', (c) => c.notNull())
            .addColumn('password_hash', 'text', (c) => c.notNull()),
          'is_active',
          1,
        ),
      ).execute();

      await withTimestamps(
        flag(
          table('hospital_administrators')
            .addColumn('health_unit_id', 'integer', (c) =>
              c.notNull().references('health_units.id').onDelete('cascade'),
            )
            .addColumn('username', 'text', (c) => c.notNull().unique())
            .addColumn('password_hash', 'text', (c) => c.notNull())
            .addColumn('administrator_name', 'text', (c) => c.notNull())
            .addColumn('email', 'text')
            .addColumn('phone', 'text'),
          'is_active',
          1,
        ),
      ).execute();
      await db.schema
        .createIndex('hospital_administrators_unit_idx')
        .on('hospital_administrators')
        .column('health_unit_id')
        .execute();

      await withTimestamps(
        flag(
          table('hospital_doctors')
            .addColumn('health_unit_id', 'integer', (c) =>
              c.notNull().references('health_units.id').onDelete('cascade'),
            )
            .addColumn('doctor_name', 'text', (c) => c.notNull())
            .addColumn('specialty', 'text', (c) => c.notNull())
            .addColumn('crm', 'text', (c) => c.notNull())
            .addColumn('phone', 'text')
            .addColumn('email', 'text')
            .addColumn('schedule_notes', 'text'),
          'is_active',
          1,
        ),
      ).execute();
      await db.schema
        .createIndex('hospital_doctors_unit_specialty_idx')
        .on('hospital_doctors')
        .columns(['health_unit_id', 'specialty'])
        .execute();

      await withTimestamps(
        flag(
          table('public_authorities')
            .addColumn('username', 'text', (c) => c.notNull().unique())
            .addColumn('password_hash', 'text', (c) => c.notNull())
            .addColumn('authority_name', 'text', (c) => c.notNull())
            .addColumn('authority_type', 'text', (c) =>
              c.notNull().check(oneOf('authority_type', AUTHORITY_TYPES)),
            )
            .addColumn('contact_email', 'text')
            .addColumn('contact_phone', 'text'),
          'is_active',
          1,
        ),
      ).execute();

      await withTimestamps(
        table('appointments')
          .addColumn('patient_id', 'integer', (c) =>
            c.notNull().references('patients.id').onDelete('cascade'),
          )
          .addColumn('health_unit_id', 'integer', (c) => c.references('health_units.id').onDelete('set null'))
          .addColumn('doctor_staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
          .addColumn('hospital_doctor_id', 'integer', (c) =>
            c.references('hospital_doctors.id').onDelete('set null'),
          )
          .addColumn('request_id', 'integer')
          .addColumn('appointment_date', 'text', (c) => c.notNull())
          .addColumn('appointment_time', 'text')
          .addColumn('appointment_type', 'text', (c) =>
            c.notNull().check(oneOf('appointment_type', APPOINTMENT_TYPES)),
          )
          .addColumn('specialty', 'text')
          .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', APPOINTMENT_STATUSES)))
          .addColumn('notes', 'text'),
      ).execute();
      for (const col of ['patient_id', 'doctor_staff_id', 'health_unit_id', 'hospital_doctor_id'] as const) {
        await db.schema
          .createIndex(`appointments_${col}_date_idx`)
          .on('appointments')
          .columns([col, 'appointment_date'])
          .execute();
      }
      await db.schema
        .createIndex('appointments_date_idx')
        .on('appointments')
        .column('appointment_date')
        .execute();

      await withTimestamps(
        table('appointment_requests')
          .addColumn('patient_id', 'integer', (c) =>
            c.notNull().references('patients.id').onDelete('cascade'),
          )
          .addColumn('specialty', 'text', (c) => c.notNull())
          .addColumn('appointment_type', 'text', (c) =>
            c.notNull().check(oneOf('appointment_type', APPOINTMENT_TYPES)),
          )
          .addColumn('health_unit_id', 'integer', (c) => c.references('health_units.id').onDelete('set null'))
          .addColumn('notes', 'text')
          .addColumn('requested_date', 'text', (c) => c.notNull())
          // The statuses of this migration's time; 026 widens the check (the list is not imported, so
          // every database reaches the same schema through the same steps).
          .addColumn('status', 'text', (c) =>
            c.notNull().check(oneOf('status', ['pending', 'approved', 'rejected'])),
          )
          .addColumn('approved_date', 'text')
          .addColumn('approved_time', 'text')
          .addColumn('decided_health_unit_id', 'integer', (c) =>
            c.references('health_units.id').onDelete('set null'),
          )
          .addColumn('assigned_staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
          .addColumn('assigned_hospital_doctor_id', 'integer', (c) =>
            c.references('hospital_doctors.id').onDelete('set null'),
          )
          .addColumn('appointment_id', 'integer', (c) => c.references('appointments.id').onDelete('set null'))
          .addColumn('decided_at', 'text'),
      ).execute();
      await db.schema
        .createIndex('appointment_requests_patient_idx')
        .on('appointment_requests')
        .columns(['patient_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('appointment_requests_unit_status_idx')
        .on('appointment_requests')
        .columns(['health_unit_id', 'status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('appointment_requests_status_idx')
        .on('appointment_requests')
        .columns(['status', 'created_at'])
        .execute();

      await table('medical_records')
        .addColumn('patient_id', 'integer', (c) => c.notNull().references('patients.id').onDelete('cascade'))
        .addColumn('doctor_staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .addColumn('appointment_id', 'integer', (c) => c.references('appointments.id').onDelete('set null'))
        .addColumn('health_unit_id', 'integer', (c) => c.references('health_units.id').onDelete('set null'))
        .addColumn('record_date', 'text', (c) => c.notNull())
        .addColumn('diagnosis', 'text')
        .addColumn('treatment', 'text')
        .addColumn('observations', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('medical_records_patient_idx')
        .on('medical_records')
        .columns(['patient_id', 'record_date'])
        .execute();
      await db.schema
        .createIndex('medical_records_doctor_idx')
        .on('medical_records')
        .columns(['doctor_staff_id', 'record_date'])
        .execute();
      await db.schema
        .createIndex('medical_records_date_idx')
        .on('medical_records')
        .column('record_date')
        .execute();

      await flag(
        table('prescriptions')
          .addColumn('public_id', 'text', (c) => c.notNull().unique())
          .addColumn('patient_id', 'integer', (c) =>
            c.notNull().references('patients.id').onDelete('cascade'),
          )
          .addColumn('doctor_staff_id', 'integer', (c) =>
            c.notNull().references('staff.id').onDelete('restrict'),
          )
          .addColumn('appointment_id', 'integer', (c) => c.references('appointments.id').onDelete('set null'))
          .addColumn('prescription_date', 'text', (c) => c.notNull())
          .addColumn('prescription_text', 'text', (c) => c.notNull())
          .addColumn('qr_code', 'text')
          .addColumn('dispensed_at', 'text')
          .addColumn('dispensed_by', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull()),
        'is_valid',
        1,
      ).execute();
      await db.schema
        .createIndex('prescriptions_patient_idx')
        .on('prescriptions')
        .columns(['patient_id', 'prescription_date'])
        .execute();
      await db.schema
        .createIndex('prescriptions_doctor_idx')
        .on('prescriptions')
        .columns(['doctor_staff_id', 'prescription_date'])
        .execute();
      await db.schema
        .createIndex('prescriptions_date_idx')
        .on('prescriptions')
        .column('prescription_date')
        .execute();

      await table('vaccinations')
        .addColumn('patient_id', 'integer', (c) => c.notNull().references('patients.id').onDelete('cascade'))
        .addColumn('vaccine_name', 'text', (c) => c.notNull())
        .addColumn('vaccine_date', 'text', (c) => c.notNull())
        .addColumn('dose_number', 'integer')
        .addColumn('administered_by', 'text')
        .addColumn('batch_number', 'text')
        .addColumn('next_dose_date', 'text')
        .addColumn('notes', 'text')
        .addColumn('health_unit_id', 'integer', (c) => c.references('health_units.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('vaccinations_patient_idx')
        .on('vaccinations')
        .columns(['patient_id', 'vaccine_date'])
        .execute();
      await db.schema
        .createIndex('vaccinations_unit_idx')
        .on('vaccinations')
        .columns(['health_unit_id', 'vaccine_date'])
        .execute();

      await table('exams')
        .addColumn('patient_id', 'integer', (c) => c.notNull().references('patients.id').onDelete('cascade'))
        .addColumn('exam_type', 'text', (c) => c.notNull())
        .addColumn('exam_date', 'text', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('reference_values', 'text')
        .addColumn('observations', 'text')
        .addColumn('is_normal', 'integer', (c) => c.check(sqlIn01('is_normal')))
        .addColumn('file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
        .addColumn('doctor_staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .addColumn('doctor_name', 'text')
        .addColumn('health_unit_id', 'integer', (c) => c.references('health_units.id').onDelete('set null'))
        .addColumn('approval_status', 'text', (c) =>
          c.notNull().defaultTo('pending').check(oneOf('approval_status', EXAM_APPROVAL_STATUSES)),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('exams_patient_idx')
        .on('exams')
        .columns(['patient_id', 'exam_date'])
        .execute();
      await db.schema
        .createIndex('exams_unit_status_idx')
        .on('exams')
        .columns(['health_unit_id', 'approval_status'])
        .execute();

      await withTimestamps(
        table('environmental_reports')
          .addColumn('patient_id', 'integer', (c) =>
            c.notNull().references('patients.id').onDelete('cascade'),
          )
          .addColumn('report_type', 'text', (c) => c.notNull().check(oneOf('report_type', REPORT_TYPES)))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('description', 'text')
          .addColumn('photo_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
          .addColumn('latitude', 'double precision')
          .addColumn('longitude', 'double precision')
          .addColumn('address', 'text')
          .addColumn('neighborhood', 'text')
          .addColumn('status', 'text', (c) =>
            c.notNull().defaultTo('pending').check(oneOf('status', REPORT_STATUSES)),
          ),
      ).execute();
      await db.schema
        .createIndex('environmental_reports_patient_idx')
        .on('environmental_reports')
        .columns(['patient_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('environmental_reports_status_idx')
        .on('environmental_reports')
        .columns(['status', 'created_at'])
        .execute();

      await table('messages')
        .addColumn('sender_kind', 'text', (c) => c.notNull())
        .addColumn('sender_id', 'integer', (c) => c.notNull())
        .addColumn('recipient_type', 'text', (c) =>
          c.notNull().check(oneOf('recipient_type', MESSAGE_RECIPIENT_TYPES)),
        )
        .addColumn('recipient_id', 'text')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('message_text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('messages_recipient_idx')
        .on('messages')
        .columns(['recipient_type', 'recipient_id', 'created_at'])
        .execute();
      await db.schema.createIndex('messages_created_idx').on('messages').column('created_at').execute();

      await db.schema
        .createTable('message_reads')
        .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('read_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('message_reads_pk', ['message_id', 'recipient'])
        .execute();
      await db.schema
        .createIndex('message_reads_recipient_idx')
        .on('message_reads')
        .column('recipient')
        .execute();

      await table('provisional_patients')
        .addColumn('provisional_id', 'text', (c) => c.notNull().unique())
        .addColumn('photo_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
        .addColumn('approximate_age', 'integer', (c) =>
          c.notNull().check(sqlBetween('approximate_age', 0, 150)),
        )
        .addColumn('gender', 'text', (c) => c.notNull().check(oneOf('gender', GENDERS)))
        .addColumn('physical_description', 'text')
        .addColumn('registration_location', 'text', (c) => c.notNull())
        .addColumn('registration_date', 'text', (c) => c.notNull())
        .addColumn('registered_by_staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .addColumn('registered_by_name', 'text')
        .addColumn('health_unit_id', 'integer', (c) => c.references('health_units.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('provisional_patients_date_idx')
        .on('provisional_patients')
        .column('registration_date')
        .execute();

      await table('sessions')
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('principal_kind', 'text', (c) => c.notNull())
        .addColumn('principal_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema
        .createIndex('sessions_principal_idx')
        .on('sessions')
        .columns(['principal_kind', 'principal_id'])
        .execute();
      await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

      await withTimestamps(
        table('external_identities')
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('email', 'text')
          .addColumn('name', 'text')
          .addColumn('patient_id', 'integer', (c) => c.references('patients.id').onDelete('set null'))
          .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
          .addUniqueConstraint('external_identities_subject_uq', ['provider', 'subject']),
      ).execute();

      await db.schema
        .createTable('oauth_states')
        .addColumn('state', 'text', (c) => c.primaryKey())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await table('audit_events')
        .addColumn('occurred_at', 'text', (c) => c.notNull())
        .addColumn('actor_kind', 'text')
        .addColumn('actor_id', 'integer')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text')
        .addColumn('target_id', 'text')
        .addColumn('ip', 'text')
        .addColumn('request_id', 'text')
        .addColumn('details', 'text')
        .execute();
      await db.schema
        .createIndex('audit_events_occurred_idx')
        .on('audit_events')
        .column('occurred_at')
        .execute();
      await db.schema
        .createIndex('audit_events_actor_idx')
        .on('audit_events')
        .columns(['actor_kind', 'actor_id', 'occurred_at'])
        .execute();

      await db.schema
        .createTable('login_throttle')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .execute();

      await db.schema
        .createTable('app_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

function oneOfLength(column: string) {
  return sql`length(${sql.ref(column)}) = 11`;
}
function sqlIn01(column: string) {
  return sql`${sql.ref(column)} in (0, 1)`;
}
function sqlBetween(column: string, min: number, max: number) {
  return sql`${sql.ref(column)} between ${sql.lit(min)} and ${sql.lit(max)}`;
}
