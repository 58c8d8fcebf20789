import { BLOOD_TYPES, GENDERS, GENDER_LABELS } from '@saude/shared/domain/constants';
import { FormField } from '@/components/form/form-field';
import { RegistrationSection } from './registration-section';
import type { ContactFormValues, RegistrationFormValues } from './registration-values';

const Field = FormField<RegistrationFormValues>;

const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }));
const BLOOD_TYPE_OPTIONS = BLOOD_TYPES.map((t) => ({ value: t, label: t }));

/** Name, birth date and gender are required; the rest of the health data is optional. */
export function PersonalFields() {
  return (
    <RegistrationSection title="Dados pessoais">
      <Field name="full_name" id="cadastro-full_name" label="Nome completo" required autoComplete="name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="birth_date"
          id="cadastro-birth_date"
          label="Data de nascimento"
          kind="date"
          required
          autoComplete="bday"
        />
        <Field
          name="gender"
          id="cadastro-gender"
          label="Sexo"
          kind="select"
          required
          placeholder="Selecione"
          options={GENDER_OPTIONS}
        />
      </div>
      <PhoneAndSusFields />
      <Field
        name="blood_type"
        id="cadastro-blood_type"
        label="Tipo sanguíneo"
        kind="select"
        placeholder="Não informado"
        options={BLOOD_TYPE_OPTIONS}
      />
      <Field
        name="allergies"
        id="cadastro-allergies"
        label="Alergias"
        kind="textarea"
        placeholder="Ex.: dipirona, amendoim"
        maxLength={1000}
      />
    </RegistrationSection>
  );
}

const ContactField = FormField<ContactFormValues>;

/** Telefone and Cartão SUS side by side: at registration and in "Meus dados". */
export function PhoneAndSusFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ContactField
        name="phone"
        id="cadastro-phone"
        label="Telefone"
        kind="phone"
        autoComplete="tel"
        placeholder="(00) 00000-0000"
      />
      <ContactField
        name="sus_card"
        id="cadastro-sus_card"
        label="Cartão SUS"
        kind="cns"
        placeholder="000 0000 0000 0000"
      />
    </div>
  );
}

export function EmergencyContactFields() {
  return (
    <RegistrationSection title="Contato de emergência">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="emergency_contact_name" id="cadastro-emergency_contact_name" label="Nome do contato" />
        <Field
          name="emergency_contact_phone"
          id="cadastro-emergency_contact_phone"
          label="Telefone do contato"
          kind="phone"
          placeholder="(00) 00000-0000"
        />
      </div>
    </RegistrationSection>
  );
}
