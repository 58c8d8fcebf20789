import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { createPatient, createUnit, signedIn } from '../../test/fixtures';
import { nowIso, todayDate } from '../../lib/time';
import { insertAppointment, patientClient, staffClient } from '../appointments/appointments.fixtures';

/** The official FHIR R4 JSON schema, as the FHIR export's own tests check it (decision 033). */
type SchemaValidator = { validate(resource: unknown, verbose?: boolean): unknown[] };
const require = createRequire(import.meta.url);
const JSONSchemaValidator = require('@asymmetrik/fhir-json-schema-validator') as new () => SchemaValidator;
const validator = new JSONSchemaValidator();

type Bundle = {
  resourceType: string;
  type: string;
  link: { relation: string; url: string }[];
  entry: { resource: { resourceType: string; id: string; [key: string]: unknown } }[];
};

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const exportEvents = () =>
  ctx.db
    .selectFrom('audit_events')
    .select(['actor_kind', 'action', 'target_type', 'target_id', 'details'])
    .where('action', '=', 'data.exported')
    .execute();

async function patientWithHistory() {
  const unit = await createUnit(ctx.db, 'UBS Jardim');
  const doctor = await staffClient(ctx, 'doctor', unit.id);
  const patient = await patientClient(ctx, 'Helena Duarte');
  await ctx.db
    .updateTable('patients')
    .set({ sus_card: '123456789010000', birth_date: '1975-06-20', gender: 'feminino', blood_type: 'A+' })
    .where('id', '=', patient.id)
    .execute();
  await insertAppointment(ctx, {
    patient_id: patient.id,
    health_unit_id: unit.id,
    doctor_staff_id: doctor.id,
    appointment_date: '2025-05-02',
    status: 'completed',
  });
  await ctx.db
    .insertInto('vaccinations')
    .values({
      patient_id: patient.id,
      vaccine_name: 'Hepatite B',
      vaccine_code: '9',
      dose_code: '1',
      dose_number: 1,
      vaccine_date: '2024-08-10',
      manufacturer: 'Instituto Butantan',
      batch_number: 'HB0042',
      administered_by: null,
      next_dose_date: null,
      notes: null,
      health_unit_id: unit.id,
      created_at: nowIso(),
    })
    .execute();
  return { patient, unit };
}

describe('GET /api/me/export', () => {
  it('downloads the patient’s whole record as a dated FHIR R4 file, and keeps the download in the audit trail', async () => {
    const { patient } = await patientWithHistory();
    const res = await patient.client.get<Bundle>('/api/me/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="meus-dados-${todayDate()}.json"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');

    const errors = validator.validate(res.body, true);
    expect(errors, JSON.stringify(errors).slice(0, 2000)).toEqual([]);
    const bundle = res.body;
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.link).toEqual([
      { relation: 'self', url: 'http://localhost:3000/api/fhir/Patient/me/$everything' },
    ]);
    const types = bundle.entry.map((e) => e.resource.resourceType);
    expect(types).toEqual(expect.arrayContaining(['Patient', 'Appointment', 'Encounter', 'Immunization']));
    expect(
      bundle.entry.filter((e) => e.resource.resourceType === 'Patient').map((e) => e.resource.id),
    ).toEqual([String(patient.id)]);

    const events = await exportEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor_kind: 'patient',
      action: 'data.exported',
      target_type: 'patient',
      target_id: String(patient.id),
    });
    const details = JSON.parse(events[0]!.details!) as { format: string; counts: Record<string, number> };
    expect(details.format).toBe('fhir-r4');
    expect(details.counts).toMatchObject({ Patient: 1, Appointment: 1, Encounter: 1, Immunization: 1 });

    // Each download is its own event.
    await patient.client.get('/api/me/export');
    expect(await exportEvents()).toHaveLength(2);
  });

  it('gives a patient only their own record: the path names nobody and ignores any id sent with it', async () => {
    const { patient } = await patientWithHistory();
    const other = await createPatient(ctx.db, { full_name: 'Otávio Vizinho' });
    await insertAppointment(ctx, { patient_id: other.id, status: 'completed' });
    const res = await patient.client.get<Bundle>(`/api/me/export?id=${other.id}&patient=${other.id}`);
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('Otávio');
    expect(
      res.body.entry.filter((e) => e.resource.resourceType === 'Patient').map((e) => e.resource.id),
    ).toEqual([String(patient.id)]);
    expect((await patient.client.get(`/api/me/export/${other.id}`)).status).toBe(404);
  });

  it('refuses every other role (403) and a visitor (401), leaving no export in the trail', async () => {
    for (const role of [
      'doctor',
      'reception',
      'health_department',
      'hospital',
      'public_authority',
      'pharmacy',
    ] as const) {
      const client = await signedIn(ctx, role);
      const res = await client.get('/api/me/export');
      expect(res.status, role).toBe(403);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
    expect((await ctx.app.request('/api/me/export')).status).toBe(401);
    expect(await exportEvents()).toEqual([]);
  });
});
