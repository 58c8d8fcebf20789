/**
 * Migration 028 on a trail that already holds reads: those that name the patient (their allergies,
 * the unit's card, the FHIR bundle) or a dispensed prescription are linked to that patient; the
 * patient's own reads, other events with text targets and pages of several patients' rows are not.
 */
import { describe, expect, it } from 'vitest';
import { accessLog } from './migrations/028-access-log';
import { nowIso } from '../lib/time';
import { bareDatabases } from '../test/bare-database';

const bare = bareDatabases();

describe('migration 028', () => {
  it('links the reads already kept that name a patient or a dispensed prescription', async () => {
    const database = await bare.open();
    await bare.migrateToLatest(database);
    const { db } = database;
    // The trail as it stood before 028: no links yet.
    await db.schema.dropTable('audit_event_patients').execute();

    const at = nowIso();
    const patient = await db
      .insertInto('patients')
      .values({
        cpf: '52998224725',
        full_name: 'Maria',
        password_hash: 'x',
        is_active: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const doctor = await db
      .insertInto('staff')
      .values({
        cpf: '11144477735',
        full_name: 'Dra. Ana',
        user_type: 'doctor',
        password_hash: 'x',
        is_active: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const prescription = await db
      .insertInto('prescriptions')
      .values({
        public_id: 'pub-028',
        patient_id: patient.id,
        doctor_staff_id: doctor.id,
        prescription_date: '2026-03-01',
        prescription_text: 'Dipirona',
        is_valid: 1,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const event = async (
      occurred_at: string,
      actor: [string, number] | null,
      action: string,
      target_type: string | null,
      target_id: string | null,
    ) =>
      (
        await db
          .insertInto('audit_events')
          .values({
            occurred_at,
            actor_kind: actor?.[0] ?? null,
            actor_id: actor?.[1] ?? null,
            action,
            target_type,
            target_id,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const staff: [string, number] = ['staff', doctor.id];
    const allergies = await event(
      '2026-03-01T10:00:00.000Z',
      staff,
      'patients.allergies.read',
      'patient',
      String(patient.id),
    );
    const card = await event(
      '2026-03-02T10:00:00.000Z',
      ['hospital', 1],
      'patient.read',
      'patient',
      String(patient.id),
    );
    const fhir = await event(
      '2026-03-03T10:00:00.000Z',
      ['health_department', 1],
      'fhir.patient-everything.read',
      'patient',
      String(patient.id),
    );
    const dispensed = await event(
      '2026-03-04T10:00:00.000Z',
      ['pharmacy', 1],
      'prescription.dispensed',
      'prescription',
      String(prescription.id),
    );
    await event(
      '2026-03-05T10:00:00.000Z',
      ['patient', patient.id],
      'fhir.patient-everything.read',
      'patient',
      String(patient.id),
    );
    await event('2026-03-06T10:00:00.000Z', null, 'login.throttled', 'patient', '529.982.247-25');
    await event('2026-03-07T10:00:00.000Z', staff, 'medical-records.read', 'medical-records', null);
    await event('2026-03-08T10:00:00.000Z', staff, 'patient.created', 'patient', String(patient.id));

    await accessLog.up(db);

    const links = await db.selectFrom('audit_event_patients').selectAll().orderBy('occurred_at').execute();
    expect(links).toEqual([
      { patient_id: patient.id, occurred_at: '2026-03-01T10:00:00.000Z', audit_event_id: allergies },
      { patient_id: patient.id, occurred_at: '2026-03-02T10:00:00.000Z', audit_event_id: card },
      { patient_id: patient.id, occurred_at: '2026-03-03T10:00:00.000Z', audit_event_id: fhir },
      { patient_id: patient.id, occurred_at: '2026-03-04T10:00:00.000Z', audit_event_id: dispensed },
    ]);
  });
});
