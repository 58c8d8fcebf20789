import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isValidCpf } from '@saude/shared/domain/format';
import {
  REGISTRATION_MESSAGES,
  patientRegistrationSchema,
  type PatientRegistrationData,
} from '@saude/shared/schemas/registration';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { MASKED_LENGTH, maskCpf, onlyDigits } from '@/lib/masks';
import { useRegisterPatient } from '../api/use-register-patient';
import { AddressFields } from './address-fields';
import { EmergencyContactFields, PersonalFields } from './personal-fields';
import { ProfilePhotoField } from './profile-photo-field';
import { RegistrationField } from './registration-field';
import { RegistrationSection } from './registration-section';
import {
  EMPTY_REGISTRATION,
  toRegistrationPayload,
  type RegistrationFormValues,
} from './registration-values';
import { useRegistrationLookups } from './use-registration-lookups';
import { usePublicConfig } from '@/features/public-config';

export const CPF_LIVE_HINT = 'CPF inválido - verifique os dígitos';
export const REGISTRATION_FAILED = 'Erro ao criar conta';

// The form keeps masked text and '' for "not chosen"; the shared schema turns that into the payload.
const resolver = zodResolver(patientRegistrationSchema) as unknown as Resolver<
  RegistrationFormValues,
  unknown,
  PatientRegistrationData
>;

/**
 * Patient self-registration (spec 01 sections 3 and 5). Fields come in the order the spec checks
 * them, so the first error the person meets is the one the spec names first.
 */
export function RegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const form = useForm<RegistrationFormValues, unknown, PatientRegistrationData>({
    resolver,
    defaultValues: EMPTY_REGISTRATION,
  });
  const register = useRegisterPatient();
  const cpfLookup = usePublicConfig()?.cpfLookupEnabled === true;
  const lookups = useRegistrationLookups(form, { cpfLookup });
  const cpf = onlyDigits(form.watch('cpf'));
  const password = form.watch('password');
  const confirmation = form.watch('confirm_password');
  const photo = form.watch('profile_photo_url');

  const cpfHint = cpf.length === MASKED_LENGTH.cpf - 3 && !isValidCpf(cpf) ? CPF_LIVE_HINT : null;
  const mismatch =
    confirmation !== '' && confirmation !== password ? REGISTRATION_MESSAGES.passwordsDiffer : null;

  const onSubmit = form.handleSubmit(async (data) => {
    if (data.confirm_password !== data.password) {
      form.setError('confirm_password', { message: REGISTRATION_MESSAGES.passwordsDiffer });
      return;
    }
    try {
      await register.mutateAsync(toRegistrationPayload(data));
    } catch {
      return; // shown from register.error
    }
    onRegistered();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-8">
      <RegistrationSection title="Dados de acesso">
        <RegistrationField
          form={form}
          name="cpf"
          label="CPF"
          required
          mask={maskCpf}
          onValueChange={lookups.onCpfChanged}
          liveError={cpfHint ?? lookups.cpfState.message}
          hint={
            lookups.cpfState.loading ? (
              <span className="inline-flex items-center gap-2">
                <Spinner className="size-4" /> Consultando CPF...
              </span>
            ) : cpfLookup ? (
              'Seu nome e data de nascimento podem ser preenchidos a partir do CPF.'
            ) : undefined
          }
          inputProps={{
            inputMode: 'numeric',
            autoComplete: 'username',
            placeholder: '000.000.000-00',
            maxLength: MASKED_LENGTH.cpf,
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <RegistrationField
            form={form}
            name="password"
            label="Senha"
            required
            hint="Mínimo de 6 caracteres."
            inputProps={{ type: 'password', autoComplete: 'new-password' }}
          />
          <RegistrationField
            form={form}
            name="confirm_password"
            label="Confirmar senha"
            required
            liveError={mismatch}
            inputProps={{ type: 'password', autoComplete: 'new-password' }}
          />
        </div>
      </RegistrationSection>

      <PersonalFields form={form} />
      <EmergencyContactFields form={form} />
      <AddressFields form={form} cepState={lookups.cepState} onCepChanged={lookups.onCepChanged} />
      <ProfilePhotoField
        value={photo}
        onChange={(value) => form.setValue('profile_photo_url', value, { shouldDirty: true })}
      />

      {register.isError ? (
        <Alert tone="error">{apiErrorMessage(register.error, REGISTRATION_FAILED)}</Alert>
      ) : null}

      <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
        {register.isPending ? 'Criando conta...' : 'Criar conta'}
      </Button>
    </form>
  );
}
