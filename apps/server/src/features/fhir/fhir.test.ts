import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { createPatient, signedIn } from '../../test/fixtures';
import {
  insertAppointment,
  insertHospitalDoctor,
  patientClient,
  staffClient,
} from '../appointments/appointments.fixtures';
import { nowIso } from '../../lib/time';
import { CODE_SYSTEM, PROFILE, SID } from './fhir-systems';
import { FHIR_MAX_PER_KIND } from './fhir.repository';

/** The official FHIR R4 JSON schema (hl7.org/fhir/R4/fhir.schema.json), as the validator ships it. */
type SchemaValidator = { validate(resource: unknown, verbose?: boolean): unknown[] };
const require = createRequire(import.meta.url);
const JSONSchemaValidator = require('@asymmetrik/fhir-json-schema-validator') as new () => SchemaValidator;
const validator = new JSONSchemaValidator();

type Resource = { resourceType: string; id: string; [key: string]: unknown };
type Bundle = {
  resourceType: 'Bundle';
  type: string;
  total: number;
  entry: { fullUrl: string; resource: Resource; search: { mode: string } }[];
};

let validated = 0;
/** Every Bundle a test receives passes the FHIR R4 schema and resolves each reference inside itself. */
function expectValidBundle(body: unknown): Bundle {
  const errors = validator.validate(body, true);
  expect(errors, JSON.stringify(errors, null, 1).slice(0, 2000)).toEqual([]);
  validated++;
  const bundle = body as Bundle;
  expect(bundle.resourceType).toBe('Bundle');
  const urls = new Set(bundle.entry.map((e) => e.fullUrl));
  expect(urls.size).toBe(bundle.entry.length);
  const references = JSON.stringify(bundle).match(/"reference":"[^"]*"/g) ?? [];
  for (const r of references) expect(urls).toContain(r.slice(13, -1));
  return bundle;
}

const ofType = (b: Bundle, type: string) =>
  b.entry.map((e) => e.resource).filter((r) => r.resourceType === type);

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});
afterAll(() => {
  // The schema check is what this file is about: make sure it ran.
  expect(validated).toBeGreaterThan(0);
});

it('the schema check refuses what FHIR R4 does not allow', () => {
  const wrong = {
    resourceType: 'Bundle',
    type: 'searchset',
    entry: [{ resource: { resourceType: 'Patient', gender: 'feminino' } }],
  };
  expect(validator.validate(wrong, true)).not.toEqual([]);
  expect(validator.validate({ resourceType: 'Patient', sexo: 'F' }, true)).not.toEqual([]);
});

const CNS = '123456789010000';

