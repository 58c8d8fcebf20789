import { BLOOD_TYPES, GENDERS, GENDER_LABELS } from '@saude/shared/domain/constants';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { MASKED_LENGTH, maskPhone } from '@/lib/masks';
import { RegistrationField } from './registration-field';
import { RegistrationSection } from './registration-section';
import type { RegistrationFormApi } from './registration-values';

type Form = { form: RegistrationFormApi };

/** Name, birth date and gender are required; the rest of the health data is optional. */
export function PersonalFields({ form }: Form) {
  const { errors } = form.formState;
  return (
    <RegistrationSection title="Dados pessoais">
      <RegistrationField
        form={form}
        name="full_name"
        label="Nome completo"
        required
        inputProps={{ autoComplete: 'name' }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <RegistrationField
          form={form}
          name="birth_date"
          label="Data de nascimento"
          required
          inputProps={{ type: 'date', autoComplete: 'bday' }}
        />
        <Field id="cadastro-gender" label="Sexo" required error={errors.gender?.message}>
          {(control) => (
            <NativeSelect {...control} required {...form.register('gender')}>
              <option value="">Selecione</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {GENDER_LABELS[g]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <PhoneAndSusFields form={form} />
      <Field id="cadastro-blood_type" label="Tipo sanguíneo" error={errors.blood_type?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('blood_type')}>
            <option value="">Não informado</option>
            {BLOOD_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="cadastro-allergies" label="Alergias" error={errors.allergies?.message}>
        {(control) => (
          <Textarea
            {...control}
            placeholder="Ex.: dipirona, amendoim"
            maxLength={1000}
            {...form.register('allergies')}
          />
        )}
      </Field>
    </RegistrationSection>
  );
}

/** Telefone and Cartão SUS side by side: at registration and in "Meus dados". */
export function PhoneAndSusFields({ form }: Form) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RegistrationField
        form={form}
        name="phone"
        label="Telefone"
        mask={maskPhone}
        inputProps={{
          inputMode: 'tel',
          autoComplete: 'tel',
          placeholder: '(00) 00000-0000',
          maxLength: MASKED_LENGTH.phone,
        }}
      />
      <RegistrationField
        form={form}
        name="sus_card"
        label="Cartão SUS"
        inputProps={{ inputMode: 'numeric', maxLength: 30 }}
      />
    </div>
  );
}

export function EmergencyContactFields({ form }: Form) {
  return (
    <RegistrationSection title="Contato de emergência">
      <div className="grid gap-4 sm:grid-cols-2">
        <RegistrationField form={form} name="emergency_contact_name" label="Nome do contato" />
        <RegistrationField
          form={form}
          name="emergency_contact_phone"
          label="Telefone do contato"
          mask={maskPhone}
          inputProps={{ inputMode: 'tel', placeholder: '(00) 00000-0000', maxLength: MASKED_LENGTH.phone }}
        />
      </div>
    </RegistrationSection>
  );
}
