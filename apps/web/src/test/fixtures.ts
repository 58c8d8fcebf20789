import type { AppointmentRequestItem } from '@saude/shared/schemas/appointments';
import type { PatientProfile, Profile, UsersMe } from '@saude/shared/schemas/auth';
import type { HospitalStaffMember } from '@saude/shared/schemas/hospital';

/** A pending request of Maria da Silva, as the patient's list shows it. */
export function requestFixture(overrides: Partial<AppointmentRequestItem> = {}): AppointmentRequestItem {
  return {
    id: 1,
    specialty: 'Cardiologista',
    appointment_type: 'consultation',
    health_unit_id: null,
    notes: null,
    requested_date: '2025-03-01',
    status: 'pending',
    health_unit_name: null,
    approved_date: null,
    approved_time: null,
    rejection_reason: null,
    rescheduled_from_appointment_id: null,
    doctor_name: null,
    appointment_status: null,
    patient_name: 'Maria da Silva',
    created_at: '2025-03-01T12:00:00Z',
    ...overrides,
  };
}

export const patientFixture: PatientProfile = {
  id: 7,
  user_type: 'patient',
  cpf: '52998224725',
  full_name: 'Maria da Silva',
  birth_date: '1990-05-10',
  gender: 'feminino',
  phone: null,
  sus_card: null,
  blood_type: 'O+',
  allergies: null,
  emergency_contact_name: null,
  emergency_contact_phone: null,
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: null,
  estado: null,
  profile_photo_url: null,
  is_active: true,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 3,
    user_type: 'doctor',
    full_name: 'João Pereira Santos',
    cpf: '11144477735',
    phone: null,
    is_active: true,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    specialty: 'Cardiologista',
    crm: '12345',
    crm_uf: 'SP',
    ...overrides,
  };
}

export function usersMeFixture(overrides: Partial<UsersMe> = {}): UsersMe {
  return { principal: 'staff', profile: profileFixture(), hasProfile: true, ...overrides };
}

/** A member of a unit's team, as the unit's panel lists them. */
export const hospitalStaffMemberFixture: HospitalStaffMember = {
  id: 2,
  full_name: 'Camila Recepção',
  cpf: null,
  phone: null,
  user_type: 'reception',
  specialty: null,
  crm: null,
  crm_uf: null,
  cbo: '422105',
  is_active: true,
  created_at: '2025-03-07T10:00:00Z',
};
