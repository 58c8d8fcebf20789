/**
 * For every write route of the API: a valid body to break one field at a time, the kind of each
 * field (which decides the invalid values tried), and which table its path parameter names.
 * Routes that take no body list no fields; only their path parameter is attacked (an existing id
 * with any body would be a legitimate request).
 */
import type { Kysely } from 'kysely';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { SPECIALTIES } from '@saude/shared/domain/constants';
import { WIPE_CONFIRMATION_WORD } from '@saude/shared/schemas/admin';
import type { DB } from '../db/types';
import { PASSWORD, nextCpf } from './fixtures';
import { pngDataUrl } from './fake-images';
import type { FieldSpec } from './hostile-values';

export type SeededIds = {
  patient: number;
  appointment: number;
  request: number;
  hospitalDoctor: number;
  staff: number;
  exam: number;
  message: number;
  report: number;
  unit: number;
  hospitalAdmin: number;
  authority: number;
  pharmacy: number;
  publicId: string;
};

export type RouteSpec = {
  /** The table whose existing row the path parameter names; absent: the route has no parameter. */
  param?: keyof SeededIds;
  /** Valid body (in principle) whose fields are broken one at a time; absent: the route takes none. */
  base?: (ids: SeededIds) => Record<string, unknown>;
  fields?: FieldSpec;
};

const PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/hostil';
const PUSH_KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

const staffFields: FieldSpec = {
  full_name: 'text',
  user_type: 'choice',
  cpf: 'optCpf',
  phone: 'phone',
  specialty: 'optText',
  crm: 'optText',
  crm_uf: 'optChoice',
  cbo: 'optText',
  password: 'password',
};
const staffBase = () => ({ full_name: 'Pessoa Nova', user_type: 'reception', password: 'senha-nova-1' });

const patientFields: FieldSpec = {
  full_name: 'text',
  cpf: 'cpf',
  password: 'password',
  phone: 'phone',
  sus_card: 'optText',
  birth_date: 'optDate',
  gender: 'optChoice',
  blood_type: 'optChoice',
  allergies: 'optText',
  emergency_contact_name: 'optText',
  emergency_contact_phone: 'phone',
};
const patientBase = () => ({ full_name: 'Paciente Novo', cpf: nextCpf(), password: 'senha-nova-1' });

const doctorFields: FieldSpec = {
  doctor_name: 'text',
  specialty: 'text',
  crm: 'text',
  crm_uf: 'choice',
  cbo: 'optText',
  phone: 'phone',
  email: 'email',
  schedule_notes: 'optText',
  is_active: 'optBool',
};
const doctorBase = () => ({
  doctor_name: 'Dra. Nova',
  specialty: 'Cardiologista',
  crm: '100100',
  crm_uf: 'SP',
});

const unitFields: FieldSpec = {
  name: 'text',
  cnes: 'optText',
  address: 'optText',
  phone: 'phone',
  full_address: 'optText',
  cep: 'cep',
  city: 'optText',
  state: 'optText',
  latitude: 'number',
  longitude: 'number',
};
const hospitalAdminFields: FieldSpec = {
  health_unit_id: 'id',
  administrator_name: 'text',
  username: 'text',
  email: 'email',
  phone: 'phone',
  password: 'password',
};
const authorityFields: FieldSpec = {
  authority_name: 'text',
  username: 'text',
  authority_type: 'optChoice',
  contact_email: 'email',
  contact_phone: 'phone',
  password: 'password',
};
const pharmacyFields: FieldSpec = {
  name: 'text',
  cnpj: 'text',
  username: 'text',
  pharmacist_name: 'text',
  pharmacist_crf: 'text',
  pharmacist_crf_uf: 'choice',
  address: 'optText',
  phone: 'phone',
  password: 'password',
};
const pharmacyBase = () => ({
  name: 'Farmácia Nova',
  cnpj: generateCnpj(),
  username: 'farmacia_nova',
  pharmacist_name: 'Farmacêutica',
  pharmacist_crf: '12345',
  pharmacist_crf_uf: 'SP',
});
const statusSpec = (param: keyof SeededIds): RouteSpec => ({
  param,
  base: () => ({ is_active: true }),
  fields: { is_active: 'bool' },
});
const onEdit = (fields: FieldSpec): FieldSpec => ({ ...fields, password: 'optPassword' });
const cpfLogin: RouteSpec = {
  base: () => ({ cpf: '52998224725', password: 'senha-errada' }),
  fields: { cpf: 'cpf', password: 'password' },
};
const usernameLogin: RouteSpec = {
  base: () => ({ username: 'ninguem', password: 'senha-errada' }),
  fields: { username: 'text', password: 'password' },
};
const wipe: RouteSpec = {
  base: () => ({ confirmation: WIPE_CONFIRMATION_WORD, password: PASSWORD }),
  fields: { confirmation: 'choice', password: 'wrongPassword' },
};

