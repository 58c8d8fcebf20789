import { Link } from 'react-router';
import { isValidCpf } from '@saude/shared/domain/format';
import { REGISTRATION_MESSAGES, patientRegistrationSchema } from '@saude/shared/schemas/registration';
import { FormField } from '@/components/form/form-field';
import { PageForm } from '@/components/form/page-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { MASKED_LENGTH, onlyDigits } from '@/lib/masks';
import { useRegisterPatient } from '../api/use-register-patient';
import { AddressFields } from './address-fields';
import { EmergencyContactFields, PersonalFields } from './personal-fields';
import { ProfilePhotoField } from './profile-photo-field';
import { RegistrationSection } from './registration-section';
import { EMPTY_REGISTRATION, type RegistrationFormValues } from './registration-values';
import { useCepAddressLookup, useCpfPersonLookup } from './use-registration-lookups';
import { usePublicConfig } from '@/features/public-config';

export const CPF_LIVE_HINT = 'CPF inválido - verifique os dígitos';
export const REGISTRATION_FAILED = 'Erro ao criar conta';

const Field = FormField<RegistrationFormValues>;

/**
 * Patient self-registration (spec 01 sections 3 and 5). Fields come in the order the spec checks
 * them, so the first error the person meets is the one the spec names first.
 */
export function RegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const form = useSchemaForm(patientRegistrationSchema, EMPTY_REGISTRATION);
  const register = useRegisterPatient();
  const cpfLookup = usePublicConfig()?.cpfLookupEnabled === true;
  const cpfFill = useCpfPersonLookup(form, cpfLookup);
  const cepFill = useCepAddressLookup(form);
  const { errors } = form.formState;
  const cpf = onlyDigits(form.watch('cpf'));
  const password = form.watch('password');
  const confirmation = form.watch('confirm_password');
  const photo = form.watch('profile_photo_url');

  // The spec's live hints, shown while the schema has nothing to say of the field.
  const cpfHint = cpf.length === MASKED_LENGTH.cpf - 3 && !isValidCpf(cpf) ? CPF_LIVE_HINT : null;
  const mismatch =
    confirmation !== '' && confirmation !== password ? REGISTRATION_MESSAGES.passwordsDiffer : null;
  // The server found an account with the CPF sent, and the field still holds it: the person most
  // likely has an account already, so the field says so and the failure offers the way in.
  const cpfTaken = isCpfTaken(register.error) && register.variables?.cpf === cpf;

  return (
    <PageForm
      form={form}
      // The confirmation only matters in the browser; the spec's payload lists the other fields.
      onSubmit={({ confirm_password: _confirm, ...payload }) =>
        register.mutate(payload, { onSuccess: onRegistered })
      }
      busy={register.isPending}
      submitLabel="Criar conta"
      busyLabel="Criando conta..."
      error={register.error}
      errorFallback={REGISTRATION_FAILED}
      failureActions={cpfTaken ? <AccountExistsLinks cpf={cpf} /> : null}
      className="space-y-8"
    >
      <RegistrationSection title="Dados de acesso">
        <Field
          name="cpf"
          id="cadastro-cpf"
          label="CPF"
          kind="cpf"
          required
          onValue={cpfFill.onCpfChanged}
          error={
            errors.cpf
              ? undefined
              : cpfTaken
                ? REGISTRATION_MESSAGES.cpfTaken
                : (cpfHint ?? cpfFill.cpfState.message ?? undefined)
          }
          hint={
            cpfFill.cpfState.loading ? (
              <span className="inline-flex items-center gap-2">
                <Spinner className="size-4" /> Consultando CPF...
              </span>
            ) : cpfLookup ? (
              'Seu nome e data de nascimento podem ser preenchidos a partir do CPF.'
            ) : undefined
          }
          autoComplete="username"
          placeholder="000.000.000-00"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="password"
            id="cadastro-password"
            label="Senha"
            kind="password"
            required
            hint="Mínimo de 6 caracteres."
          />
          <Field
            name="confirm_password"
            id="cadastro-confirm_password"
            label="Confirmar senha"
            kind="password"
            required
            error={errors.confirm_password ? undefined : (mismatch ?? undefined)}
          />
        </div>
      </RegistrationSection>

      <PersonalFields />
      <EmergencyContactFields />
      <AddressFields cepState={cepFill.cepState} onCepChanged={cepFill.onCepChanged} />
      <ProfilePhotoField
        value={photo}
        onChange={(value) => form.setValue('profile_photo_url', value, { shouldDirty: true })}
      />
    </PageForm>
  );
}

const isCpfTaken = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.serverMessage === REGISTRATION_MESSAGES.cpfTaken;

const LINK = 'font-medium text-teal-800 underline underline-offset-4';

/** The ways in for someone whose CPF has an account: sign in with it, or set a new password. */
function AccountExistsLinks({ cpf }: { cpf: string }) {
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
      <Link to="/login" state={{ cpf }} className={LINK}>
        Entrar com este CPF
      </Link>
      <Link to="/redefinir-senha?tipo=paciente" className={LINK}>
        Esqueci minha senha
      </Link>
    </p>
  );
}
