/**
 * A patient's record as one FHIR R4 Bundle (decision 033): who may ask for whose, what each reader
 * sees of it, and the trail of staff reads. Each kind of record follows the same rule as the
 * product's own list of it (access/record-scope.ts), so the export shows nobody more than the screens do.
 */
import type { Principal, ServiceContext } from '../../lib/service-context';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { nowIso, todayDate } from '../../lib/time';
import { appointmentScope, healthScope, prescriptionScope, recordsScope } from '../access/record-scope';
import { appointmentsRepository } from '../appointments';
import { auditPatientRead } from '../audit/audit.service';
import { FHIR_MAX_PER_KIND, fhirRepository, type FhirReadScope } from './fhir.repository';
import {
  allergyResource,
  appointmentResource,
  bloodTypeResource,
  conditionResources,
  encounterResource,
  examResources,
  fullUrlOf,
  hospitalDoctorResource,
  immunizationResource,
  medicationRequestResource,
  patientResource,
  refTo,
  staffResource,
  unitResource,
  type Reference,
  type Resource,
} from './fhir.resources';
import { HL7 } from './fhir-systems';

export const PATIENT_NOT_FOUND = 'Paciente não encontrado';
export const NOT_YOUR_PATIENT =
  'Paciente não encontrado entre os seus: só é possível exportar o prontuário de pacientes com consulta com você.';

type BundleEntry = { fullUrl: string; resource: Resource; search: { mode: 'match' | 'include' | 'outcome' } };
export type FhirBundle = {
  resourceType: 'Bundle';
  id: string;
  meta: { lastUpdated: string };
  type: 'searchset';
  timestamp: string;
  total: number;
  link: { relation: string; url: string }[];
  entry: BundleEntry[];
};

/** A scope function's refusal means "none of this kind", not "none at all". */
function orNone<T>(scopeOf: (p: Principal) => T, p: Principal): T | null {
  try {
    return scopeOf(p);
  } catch (err) {
    if (err instanceof AppError && err.kind === 'forbidden') return null;
    throw err;
  }
}

/** What this reader sees of one patient's record, kind by kind. */
function readScope(p: Principal): FhirReadScope {
  const appointments = orNone(appointmentScope, p);
  const records = orNone(recordsScope, p);
  const health = orNone(healthScope, p);
  const prescriptions = orNone(prescriptionScope, p);
  return {
    appointments: appointments
      ? { doctorStaffId: appointments.kind === 'doctor' ? appointments.staffId : null }
      : null,
    records: records ? { authorStaffId: records.kind === 'author' ? records.staffId : null } : null,
    healthCard: health != null,
    prescriptions: prescriptions
      ? { doctorStaffId: prescriptions.kind === 'doctor' ? prescriptions.staffId : null }
      : null,
  };
}

/**
 * GET /api/fhir/Patient/:id/$everything: a doctor for a patient who has an appointment with them (the
 * care relationship of the health card, decision 027), the department for anyone. Audited.
 */
export async function patientEverything(ctx: ServiceContext, patientId: number, selfUrl: string) {
  const p = ctx.principal;
  const { db } = ctx.deps;
  if (p.role === 'patient') {
    // A patient's own record has its own path; another person's is never theirs to read.
    if (p.patientId !== patientId) throw forbidden();
  } else if (p.role !== 'doctor' && p.role !== 'health_department') {
    throw forbidden();
  }
  const repo = fhirRepository(db);
  const patient = await repo.patient(patientId);
  if (!patient) throw notFound(PATIENT_NOT_FOUND);
  if (p.role === 'doctor') {
    const inCare =
      p.staffId != null &&
      (await appointmentsRepository(db).patientSeenBy(patientId, { staffId: p.staffId, unitId: null }));
    // Answered as an unknown patient: whether someone outside one's care exists is not disclosed.
    if (!inCare) throw notFound(NOT_YOUR_PATIENT);
  }
  const bundle = await buildBundle(ctx, patient, selfUrl);
  if (p.role !== 'patient') {
    const counts: Record<string, number> = {};
    for (const e of bundle.entry)
      counts[e.resource.resourceType] = (counts[e.resource.resourceType] ?? 0) + 1;
    await auditPatientRead(ctx, 'fhir.patient-everything.read', patientId, { counts });
  }
  return bundle;
}

/** GET /api/fhir/Patient/me/$everything: the signed-in patient's own record. */
export async function ownEverything(ctx: ServiceContext, selfUrl: string) {
  const p = ctx.principal;
  if (p.role !== 'patient' || p.patientId == null) throw forbidden();
  const patient = await fhirRepository(ctx.deps.db).patient(p.patientId);
  if (!patient) throw notFound(PATIENT_NOT_FOUND);
  return buildBundle(ctx, patient, selfUrl);
}

type PatientRow = NonNullable<Awaited<ReturnType<ReturnType<typeof fhirRepository>['patient']>>>;

