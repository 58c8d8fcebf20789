import type { UseFormReturn } from 'react-hook-form';
import type { PatientRegistrationData } from '@saude/shared/schemas/registration';
import type { RegistrationPayload } from '../api/use-register-patient';

/** What the inputs hold: masked text everywhere; the shared schema strips and nulls on submit. */
export type RegistrationFormValues = {
  cpf: string;
  password: string;
  confirm_password: string;
  full_name: string;
  birth_date: string;
  gender: '' | 'masculino' | 'feminino';
  phone: string;
  sus_card: string;
  blood_type: string;
  allergies: string;
  emergency_contact_name: string;
  emergency_contact_phone: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  estado: string;
  profile_photo_url: string;
};

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

/** The confirmation only matters in the browser; the spec's payload lists the other fields. */
export function toRegistrationPayload(data: PatientRegistrationData): RegistrationPayload {
  const { confirm_password: _confirm, ...payload } = data;
  return payload;
}

export const ADDRESS_FIELDS = ['logradouro', 'bairro', 'cidade', 'estado'] as const;
export const CPF_FILLED_FIELDS = ['full_name', 'birth_date'] as const;

/** The form as every field component receives it: masked input in, the schema's output on submit. */
export type RegistrationFormApi = UseFormReturn<RegistrationFormValues, unknown, PatientRegistrationData>;
