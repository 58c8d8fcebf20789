/**
 * The product's records as FHIR R4 resources, each shaped after the RNDS profile named in its
 * meta.profile (decision 033). A coded element is written only when its column holds a code; free
 * text stays text (`CodeableConcept.text`), never dressed up as a code.
 */
import { createHash } from 'node:crypto';
import { APPOINTMENT_TYPE_LABELS, type AppointmentType } from '@saude/shared/domain/constants';
import { parseCrm } from '@saude/shared/domain/professional-codes';
import { cityDayStartUtc } from '../../lib/city-calendar';
import { CODE_SYSTEM, HL7, PROFILE, SID } from './fhir-systems';
import type {
  AppointmentRow,
  DiagnosisRow,
  ExamRow,
  HospitalDoctorRow,
  PatientRow,
  PrescriptionRow,
  RecordRow,
  StaffRow,
  UnitRow,
  VaccinationRow,
} from './fhir.repository';

export type Resource = { resourceType: string; id: string } & Record<string, unknown>;
export type Reference = { reference: string; display?: string };

/**
 * A resource's fullUrl inside the Bundle: a name-based UUID of its type and id, so the same record
 * has the same fullUrl in every export and every reference resolves inside the Bundle.
 */
export function fullUrlOf(resourceType: string, id: string): string {
  const hash = createHash('sha1').update(`saude-municipal:${resourceType}/${id}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50; // version 5 (name-based, SHA-1)
  hash[8] = (hash[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = hash.subarray(0, 16).toString('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const refTo = (resourceType: string, id: string, display?: string | null): Reference => ({
  reference: fullUrlOf(resourceType, id),
  ...(display ? { display } : {}),
});

/** Ids of the two kinds of professionals: staff accounts and a unit's autonomous doctors. */
export const staffPractitionerId = (id: number) => `staff-${id}`;
export const hospitalDoctorPractitionerId = (id: number) => `hd-${id}`;

/** Drops the keys whose value is empty (FHIR forbids empty values, arrays and objects). */
function compact<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(
    Object.entries(o).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T;
}

const text = (value: string | null | undefined) => {
  const t = value?.trim();
  return t ? t : undefined;
};
const digits = (value: string | null | undefined) => value?.replace(/\D/g, '') ?? '';
const annotation = (value: string | null | undefined) => (text(value) ? [{ text: text(value) }] : undefined);

// ---- Patient ----

const GENDER: Record<string, 'male' | 'female'> = { masculino: 'male', feminino: 'female' };

export function patientResource(p: PatientRow): Resource {
  const cpf = digits(p.cpf);
  const cns = digits(p.sus_card);
  const line = [text(p.logradouro), text(p.numero), text(p.complemento)].filter(Boolean) as string[];
  const address = compact({
    use: 'home',
    line,
    district: text(p.bairro),
    city: text(p.cidade),
    state: text(p.estado),
    postalCode: digits(p.cep) || undefined,
    country: line.length || p.cidade ? 'BRA' : undefined,
  });
  const emergencyPhone = text(p.emergency_contact_phone);
  return compact({
    resourceType: 'Patient',
    id: String(p.id),
    meta: { profile: [PROFILE.Patient] },
    identifier: [
      ...(cpf.length === 11
        ? [{ use: 'official', type: identifierType('TAX', 'CPF'), system: SID.cpf, value: cpf }]
        : []),
      // Only a number of the CNS's shape; one that fails its check digits is left for the department.
      ...(cns.length === 15
        ? [{ use: 'official', type: identifierType('HC', 'CNS'), system: SID.cns, value: cns }]
        : []),
    ],
    active: p.is_active === 1,
    name: [{ use: 'official', text: p.full_name }],
    telecom: text(p.phone) ? [{ system: 'phone', value: text(p.phone), use: 'mobile' }] : undefined,
    gender: p.gender ? (GENDER[p.gender] ?? 'unknown') : undefined,
    birthDate: text(p.birth_date),
    address: Object.keys(address).length > 1 ? [address] : undefined,
    contact:
      text(p.emergency_contact_name) || emergencyPhone
        ? [
            compact({
              relationship: [{ text: 'Contato de emergência' }],
              name: text(p.emergency_contact_name) ? { text: text(p.emergency_contact_name) } : undefined,
              telecom: emergencyPhone ? [{ system: 'phone', value: emergencyPhone }] : undefined,
            }),
          ]
        : undefined,
  }) as Resource;
}

function identifierType(code: string, label: string) {
  return { coding: [{ system: HL7.identifierType, code }], text: label };
}

/** The patient's own allergies, as they wrote them (free text). */
export function allergyResource(p: PatientRow): Resource | null {
  const allergies = text(p.allergies);
  if (!allergies) return null;
  return {
    resourceType: 'AllergyIntolerance',
    id: `patient-${p.id}`,
    clinicalStatus: {
      coding: [
        { system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical', code: 'active' },
      ],
    },
    code: { text: allergies },
    patient: refTo('Patient', String(p.id)),
  };
}

/** The blood group the patient declared (LOINC 882-1, ABO and Rh group). */
export function bloodTypeResource(p: PatientRow): Resource | null {
  const bloodType = text(p.blood_type);
  if (!bloodType) return null;
  return {
    resourceType: 'Observation',
    id: `blood-type-${p.id}`,
    status: 'final',
    code: { coding: [{ system: 'http://loinc.org', code: '882-1' }], text: 'Tipo sanguíneo' },
    subject: refTo('Patient', String(p.id)),
    valueCodeableConcept: { text: bloodType },
  };
}

// ---- Professionals and units ----

/**
 * The CRM as the identifier needs it: the number and its council's state, from the columns, or read
 * with the shared reader from a value kept before they were apart ('CRM-SP 139512').
 */
function crmOf(crm: string | null, crmUf: string | null): { number: string; uf: string | null } {
  const parsed = crm ? parseCrm(crm) : null;
  return { number: parsed?.crm ?? digits(crm), uf: crmUf ?? parsed?.uf ?? null };
}

function practitioner(
  id: string,
  name: string,
  active: boolean,
  crm: string | null,
  crmUf: string | null,
  cbo: string | null,
  specialty: string | null,
): Resource {
  const { number, uf } = crmOf(crm, crmUf);
  const occupation = digits(cbo);
  return compact({
    resourceType: 'Practitioner',
    id,
    meta: { profile: [PROFILE.Practitioner] },
    identifier: number
      ? [
          compact({
            use: 'official',
            type: { coding: [{ system: HL7.identifierType, code: 'MD' }], text: 'CRM' },
            system: uf ? SID.crm(uf) : SID.crmUnknownState,
            value: number,
            assigner: uf ? { display: `Conselho Regional de Medicina - ${uf}` } : undefined,
          }),
        ]
      : undefined,
    active,
    name: [{ text: name }],
    qualification:
      occupation || text(specialty)
        ? [
            {
              code: compact({
                coding: occupation ? [{ system: CODE_SYSTEM.cbo, code: occupation }] : undefined,
                text: text(specialty),
              }),
            },
          ]
        : undefined,
  }) as Resource;
}

export const staffResource = (s: StaffRow): Resource =>
  practitioner(
    staffPractitionerId(s.id),
    s.full_name,
    s.is_active === 1,
    s.crm,
    s.crm_uf,
    s.cbo,
    s.specialty,
  );

export const hospitalDoctorResource = (d: HospitalDoctorRow): Resource =>
  practitioner(
    hospitalDoctorPractitionerId(d.id),
    d.doctor_name,
    d.is_active === 1,
    d.crm,
    d.crm_uf,
    d.cbo,
    d.specialty,
  );

export function unitResource(u: UnitRow): Resource {
  const cnes = digits(u.cnes);
  const addressText = text(u.full_address) ?? text(u.address);
  const address = compact({
    use: 'work',
    text: addressText,
    city: text(u.city),
    state: text(u.state),
    postalCode: digits(u.cep) || undefined,
  });
  return compact({
    resourceType: 'Organization',
    id: String(u.id),
    meta: { profile: [PROFILE.Organization] },
    identifier: cnes.length === 7 ? [{ use: 'official', system: SID.cnes, value: cnes }] : undefined,
    active: u.is_active === 1,
    name: u.name,
    telecom: text(u.phone) ? [{ system: 'phone', value: text(u.phone), use: 'work' }] : undefined,
    address: Object.keys(address).length > 1 ? [address] : undefined,
  }) as Resource;
}

// ---- Appointments and visits ----

/** The instant a city date and wall time stand for (the agenda's times are the city's). */
function cityInstant(date: string, time: string | null): string | undefined {
  if (!time || !/^\d{2}:\d{2}/.test(time)) return undefined;
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(Date.parse(cityDayStartUtc(date)) + (h * 60 + m) * 60_000).toISOString();
}

const APPOINTMENT_STATUS: Record<string, string> = {
  scheduled: 'booked',
  confirmed: 'booked',
  completed: 'fulfilled',
  cancelled: 'cancelled',
  no_show: 'noshow',
};

/** The professional an appointment, record or prescription names, as a reference. */
export function professionalRef(staffId: number | null, hospitalDoctorId: number | null = null) {
  if (staffId != null) return refTo('Practitioner', staffPractitionerId(staffId));
  if (hospitalDoctorId != null) return refTo('Practitioner', hospitalDoctorPractitionerId(hospitalDoctorId));
  return undefined;
}

export function appointmentResource(a: AppointmentRow): Resource {
  const start = cityInstant(a.appointment_date, a.appointment_time);
  const professional = professionalRef(a.doctor_staff_id, a.hospital_doctor_id);
  return compact({
    resourceType: 'Appointment',
    id: String(a.id),
    status: APPOINTMENT_STATUS[a.status] ?? 'booked',
    serviceType: text(a.specialty) ? [{ text: text(a.specialty) }] : undefined,
    appointmentType: {
      text: APPOINTMENT_TYPE_LABELS[a.appointment_type as AppointmentType] ?? a.appointment_type,
    },
    description: text(a.notes),
    start,
    // Without a time the agenda holds only the day: the whole day is the period asked for.
    requestedPeriod: start ? undefined : [{ start: a.appointment_date, end: a.appointment_date }],
    created: a.created_at,
    participant: [
      { actor: refTo('Patient', String(a.patient_id)), status: 'accepted' },
      ...(professional ? [{ actor: professional, status: 'accepted' }] : []),
    ],
    supportingInformation:
      a.health_unit_id != null ? [refTo('Organization', String(a.health_unit_id))] : undefined,
  }) as Resource;
}

/** A finished visit (the appointment completed) as the contact with care it was. */
export function encounterResource(a: AppointmentRow, conditions: readonly Reference[]): Resource {
  const professional = professionalRef(a.doctor_staff_id, a.hospital_doctor_id);
  const start = cityInstant(a.appointment_date, a.appointment_time) ?? a.appointment_date;
  return compact({
    resourceType: 'Encounter',
    id: String(a.id),
    meta: { profile: [PROFILE.Encounter] },
    status: 'finished',
    class: { system: HL7.actCode, code: 'AMB', display: 'ambulatory' },
    serviceType: text(a.specialty) ? { text: text(a.specialty) } : undefined,
    subject: refTo('Patient', String(a.patient_id)),
    participant: professional ? [{ individual: professional }] : undefined,
    appointment: [refTo('Appointment', String(a.id))],
    period: { start },
    diagnosis: conditions.map((condition, i) => ({ condition, rank: i + 1 })),
    serviceProvider: a.health_unit_id != null ? refTo('Organization', String(a.health_unit_id)) : undefined,
  }) as Resource;
}

/**
 * A record's diagnoses: one Condition per CID-10 code, in the doctor's order, each carrying the
 * free-text diagnosis as its text; a record with text only gives one Condition of text.
 */
export function conditionResources(
  r: RecordRow,
  codes: readonly DiagnosisRow[],
  encounter: Reference | undefined,
): Resource[] {
  const diagnosis = text(r.diagnosis);
  const notes = [
    text(r.treatment) ? `Conduta: ${text(r.treatment)}` : undefined,
    text(r.observations) ? `Observações: ${text(r.observations)}` : undefined,
  ].filter(Boolean) as string[];
  const common = (id: string, code: Record<string, unknown>) =>
    compact({
      resourceType: 'Condition',
      id,
      meta: { profile: [PROFILE.Condition] },
      category: [{ coding: [{ system: HL7.conditionCategory, code: 'encounter-diagnosis' }] }],
      code,
      subject: refTo('Patient', String(r.patient_id)),
      encounter,
      recordedDate: r.record_date,
      recorder: professionalRef(r.doctor_staff_id),
      note: notes.map((t) => ({ text: t })),
    }) as Resource;
  if (codes.length > 0) {
    return codes.map((c) =>
      common(
        `${r.id}-${c.cid10_code}`,
        compact({
          coding: [{ system: CODE_SYSTEM.cid10, code: c.cid10_code }],
          text: diagnosis,
        }),
      ),
    );
  }
  if (diagnosis) return [common(`${r.id}`, { text: diagnosis })];
  return [];
}

// ---- Vaccinations ----

export function immunizationResource(v: VaccinationRow): Resource {
  const code = text(v.vaccine_code);
  const dose = text(v.dose_code);
  return compact({
    resourceType: 'Immunization',
    id: String(v.id),
    meta: { profile: [PROFILE.Immunization] },
    status: 'completed',
    // A vaccine the national calendar lacks is kept as the text typed, with no code.
    vaccineCode: code
      ? { coding: [{ system: CODE_SYSTEM.immunobiological, code }], text: v.vaccine_name }
      : { text: v.vaccine_name },
    patient: refTo('Patient', String(v.patient_id)),
    occurrenceDateTime: v.vaccine_date,
    recorded: v.created_at,
    primarySource: true,
    manufacturer: text(v.manufacturer) ? { display: text(v.manufacturer) } : undefined,
    lotNumber: text(v.batch_number),
    performer: [
      ...(text(v.administered_by)
        ? [{ function: { text: 'Aplicador' }, actor: { display: text(v.administered_by) } }]
        : []),
      ...(v.health_unit_id != null ? [{ actor: refTo('Organization', String(v.health_unit_id)) }] : []),
    ],
    note: annotation(v.notes),
    // The dose as the RNDS codes it (BRDose) when recorded; else the dose's number.
    protocolApplied:
      dose || v.dose_number != null
        ? [dose ? { doseNumberString: dose } : { doseNumberPositiveInt: v.dose_number }]
        : undefined,
  }) as Resource;
}

// ---- Exams ----

export function examResources(e: ExamRow): Resource[] {
  const subject = refTo('Patient', String(e.patient_id));
  const performer = [
    ...(e.doctor_staff_id != null ? [professionalRef(e.doctor_staff_id)!] : []),
    ...(e.health_unit_id != null ? [refTo('Organization', String(e.health_unit_id))] : []),
  ];
  const issued = e.reviewed_at ?? undefined;
  const observation = compact({
    resourceType: 'Observation',
    id: String(e.id),
    meta: { profile: [PROFILE.Observation] },
    status: 'final',
    code: { text: e.exam_type },
    subject,
    effectiveDateTime: e.exam_date,
    issued,
    performer,
    valueString: text(e.result),
    interpretation:
      e.is_normal == null
        ? undefined
        : [
            {
              coding: [{ system: HL7.interpretation, code: e.is_normal ? 'N' : 'A' }],
              text: e.is_normal ? 'Normal' : 'Alterado',
            },
          ],
    referenceRange: text(e.reference_values) ? [{ text: text(e.reference_values) }] : undefined,
    note: annotation(e.observations),
  }) as Resource;
  const report = compact({
    resourceType: 'DiagnosticReport',
    id: String(e.id),
    status: 'final',
    code: { text: e.exam_type },
    subject,
    effectiveDateTime: e.exam_date,
    issued,
    performer,
    result: [refTo('Observation', String(e.id))],
    conclusion: text(e.observations),
  }) as Resource;
  return [observation, report];
}

// ---- Prescriptions ----

function prescriptionStatus(p: PrescriptionRow, today: string): string {
  if (p.is_valid !== 1) return 'cancelled';
  if (p.dispensed_at) return 'completed';
  if (p.valid_until && p.valid_until < today) return 'stopped';
  return 'active';
}

export function medicationRequestResource(
  p: PrescriptionRow,
  today: string,
  encounter: Reference | undefined,
): Resource {
  const firstLine = p.prescription_text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find(Boolean);
  return compact({
    resourceType: 'MedicationRequest',
    id: String(p.id),
    meta: { profile: [PROFILE.MedicationRequest] },
    status: prescriptionStatus(p, today),
    intent: 'order',
    // The prescription is free text: its first line names the medicine, the whole text is the dosage.
    medicationCodeableConcept: { text: firstLine ?? 'Receita' },
    subject: refTo('Patient', String(p.patient_id)),
    encounter,
    authoredOn: p.prescription_date,
    requester: professionalRef(p.doctor_staff_id),
    dosageInstruction: [{ text: p.prescription_text }],
    dispenseRequest: {
      validityPeriod: compact({ start: p.prescription_date, end: p.valid_until ?? undefined }),
    },
    note: p.dispensed_at ? [{ time: p.dispensed_at, text: 'Dispensada' }] : undefined,
  }) as Resource;
}