async function buildBundle(ctx: ServiceContext, patient: PatientRow, selfUrl: string): Promise<FhirBundle> {
  const repo = fhirRepository(ctx.deps.db);
  const scope = readScope(ctx.principal);
  const [appointments, records, vaccinations, exams, prescriptions] = await Promise.all([
    repo.appointments(patient.id, scope.appointments),
    repo.records(patient.id, scope.records),
    repo.vaccinations(patient.id, scope.healthCard),
    repo.exams(patient.id, scope.healthCard),
    repo.prescriptions(patient.id, scope.prescriptions),
  ]);
  const diagnoses = await repo.diagnoses(records.rows.map((r) => r.id));

  // The professionals and units the records name, each read once.
  const staffIds = new Set<number>();
  const doctorIds = new Set<number>();
  const unitIds = new Set<number>();
  const note = (staffId: number | null, unitId: number | null) => {
    if (staffId != null) staffIds.add(staffId);
    if (unitId != null) unitIds.add(unitId);
  };
  for (const a of appointments.rows) {
    note(a.doctor_staff_id, a.health_unit_id);
    if (a.hospital_doctor_id != null) doctorIds.add(a.hospital_doctor_id);
  }
  for (const r of records.rows) note(r.doctor_staff_id, r.health_unit_id);
  for (const v of vaccinations.rows) note(null, v.health_unit_id);
  for (const e of exams.rows) note(e.doctor_staff_id, e.health_unit_id);
  for (const p of prescriptions.rows) note(p.doctor_staff_id, null);
  const [staff, hospitalDoctors, units] = await Promise.all([
    repo.staff([...staffIds]),
    repo.hospitalDoctors([...doctorIds]),
    repo.units([...unitIds]),
  ]);
  // A visit is an Encounter once finished; its record's diagnoses point to it.
  const encounters = new Map<number, Reference>();
  for (const a of appointments.rows) {
    if (a.status === 'completed') encounters.set(a.id, refTo('Encounter', String(a.id)));
  }
  const codesOf = new Map<number, typeof diagnoses>();
  for (const d of diagnoses)
    codesOf.set(d.medical_record_id, [...(codesOf.get(d.medical_record_id) ?? []), d]);
  const conditions = records.rows.flatMap((r) =>
    conditionResources(
      r,
      codesOf.get(r.id) ?? [],
      r.appointment_id != null ? encounters.get(r.appointment_id) : undefined,
    ),
  );
  const conditionsOf = new Map<string, Reference[]>();
  for (const c of conditions) {
    const encounter = (c.encounter as Reference | undefined)?.reference;
    if (encounter)
      conditionsOf.set(encounter, [...(conditionsOf.get(encounter) ?? []), refTo('Condition', c.id)]);
  }

  const today = todayDate();
  const matches: Resource[] = [
    patientResource(patient),
    ...[allergyResource(patient), bloodTypeResource(patient)].filter((r): r is Resource => r !== null),
    ...appointments.rows.map(appointmentResource),
    ...appointments.rows
      .filter((a) => encounters.has(a.id))
      .map((a) => encounterResource(a, conditionsOf.get(encounters.get(a.id)!.reference) ?? [])),
    ...conditions,
    ...vaccinations.rows.map(immunizationResource),
    ...exams.rows.flatMap(examResources),
    ...prescriptions.rows.map((p) =>
      medicationRequestResource(
        p,
        today,
        p.appointment_id != null ? encounters.get(p.appointment_id) : undefined,
      ),
    ),
  ];
  const includes: Resource[] = [
    ...staff.map(staffResource),
    ...hospitalDoctors.map(hospitalDoctorResource),
    ...units.map(unitResource),
  ];
  const entry: BundleEntry[] = [
    ...matches.map((resource) => entryOf(resource, 'match')),
    ...includes.map((resource) => entryOf(resource, 'include')),
  ];
  dropDanglingReferences(entry);

  const cut = [appointments, records, vaccinations, exams, prescriptions].some((k) => k.truncated);
  if (cut) {
    entry.push(
      entryOf(
        {
          resourceType: 'OperationOutcome',
          id: 'incomplete',
          issue: [
            {
              severity: 'information',
              code: 'incomplete',
              details: {
                coding: [{ system: HL7.issueType, code: 'incomplete' }],
                text: `Este prontuário tem mais registros do que cabem em uma exportação: constam os ${FHIR_MAX_PER_KIND} mais recentes de cada tipo.`,
              },
            },
          ],
        },
        'outcome',
      ),
    );
  }
  const at = nowIso();
  return {
    resourceType: 'Bundle',
    id: crypto.randomUUID(),
    meta: { lastUpdated: at },
    type: 'searchset',
    timestamp: at,
    total: matches.length,
    link: [{ relation: 'self', url: selfUrl }],
    entry,
  };
}

function entryOf(resource: Resource, mode: BundleEntry['search']['mode']): BundleEntry {
  return { fullUrl: fullUrlOf(resource.resourceType, resource.id), resource, search: { mode } };
}

/**
 * A professional or unit that no longer exists (a row removed after the record was written) cannot be
 * in the Bundle: the reference to it is dropped rather than left pointing at nothing.
 */
function dropDanglingReferences(entries: BundleEntry[]) {
  const present = new Set(entries.map((e) => e.fullUrl));
  const dangling = (value: unknown): boolean =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Reference).reference === 'string' &&
    !present.has((value as Reference).reference);
  const isEmpty = (value: unknown) =>
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && value !== null && Object.keys(value).length === 0);
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value))
      return value
        .filter((v) => !dangling(v))
        .map(clean)
        .filter((v) => !isEmpty(v));
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (dangling(v)) continue;
      const cleaned = clean(v);
      if (!isEmpty(cleaned)) out[key] = cleaned;
    }
    return out;
  };
  for (const e of entries) e.resource = clean(e.resource) as Resource;
}