export const HOSTILE_ROUTES: Record<string, RouteSpec> = {
  'POST /api/auth/patient/login': cpfLogin,
  'POST /api/auth/staff/login': cpfLogin,
  'POST /api/health-department/login': usernameLogin,
  'POST /api/password-reset/codes': {
    base: () => ({ cpf: '52998224725', account_kind: 'patient', identity_checked: true }),
    fields: { cpf: 'cpf', account_kind: 'choice', identity_checked: 'bool' },
  },
  'POST /api/password-reset/email': {
    base: () => ({ cpf: '52998224725', account_kind: 'patient' }),
    fields: { cpf: 'cpf', account_kind: 'choice' },
  },
  'POST /api/password-reset': {
    base: () => ({ cpf: '52998224725', account_kind: 'patient', code: '12345678', password: 'senha-nova-1' }),
    fields: { cpf: 'cpf', account_kind: 'choice', code: 'text', password: 'password' },
  },
  'POST /api/hospital/login': usernameLogin,
  'POST /api/public-authority/login': usernameLogin,
  'POST /api/sessions': {
    base: () => ({ code: 'codigo', state: 'estado' }),
    fields: { code: 'text', state: 'text' },
  },
  'POST /api/users/profile': {
    base: () => ({ user_type: 'patient', full_name: 'Pessoa Google' }),
    fields: {
      user_type: 'choice',
      full_name: 'text',
      cpf: 'optCpf',
      phone: 'phone',
      sus_card: 'optText',
      blood_type: 'optChoice',
      allergies: 'optText',
      specialty: 'optText',
      crm: 'optText',
      crm_uf: 'optChoice',
    },
  },
  'POST /api/staff/register': { base: staffBase, fields: staffFields },
  'POST /api/health/vaccinations': {
    base: (ids) => ({ patient_id: ids.patient, vaccine_name: 'Gripe', vaccine_date: '2024-05-01' }),
    fields: {
      patient_id: 'id',
      vaccine_name: 'text',
      vaccine_date: 'date',
      dose_number: 'number',
      administered_by: 'optText',
      batch_number: 'optText',
      next_dose_date: 'optDate',
      notes: 'optText',
    },
  },
  'POST /api/health/exams': {
    base: (ids) => ({ patient_id: ids.patient, exam_type: 'Hemograma', exam_date: '2024-05-01' }),
    fields: {
      patient_id: 'id',
      exam_type: 'text',
      exam_date: 'date',
      result: 'optText',
      reference_values: 'optText',
      observations: 'optText',
      is_normal: 'optBool',
    },
  },
  'PATCH /api/health/profile': {
    base: () => ({ allergies: 'Nenhuma' }),
    fields: {
      blood_type: 'optChoice',
      allergies: 'optText',
      emergency_contact_name: 'optText',
      emergency_contact_phone: 'phone',
    },
  },
  'PATCH /api/auth/patient/me': {
    base: () => ({ phone: '11987654321', cep: '01001000', cidade: 'São Paulo' }),
    fields: {
      phone: 'phone',
      sus_card: 'optText',
      cep: 'cep',
      logradouro: 'optText',
      numero: 'optText',
      complemento: 'optText',
      bairro: 'optText',
      cidade: 'optText',
      estado: 'optText',
    },
  },
  'POST /api/auth/patient/password': {
    base: () => ({
      current_password: 'nao-e-esta',
      new_password: 'senha-nova-1',
      confirm_password: 'senha-nova-1',
    }),
    fields: { current_password: 'text', new_password: 'text', confirm_password: 'text' },
  },
  'POST /api/prescriptions': {
    base: (ids) => ({ appointment_id: ids.appointment, prescription_text: 'Dipirona 500 mg' }),
    fields: { appointment_id: 'id', prescription_text: 'text', allergy_confirmed: 'optBool' },
  },
  'POST /api/prescriptions/standalone': {
    base: (ids) => ({ patient_id: ids.patient, prescription_text: 'Dipirona 500 mg' }),
    fields: { patient_id: 'id', prescription_text: 'text', allergy_confirmed: 'optBool' },
  },
  'POST /api/prescriptions/verify': { base: () => ({ qr: 'qualquer' }), fields: { qr: 'text' } },
  'POST /api/vaccination-card/verify': { base: () => ({ qr: 'qualquer' }), fields: { qr: 'text' } },
  'POST /api/prescriptions/:publicId/dispense': { param: 'publicId' },
  'POST /api/appointment-requests': {
    base: () => ({ specialty: SPECIALTIES[0], appointment_type: 'consultation', health_unit_id: null }),
    fields: { specialty: 'choice', appointment_type: 'choice', health_unit_id: 'optId', notes: 'optText' },
  },
  'PATCH /api/appointments/:id/status': {
    param: 'appointment',
    base: () => ({ status: 'confirmed' }),
    fields: {
      status: 'choice',
      diagnosis: 'optText',
      treatment: 'optText',
      observations: 'optText',
      cancellation_reason: 'optText',
    },
  },
  'POST /api/appointments/:id/reschedule': {
    param: 'appointment',
    base: () => ({ notes: 'Prefiro à tarde' }),
    fields: { cancellation_reason: 'optText', notes: 'optText' },
  },
  'POST /api/appointment-requests/:id/cancel': { param: 'request' },
  'POST /api/hospital/appointment-requests/:id/approve': {
    param: 'request',
    base: () => ({
      appointment_date: '2030-01-10',
      appointment_time: '10:00',
      assigned_doctor_id: 'staff:1',
    }),
    fields: { appointment_date: 'date', appointment_time: 'time', assigned_doctor_id: 'doctorOption' },
  },
  'POST /api/hospital/appointment-requests/:id/reject': {
    param: 'request',
    base: () => ({ reason: 'Sem vaga na agenda' }),
    fields: { reason: 'text' },
  },
  'POST /api/hospital/doctors': { base: doctorBase, fields: doctorFields },
  'PUT /api/hospital/doctors/:id': { param: 'hospitalDoctor', base: doctorBase, fields: doctorFields },
  'DELETE /api/hospital/doctors/:id': { param: 'hospitalDoctor' },
  'POST /api/hospital/staff': { base: staffBase, fields: staffFields },
  'PUT /api/hospital/staff/:id': { param: 'staff', base: staffBase, fields: onEdit(staffFields) },
  'POST /api/hospital/patients': { base: patientBase, fields: patientFields },
  'POST /api/hospital/exams/:id/approve': { param: 'exam' },
  'POST /api/hospital/exams/:id/reject': { param: 'exam' },
  'POST /api/auth/patient/register': {
    base: () => ({
      cpf: nextCpf(),
      password: 'senha-nova-1',
      confirm_password: 'senha-nova-1',
      full_name: 'Paciente Novo',
      birth_date: '1990-01-01',
      gender: 'feminino',
    }),
    fields: {
      cpf: 'cpf',
      password: 'password',
      full_name: 'text',
      birth_date: 'date',
      gender: 'choice',
      phone: 'phone',
      sus_card: 'optText',
      blood_type: 'optChoice',
      allergies: 'optText',
      emergency_contact_phone: 'phone',
      cep: 'cep',
      logradouro: 'optText',
      estado: 'optText',
      profile_photo_url: 'optImage',
    },
  },
  'PATCH /api/messages/:id/read': { param: 'message' },
  'POST /api/messages/inbox/read': { base: (ids) => ({ up_to_id: ids.message }), fields: { up_to_id: 'id' } },
  'POST /api/messages': {
    base: (ids) => ({
      title: 'Aviso',
      message_text: 'Texto do aviso',
      recipient_type: 'individual',
      recipient_id: `patient_${ids.patient}`,
    }),
    fields: { title: 'text', message_text: 'text', recipient_type: 'choice', recipient_id: 'recipient' },
  },
  // A browser's subscription (decision 040): a push service's https endpoint and its P-256 keys.
  'POST /api/push/subscriptions': {
    base: () => ({ endpoint: PUSH_ENDPOINT, keys: PUSH_KEYS }),
    fields: { endpoint: 'choice', keys: 'choice' },
  },
  'DELETE /api/push/subscriptions': {
    base: () => ({ endpoint: PUSH_ENDPOINT }),
    fields: { endpoint: 'choice' },
  },
  'POST /api/reports': {
    base: () => ({ report_type: 'mosquito', title: 'Foco de dengue' }),
    fields: {
      report_type: 'choice',
      title: 'text',
      description: 'optText',
      photo_url: 'optImage',
      latitude: 'number',
      longitude: 'number',
      address: 'optText',
      neighborhood: 'optText',
    },
  },
  'PATCH /api/reports/:id/status': {
    param: 'report',
    base: () => ({ status: 'investigating' }),
    fields: { status: 'choice', note: 'optText' },
  },
  'POST /api/provisional-patients': {
    base: () => ({
      photo_url: pngDataUrl(),
      approximate_age: 30,
      gender: 'masculino',
      registration_location: 'UPA Centro',
    }),
    fields: {
      photo_url: 'image',
      approximate_age: 'age',
      gender: 'choice',
      physical_description: 'optText',
      registration_location: 'text',
    },
  },
  'DELETE /api/admin/patients/all': wipe,
  'DELETE /api/admin/users/all': wipe,
  'POST /api/admin/staff': { base: staffBase, fields: staffFields },
  'PUT /api/admin/staff/:id': { param: 'staff', base: staffBase, fields: onEdit(staffFields) },
  'PATCH /api/admin/staff/:id/status': statusSpec('staff'),
  'POST /api/admin/patients': { base: patientBase, fields: patientFields },
  'PUT /api/admin/patients/:id': { param: 'patient', base: patientBase, fields: onEdit(patientFields) },
  'PATCH /api/admin/patients/:id/status': statusSpec('patient'),
  'POST /api/admin/health-units': { base: () => ({ name: 'UBS Nova' }), fields: unitFields },
  'PUT /api/admin/health-units/:id': {
    param: 'unit',
    base: () => ({ name: 'UBS Nova' }),
    fields: unitFields,
  },
  'PATCH /api/admin/health-units/:id/status': statusSpec('unit'),
  'POST /api/admin/hospital-administrators': {
    base: (ids) => ({
      health_unit_id: ids.unit,
      administrator_name: 'Adm',
      username: 'adm_novo',
      password: 'senha-1234',
    }),
    fields: hospitalAdminFields,
  },
  'PUT /api/admin/hospital-administrators/:id': {
    param: 'hospitalAdmin',
    base: (ids) => ({ health_unit_id: ids.unit, administrator_name: 'Adm', username: 'adm_novo' }),
    fields: onEdit(hospitalAdminFields),
  },
  'PATCH /api/admin/hospital-administrators/:id/status': statusSpec('hospitalAdmin'),
  'POST /api/admin/public-authorities': {
    base: () => ({ authority_name: 'Polícia', username: 'org_novo', password: 'senha-1234' }),
    fields: authorityFields,
  },
  'PUT /api/admin/public-authorities/:id': {
    param: 'authority',
    base: () => ({ authority_name: 'Polícia', username: 'org_novo' }),
    fields: onEdit(authorityFields),
  },
  'PATCH /api/admin/public-authorities/:id/status': statusSpec('authority'),
  'POST /api/pharmacy/login': usernameLogin,
  'POST /api/admin/pharmacies': {
    base: () => ({ ...pharmacyBase(), password: 'senha-1234' }),
    fields: pharmacyFields,
  },
  'PUT /api/admin/pharmacies/:id': { param: 'pharmacy', base: pharmacyBase, fields: onEdit(pharmacyFields) },
  'PATCH /api/admin/pharmacies/:id/status': statusSpec('pharmacy'),
};

