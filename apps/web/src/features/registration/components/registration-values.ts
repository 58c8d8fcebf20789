import type { PatientProfile } from '@saude/shared/schemas/auth';
import { cnsLabel, maskCep, maskPhone } from '@/lib/masks';

/** What the contact inputs hold (phone, cartão SUS, address): masked text, '' for blank. */
export type ContactFormValues = {
  phone: string;
  sus_card: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  estado: string;
};

/** What the registration inputs hold; the shared schema strips masks and nulls blanks on submit. */
export type RegistrationFormValues = ContactFormValues & {
  cpf: string;
  password: string;
  confirm_password: string;
  full_name: string;
  birth_date: string;
  gender: '' | 'masculino' | 'feminino';
  blood_type: string;
  allergies: string;
  emergency_contact_name: string;
  emergency_contact_phone: string;
  profile_photo_url: string;
};

/** "Meus dados" opens with the patient's contact data as the inputs show it. */
export function contactDefaults(patient: PatientProfile): ContactFormValues {
  return {
    phone: patient.phone ? maskPhone(patient.phone) : '',
    sus_card: patient.sus_card ? cnsLabel(patient.sus_card) : '',
    cep: patient.cep ? maskCep(patient.cep) : '',
    logradouro: patient.logradouro ?? '',
    numero: patient.numero ?? '',
    complemento: patient.complemento ?? '',
    bairro: patient.bairro ?? '',
    cidade: patient.cidade ?? '',
    estado: patient.estado ?? '',
  };
}

export const EMPTY_REGISTRATION: RegistrationFormValues = {
  cpf: '',
  password: '',
  confirm_password: '',
  full_name: '',
  birth_date: '',
  gender: '',
  phone: '',
  sus_card: '',
  blood_type: '',
  allergies: '',
  emergency_contact_name: '',
  emergency_contact_phone: '',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  estado: '',
  profile_photo_url: '',
};

export const ADDRESS_FIELDS = ['logradouro', 'bairro', 'cidade', 'estado'] as const;
export const CPF_FILLED_FIELDS = ['full_name', 'birth_date'] as const;
