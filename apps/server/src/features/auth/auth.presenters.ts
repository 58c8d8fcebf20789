/** Turns account rows into the answers of the spec (flags as booleans, no password hashes). */
import type { Selectable } from 'kysely';
import type {
  HealthDepartmentUser,
  HospitalUser,
  PatientProfile,
  Profile,
  PublicAuthorityUser,
  StaffUser,
} from '@saude/shared/schemas/auth';
import type { AuthorityType, StaffType } from '@saude/shared/auth/roles';
import type { BloodType, Gender } from '@saude/shared/domain/constants';
import type { PharmacyUser } from '@saude/shared/schemas/pharmacies';
import type {
  HealthDepartmentAccountsTable,
  PharmaciesTable,
  HospitalAdministratorsTable,
  PublicAuthoritiesTable,
} from '../../db/types';
import type { StaffRow } from './auth.repository';
import type { PatientRow } from '../patients';
import { fromFlag } from '../../lib/booleans';

export function fileUrl(fileId: string | null): string | null {
  return fileId ? `/api/files/${fileId}` : null;
}

export function presentPatient(p: PatientRow): PatientProfile {
  return {
    id: p.id,
    user_type: 'patient',
    cpf: p.cpf,
    full_name: p.full_name,
    birth_date: p.birth_date,
    gender: p.gender as Gender | null,
    phone: p.phone,
    sus_card: p.sus_card,
    blood_type: p.blood_type as BloodType | null,
    allergies: p.allergies,
    emergency_contact_name: p.emergency_contact_name,
    emergency_contact_phone: p.emergency_contact_phone,
    cep: p.cep,
    logradouro: p.logradouro,
    numero: p.numero,
    complemento: p.complemento,
    bairro: p.bairro,
    cidade: p.cidade,
    estado: p.estado,
    profile_photo_url: fileUrl(p.profile_photo_file_id),
    is_active: fromFlag(p.is_active),
    created_at: p.created_at,
    updated_at: p.updated_at,
  };
}

export function presentStaff(s: StaffRow): StaffUser {
  return {
    id: s.id,
    user_type: s.user_type as StaffType,
    full_name: s.full_name,
    cpf: s.cpf,
    phone: s.phone,
    specialty: s.specialty,
    crm: s.crm,
    crm_uf: s.crm_uf,
    cbo: s.cbo,
    health_unit_id: s.health_unit_id,
    is_active: fromFlag(s.is_active),
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
}

export function patientAsProfile(p: PatientRow): Profile {
  const full = presentPatient(p);
  return {
    id: full.id,
    user_type: 'patient',
    full_name: full.full_name,
    cpf: full.cpf,
    phone: full.phone,
    is_active: full.is_active,
    created_at: full.created_at,
    updated_at: full.updated_at,
    sus_card: full.sus_card,
    blood_type: full.blood_type,
    allergies: full.allergies,
    emergency_contact_name: full.emergency_contact_name,
    emergency_contact_phone: full.emergency_contact_phone,
  };
}

export function staffAsProfile(s: StaffRow): Profile {
  const u = presentStaff(s);
  return {
    id: u.id,
    user_type: u.user_type,
    full_name: u.full_name,
    cpf: u.cpf,
    phone: u.phone,
    is_active: u.is_active,
    created_at: u.created_at,
    updated_at: u.updated_at,
    specialty: u.specialty,
    crm: u.crm,
    crm_uf: u.crm_uf,
    cbo: u.cbo,
  };
}

export function presentDepartment(a: Selectable<HealthDepartmentAccountsTable>): HealthDepartmentUser {
  return {
    id: a.id,
    username: a.username,
    full_name: a.full_name,
    is_active: fromFlag(a.is_active),
    created_at: a.created_at,
    updated_at: a.updated_at,
  };
}

export function departmentAsProfile(a: Selectable<HealthDepartmentAccountsTable>): Profile {
  return {
    id: a.id,
    user_type: 'health_department',
    full_name: a.full_name,
    cpf: null,
    phone: null,
    is_active: fromFlag(a.is_active),
    created_at: a.created_at,
    updated_at: a.updated_at,
  };
}

export function presentHospital(
  h: Selectable<HospitalAdministratorsTable> & { health_unit_name: string },
): HospitalUser {
  return {
    id: h.id,
    username: h.username,
    administrator_name: h.administrator_name,
    health_unit_id: h.health_unit_id,
    health_unit_name: h.health_unit_name,
    email: h.email,
    phone: h.phone,
    is_active: fromFlag(h.is_active),
  };
}

export function presentAuthority(a: Selectable<PublicAuthoritiesTable>): PublicAuthorityUser {
  return {
    id: a.id,
    username: a.username,
    authority_name: a.authority_name,
    authority_type: a.authority_type as AuthorityType,
    contact_email: a.contact_email,
    contact_phone: a.contact_phone,
    is_active: fromFlag(a.is_active),
  };
}

export function presentPharmacy(p: Selectable<PharmaciesTable>): PharmacyUser {
  return {
    id: p.id,
    username: p.username,
    name: p.name,
    cnpj: p.cnpj,
    pharmacist_name: p.pharmacist_name,
    pharmacist_crf: p.pharmacist_crf,
    pharmacist_crf_uf: p.pharmacist_crf_uf,
    address: p.address,
    phone: p.phone,
    is_active: fromFlag(p.is_active),
    created_at: p.created_at,
  };
}