/** Logouts take no body and no parameter: there is nothing hostile to send them. */
export const NOTHING_TO_ATTACK = new Set([
  'POST /api/auth/patient/logout',
  'POST /api/auth/staff/logout',
  'POST /api/health-department/logout',
  'POST /api/hospital/logout',
  'POST /api/public-authority/logout',
  'POST /api/pharmacy/logout',
  'POST /api/logout',
]);

/** Existing rows of the seeded demo city, named by path parameters and bodies. */
export async function seededIds(db: Kysely<DB>): Promise<SeededIds> {
  const first = async (table: keyof DB & string) => {
    const row = await db
      .selectFrom(table as 'patients')
      .select((eb) => eb.fn.min('id').as('id'))
      .executeTakeFirstOrThrow();
    if (row.id == null) throw new Error(`no ${table} seeded`);
    return Number(row.id);
  };
  const prescription = await db.selectFrom('prescriptions').select('public_id').executeTakeFirstOrThrow();
  return {
    patient: await first('patients'),
    appointment: await first('appointments'),
    request: await first('appointment_requests'),
    hospitalDoctor: await first('hospital_doctors'),
    staff: await first('staff'),
    exam: await first('exams'),
    message: await first('messages'),
    report: await first('environmental_reports'),
    unit: await first('health_units'),
    hospitalAdmin: await first('hospital_administrators'),
    authority: await first('public_authorities'),
    pharmacy: await first('pharmacies'),
    publicId: prescription.public_id,
  };
}
