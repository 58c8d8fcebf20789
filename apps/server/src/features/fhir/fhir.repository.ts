/**
 * The reads behind a patient's FHIR Bundle: one query per kind of record, each one range of that
 * table's (patient, date) index, newest first and bounded; then one query per kind of referenced
 * resource (professionals, autonomous doctors, units) for the ids the records name. A patient with
 * hundreds of visits costs the same ten queries as one with none.
 *
 * A read-only exception to decision 032 (one owner per table): like the department's overview, the
 * export reads many owners' tables for one answer, writes none, and shapes no row any owner presents.
 */
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/types';

/** At most this many records of each kind in one Bundle, the newest (decision 033). */
export const FHIR_MAX_PER_KIND = 1000;

/** Whose rows of the patient the reader sees, per kind, as the product's own lists decide them. */
export type FhirReadScope = {
  /** Appointments and visits: all of the patient's, or those with this doctor. */
  appointments: { doctorStaffId: number | null } | null;
  /** Medical records: all, or those this doctor wrote. */
  records: { authorStaffId: number | null } | null;
  /** Vaccinations and (approved) exams: the whole card, or none. */
  healthCard: boolean;
  /** Prescriptions: all of the patient's, those this doctor issued, or none. */
  prescriptions: { doctorStaffId: number | null } | null;
};

export type PatientRow = Selectable<DB['patients']>;
export type AppointmentRow = Selectable<DB['appointments']>;
export type RecordRow = Selectable<DB['medical_records']>;
export type DiagnosisRow = Selectable<DB['medical_record_diagnoses']>;
export type VaccinationRow = Selectable<DB['vaccinations']>;
export type ExamRow = Selectable<DB['exams']>;
export type PrescriptionRow = Selectable<DB['prescriptions']>;
export type StaffRow = Pick<
  Selectable<DB['staff']>,
  | 'id'
  | 'full_name'
  | 'cpf'
  | 'user_type'
  | 'specialty'
  | 'crm'
  | 'crm_uf'
  | 'cbo'
  | 'health_unit_id'
  | 'is_active'
>;
export type HospitalDoctorRow = Pick<
  Selectable<DB['hospital_doctors']>,
  'id' | 'doctor_name' | 'specialty' | 'crm' | 'crm_uf' | 'cbo' | 'health_unit_id' | 'is_active'
>;
export type UnitRow = Pick<
  Selectable<DB['health_units']>,
  'id' | 'name' | 'cnes' | 'phone' | 'address' | 'full_address' | 'city' | 'state' | 'cep' | 'is_active'
>;

/** Rows of one kind and whether the bound cut older ones off. */
export type Bounded<T> = { rows: T[]; truncated: boolean };

const bounded = <T>(rows: T[]): Bounded<T> => ({
  rows: rows.slice(0, FHIR_MAX_PER_KIND),
  truncated: rows.length > FHIR_MAX_PER_KIND,
});

const none = <T>(): Promise<Bounded<T>> => Promise.resolve({ rows: [], truncated: false });

export function fhirRepository(db: Kysely<DB>) {
  const take = FHIR_MAX_PER_KIND + 1;
  return {
    patient: (id: number): Promise<PatientRow | undefined> =>
      db.selectFrom('patients').selectAll().where('id', '=', id).executeTakeFirst(),

    async appointments(patientId: number, scope: FhirReadScope['appointments']) {
      if (!scope) return none<AppointmentRow>();
      let q = db.selectFrom('appointments').selectAll().where('patient_id', '=', patientId);
      if (scope.doctorStaffId != null) q = q.where('doctor_staff_id', '=', scope.doctorStaffId);
      return bounded(await q.orderBy('appointment_date', 'desc').orderBy('id', 'desc').limit(take).execute());
    },

    async records(patientId: number, scope: FhirReadScope['records']) {
      if (!scope) return none<RecordRow>();
      let q = db.selectFrom('medical_records').selectAll().where('patient_id', '=', patientId);
      if (scope.authorStaffId != null) q = q.where('doctor_staff_id', '=', scope.authorStaffId);
      return bounded(await q.orderBy('record_date', 'desc').orderBy('id', 'desc').limit(take).execute());
    },

    /** The CID-10 codes of these records, in each record's order. */
    diagnoses: async (recordIds: readonly number[]): Promise<DiagnosisRow[]> =>
      recordIds.length === 0
        ? []
        : db
            .selectFrom('medical_record_diagnoses')
            .selectAll()
            .where('medical_record_id', 'in', [...recordIds])
            .orderBy('medical_record_id')
            .orderBy('position')
            .execute(),

    async vaccinations(patientId: number, healthCard: boolean) {
      if (!healthCard) return none<VaccinationRow>();
      return bounded(
        await db
          .selectFrom('vaccinations')
          .selectAll()
          .where('patient_id', '=', patientId)
          .orderBy('vaccine_date', 'desc')
          .orderBy('id', 'desc')
          .limit(take)
          .execute(),
      );
    },

    /** Exams enter the record once the unit approved them (decision 024), for every reader alike. */
    async exams(patientId: number, healthCard: boolean) {
      if (!healthCard) return none<ExamRow>();
      return bounded(
        await db
          .selectFrom('exams')
          .selectAll()
          .where('patient_id', '=', patientId)
          .where('approval_status', '=', 'approved')
          .orderBy('exam_date', 'desc')
          .orderBy('id', 'desc')
          .limit(take)
          .execute(),
      );
    },

    async prescriptions(patientId: number, scope: FhirReadScope['prescriptions']) {
      if (!scope) return none<PrescriptionRow>();
      let q = db.selectFrom('prescriptions').selectAll().where('patient_id', '=', patientId);
      if (scope.doctorStaffId != null) q = q.where('doctor_staff_id', '=', scope.doctorStaffId);
      return bounded(
        await q.orderBy('prescription_date', 'desc').orderBy('id', 'desc').limit(take).execute(),
      );
    },

    staff: async (ids: readonly number[]): Promise<StaffRow[]> =>
      ids.length === 0
        ? []
        : db
            .selectFrom('staff')
            .select([
              'id',
              'full_name',
              'cpf',
              'user_type',
              'specialty',
              'crm',
              'crm_uf',
              'cbo',
              'health_unit_id',
              'is_active',
            ])
            .where('id', 'in', [...ids])
            .orderBy('id')
            .execute(),

    hospitalDoctors: async (ids: readonly number[]): Promise<HospitalDoctorRow[]> =>
      ids.length === 0
        ? []
        : db
            .selectFrom('hospital_doctors')
            .select(['id', 'doctor_name', 'specialty', 'crm', 'crm_uf', 'cbo', 'health_unit_id', 'is_active'])
            .where('id', 'in', [...ids])
            .orderBy('id')
            .execute(),

    units: async (ids: readonly number[]): Promise<UnitRow[]> =>
      ids.length === 0
        ? []
        : db
            .selectFrom('health_units')
            .select([
              'id',
              'name',
              'cnes',
              'phone',
              'address',
              'full_address',
              'city',
              'state',
              'cep',
              'is_active',
            ])
            .where('id', 'in', [...ids])
            .orderBy('id')
            .execute(),
  };
}