/** A city with a coded unit, a doctor with CRM/UF and CBO, and a patient with a finished visit. */
async function seed() {
  const at = nowIso();
  const unit = await ctx.db
    .insertInto('health_units')
    .values({
      name: 'UBS Vila Nova',
      cnes: '2077485',
      phone: '1133334444',
      city: 'São Paulo',
      state: 'SP',
      is_active: 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const doctor = await staffClient(ctx, 'doctor', unit.id, 'Cardiologista');
  await ctx.db
    .updateTable('staff')
    .set({ crm: '139512', crm_uf: 'SP', cbo: '225120' })
    .where('id', '=', doctor.id)
    .execute();
  const patient = await patientClient(ctx, 'Joana Pereira');
  await ctx.db
    .updateTable('patients')
    .set({
      sus_card: CNS,
      birth_date: '1980-04-02',
      gender: 'feminino',
      allergies: 'Dipirona',
      blood_type: 'O+',
      cidade: 'São Paulo',
      estado: 'SP',
    })
    .where('id', '=', patient.id)
    .execute();
  const visit = await insertAppointment(ctx, {
    patient_id: patient.id,
    health_unit_id: unit.id,
    doctor_staff_id: doctor.id,
    appointment_date: '2025-03-10',
    appointment_time: '09:30',
    status: 'completed',
  });
  const autonomous = await insertHospitalDoctor(ctx, unit.id, { doctor_name: 'Dr. Autônomo' });
  // A number written before CRM and state were separate columns.
  await ctx.db
    .updateTable('hospital_doctors')
    .set({ crm: 'CRM-RJ 52123', crm_uf: null, cbo: null })
    .where('id', '=', autonomous)
    .execute();
  await insertAppointment(ctx, {
    patient_id: patient.id,
    health_unit_id: unit.id,
    hospital_doctor_id: autonomous,
    appointment_date: '2025-05-10',
    appointment_time: null,
  });
  const record = await ctx.db
    .insertInto('medical_records')
    .values({
      patient_id: patient.id,
      doctor_staff_id: doctor.id,
      appointment_id: visit,
      health_unit_id: unit.id,
      record_date: '2025-03-10',
      diagnosis: 'Dengue com tosse',
      treatment: 'Hidratação',
      observations: null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('medical_record_diagnoses')
    .values([
      { medical_record_id: record.id, position: 1, cid10_code: 'A90' },
      { medical_record_id: record.id, position: 2, cid10_code: 'R05' },
    ])
    .execute();
  const vaccination = {
    patient_id: patient.id,
    vaccine_date: '2025-02-01',
    administered_by: 'Enf. Carla',
    next_dose_date: null,
    notes: null,
    health_unit_id: unit.id,
    created_at: at,
  };
  await ctx.db
    .insertInto('vaccinations')
    .values([
      {
        ...vaccination,
        vaccine_name: 'Febre amarela',
        vaccine_code: '56',
        dose_code: '38',
        manufacturer: 'Bio-Manguinhos',
        batch_number: 'FA123',
        dose_number: null,
      },
      {
        ...vaccination,
        vaccine_name: 'Vacina importada X',
        vaccine_code: null,
        dose_code: null,
        manufacturer: null,
        batch_number: null,
        dose_number: 2,
      },
    ])
    .execute();
  const exam = {
    patient_id: patient.id,
    exam_date: '2025-03-11',
    reference_values: '4.000 a 11.000',
    observations: null,
    is_normal: 1,
    file_id: null,
    doctor_staff_id: doctor.id,
    doctor_name: 'Funcionário doctor',
    health_unit_id: unit.id,
    created_at: at,
  };
  await ctx.db
    .insertInto('exams')
    .values([
      {
        ...exam,
        exam_type: 'Hemograma',
        result: '7.500 leucócitos',
        approval_status: 'approved',
        reviewed_at: at,
      },
      {
        ...exam,
        exam_type: 'Teste rápido pendente',
        result: 'pendente',
        approval_status: 'pending',
        reviewed_at: null,
      },
    ])
    .execute();
  await ctx.db
    .insertInto('prescriptions')
    .values({
      public_id: 'fhirtestpublicid0000001',
      patient_id: patient.id,
      doctor_staff_id: doctor.id,
      appointment_id: visit,
      health_unit_id: unit.id,
      prescription_date: '2025-03-10',
      prescription_text: 'Paracetamol 750 mg\nTomar 1 comprimido de 6 em 6 horas se dor ou febre',
      is_valid: 1,
      valid_until: '2025-04-09',
      created_at: at,
    })
    .execute();
  return { unitId: unit.id, doctor, patient, visit, recordId: record.id };
}

async function everything(client: TestClient, id: number | 'me') {
  return client.get<unknown>(`/api/fhir/Patient/${id}/$everything`);
}

describe('GET /api/fhir/Patient/:id/$everything', () => {
  it('gives the department the whole record as a valid FHIR R4 Bundle with the RNDS identifiers and codes', async () => {
    const { patient, unitId, visit, recordId } = await seed();
    const dept = await signedIn(ctx, 'health_department');
    const res = await everything(dept, patient.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    const bundle = expectValidBundle(res.body);
    expect(bundle.type).toBe('searchset');

    const [p] = ofType(bundle, 'Patient');
    expect(p!.meta).toEqual({ profile: [PROFILE.Patient] });
    expect(p!.identifier).toEqual([
      expect.objectContaining({ system: SID.cpf, value: expect.stringMatching(/^\d{11}$/) }),
      expect.objectContaining({ system: SID.cns, value: CNS }),
    ]);
    expect(p).toMatchObject({ gender: 'female', birthDate: '1980-04-02', name: [{ text: 'Joana Pereira' }] });
    expect(ofType(bundle, 'AllergyIntolerance')[0]).toMatchObject({ code: { text: 'Dipirona' } });

    const [org] = ofType(bundle, 'Organization');
    expect(org).toMatchObject({ id: String(unitId), identifier: [{ system: SID.cnes, value: '2077485' }] });

    const practitioners = ofType(bundle, 'Practitioner');
    expect(practitioners).toHaveLength(2);
    const doctor = practitioners.find((r) => r.id.startsWith('staff-'))!;
    expect(doctor.identifier).toEqual([expect.objectContaining({ system: SID.crm('SP'), value: '139512' })]);
    expect(doctor.qualification).toEqual([
      { code: { coding: [{ system: CODE_SYSTEM.cbo, code: '225120' }], text: 'Cardiologista' } },
    ]);
    // The autonomous doctor's number predates the split and still carries its state.
    expect(practitioners.find((r) => r.id.startsWith('hd-'))!.identifier).toEqual([
      expect.objectContaining({ system: SID.crm('RJ'), value: '52123' }),
    ]);

    expect(
      ofType(bundle, 'Appointment')
        .map((a) => a.status)
        .sort(),
    ).toEqual(['booked', 'fulfilled']);
    const [encounter] = ofType(bundle, 'Encounter');
    expect(encounter).toMatchObject({
      id: String(visit),
      status: 'finished',
      period: { start: '2025-03-10T12:30:00.000Z' },
    });
    expect(encounter!.diagnosis).toHaveLength(2);

    const conditions = ofType(bundle, 'Condition');
    expect(conditions.map((c) => c.code)).toEqual([
      { coding: [{ system: CODE_SYSTEM.cid10, code: 'A90' }], text: 'Dengue com tosse' },
      { coding: [{ system: CODE_SYSTEM.cid10, code: 'R05' }], text: 'Dengue com tosse' },
    ]);
    expect(conditions[0]!.id).toBe(`${recordId}-A90`);

    // Newest first; on the same day, the last recorded first.
    const [imported, yellowFever] = ofType(bundle, 'Immunization');
    expect(yellowFever).toMatchObject({
      vaccineCode: { coding: [{ system: CODE_SYSTEM.immunobiological, code: '56' }], text: 'Febre amarela' },
      lotNumber: 'FA123',
      manufacturer: { display: 'Bio-Manguinhos' },
      protocolApplied: [{ doseNumberString: '38' }],
    });
    // A vaccine the calendar lacks stays text, with no code of any system.
    expect(imported!.vaccineCode).toEqual({ text: 'Vacina importada X' });
    expect(imported).toMatchObject({ protocolApplied: [{ doseNumberPositiveInt: 2 }] });

    // Only the approved exam: a pending result is not part of anyone's record yet.
    expect(ofType(bundle, 'Observation').map((o) => o.code)).toEqual(
      expect.arrayContaining([{ text: 'Hemograma' }]),
    );
    expect(JSON.stringify(bundle)).not.toContain('Teste rápido pendente');
    expect(ofType(bundle, 'DiagnosticReport')).toHaveLength(1);
    // The department does not read prescriptions in the product, so not here either.
    expect(ofType(bundle, 'MedicationRequest')).toHaveLength(0);

    const audit = await ctx.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'fhir.patient-everything.read')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_kind: 'health_department',
      target_type: 'patient',
      target_id: String(patient.id),
    });
  });

  it('gives the doctor who cares for the patient what the doctor may read, and refuses the others', async () => {
    const { patient, doctor } = await seed();
    const res = await everything(doctor.client, patient.id);
    expect(res.status).toBe(200);
    const bundle = expectValidBundle(res.body);
    // Their own visit only, not the autonomous doctor's appointment.
    expect(ofType(bundle, 'Appointment')).toHaveLength(1);
    const [prescription] = ofType(bundle, 'MedicationRequest');
    expect(prescription).toMatchObject({
      status: 'stopped',
      medicationCodeableConcept: { text: 'Paracetamol 750 mg' },
      dosageInstruction: [{ text: expect.stringContaining('6 em 6 horas') }],
    });
    expect(
      await ctx.db
        .selectFrom('audit_events')
        .select('actor_kind')
        .where('action', '=', 'fhir.patient-everything.read')
        .execute(),
    ).toEqual([{ actor_kind: 'staff' }]);

    const stranger = await staffClient(ctx, 'doctor', null);
    const refused = await everything(stranger.client, patient.id);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: expect.stringContaining('com consulta com você') });

    for (const role of ['reception', 'hospital', 'public_authority', 'pharmacy'] as const) {
      const client = await signedIn(ctx, role);
      expect((await everything(client, patient.id)).status, role).toBe(403);
    }
    // A patient never reads another's record, not even with their own id through this path.
    expect((await everything(patient.client, patient.id)).status).toBe(403);
    const other = await patientClient(ctx, 'Outra Pessoa');
    expect((await everything(other.client, patient.id)).status).toBe(403);
  });

  it('answers 404 for a patient that does not exist', async () => {
    const dept = await signedIn(ctx, 'health_department');
    expect((await everything(dept, 999_999)).status).toBe(404);
    expect((await dept.get('/api/fhir/Patient/abc/$everything')).status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const { patient } = await seed();
    const res = await ctx.app.request(`/api/fhir/Patient/${patient.id}/$everything`);
    expect(res.status).toBe(401);
  });
});

describe('GET /api/fhir/Patient/me/$everything', () => {
  it("gives the patient their own record, and only theirs, with no audit of one's own read", async () => {
    const { patient } = await seed();
    const other = await createPatient(ctx.db, { full_name: 'Vizinho Silva' });
    await insertAppointment(ctx, { patient_id: other.id, status: 'completed' });
    const res = await everything(patient.client, 'me');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    const bundle = expectValidBundle(res.body);
    expect(ofType(bundle, 'Patient').map((p) => p.id)).toEqual([String(patient.id)]);
    expect(JSON.stringify(bundle)).not.toContain('Vizinho');
    expect(ofType(bundle, 'Appointment')).toHaveLength(2);
    expect(ofType(bundle, 'MedicationRequest')).toHaveLength(1);
    expect(ofType(bundle, 'Condition')).toHaveLength(2);
    expect(
      await ctx.db
        .selectFrom('audit_events')
        .select('id')
        .where('action', '=', 'fhir.patient-everything.read')
        .execute(),
    ).toEqual([]);

    const doctor = await signedIn(ctx, 'doctor');
    expect((await everything(doctor, 'me')).status).toBe(403);
  });

  it('a patient with no records gets a valid Bundle holding only themselves', async () => {
    const { client } = await patientClient(ctx, 'Nova Pessoa');
    const bundle = expectValidBundle((await everything(client, 'me')).body);
    expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual(['Patient']);
    expect(bundle.total).toBe(1);
  });

  it(`keeps a long history to the newest ${FHIR_MAX_PER_KIND} of each kind, and says so`, async () => {
    const { client, id } = await patientClient(ctx, 'Paciente Antigo');
    const at = nowIso();
    const rows = Array.from({ length: FHIR_MAX_PER_KIND + 5 }, (_, i) => ({
      patient_id: id,
      appointment_date: `20${String(10 + Math.floor(i / 300)).padStart(2, '0')}-01-01`,
      appointment_time: '08:00',
      appointment_type: 'consultation',
      specialty: 'Clínico Geral',
      status: i % 2 ? 'completed' : 'cancelled',
      notes: null,
      created_at: at,
      updated_at: at,
    }));
    for (let i = 0; i < rows.length; i += 250) {
      await ctx.db
        .insertInto('appointments')
        .values(rows.slice(i, i + 250))
        .execute();
    }
    const started = Date.now();
    const res = await everything(client, 'me');
    const bundle = expectValidBundle(res.body);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(ofType(bundle, 'Appointment')).toHaveLength(FHIR_MAX_PER_KIND);
    expect(ofType(bundle, 'OperationOutcome')).toEqual([
      expect.objectContaining({ issue: [expect.objectContaining({ code: 'incomplete' })] }),
    ]);
  });
});
