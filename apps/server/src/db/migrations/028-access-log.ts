/**
 * "Quem acessou meus dados" (decision 038): which audited reads showed a patient's health data. An
 * event of the trail names one target at most, and a page read names its rows, not whose they are;
 * finding one patient's reads among millions of events needs a row per (patient, read), kept beside
 * the event when it is written, in the order the patient's list is read: newest first, ties by id.
 *
 * Reads kept before this table existed are linked where the event itself names the patient (a
 * patient's allergies, the unit's patient card, the FHIR bundle) or a prescription (dispensed); the
 * pages of several patients' rows written before it are not, as their details name rows, not people.
 */
import { sql, type Migration } from 'kysely';
import type { AnyDb } from './helpers';

/** The audited reads whose target is the patient, as their action codes stood when this ran. */
const PATIENT_TARGET_READS = ['patients.allergies.read', 'patient.read', 'fhir.patient-everything.read'];

export const accessLog: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('audit_event_patients')
      .addColumn('patient_id', 'integer', (c) => c.notNull())
      .addColumn('occurred_at', 'text', (c) => c.notNull())
      .addColumn('audit_event_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('audit_event_patients_pk', ['patient_id', 'occurred_at', 'audit_event_id'])
      .execute();

    // Other actions keep text targets (a sign-in name): the id is read only under the action's guard,
    // which a case expression keeps ahead of the cast in either planner.
    const reads = sql.join(PATIENT_TARGET_READS);
    const patientId = sql`cast(case when e.action in (${reads}) then e.target_id end as integer)`;
    // The patient's own reads are not theirs to be told about.
    await sql`
      insert into audit_event_patients (patient_id, occurred_at, audit_event_id)
      select ${patientId}, e.occurred_at, e.id
      from audit_events e
      where e.action in (${reads})
        and e.target_type = 'patient'
        and not (e.actor_kind = 'patient' and e.actor_id = ${patientId})
    `.execute(db);
    const dispensed = sql`cast(case when e.action = 'prescription.dispensed' then e.target_id end as integer)`;
    await sql`
      insert into audit_event_patients (patient_id, occurred_at, audit_event_id)
      select p.patient_id, e.occurred_at, e.id
      from audit_events e
      join prescriptions p on p.id = ${dispensed}
      where e.action = 'prescription.dispensed' and e.target_type = 'prescription'
    `.execute(db);
  },
};
