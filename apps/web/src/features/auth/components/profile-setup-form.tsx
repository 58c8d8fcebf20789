import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { USER_TYPE_LABELS } from '@saude/shared/auth/roles';
import { BLOOD_TYPES, SPECIALTIES } from '@saude/shared/domain/constants';
import { PROFILE_SETUP_TYPES, profileSetupSchema, type ProfileSetup } from '@saude/shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorMessage } from '@/lib/api-client';
import { MASKED_LENGTH, digitsUpTo, maskPhone } from '@/lib/masks';
import type { ProfileSetupBody } from '../api/use-create-profile';

type ProfileSetupFormProps = {
  defaultName: string;
  submitting: boolean;
  error: unknown;
  onSubmit: (body: ProfileSetupBody) => void;
};

/** Patient-only and doctor-only fields are cleared for other types (spec 01 section 5). */
export function keepFieldsOfType(body: ProfileSetupBody): ProfileSetupBody {
  const patient = body.user_type === 'patient';
  const doctor = body.user_type === 'doctor';
  return {
    ...body,
    sus_card: patient ? body.sus_card : null,
    blood_type: patient ? body.blood_type : null,
    allergies: patient ? body.allergies : null,
    specialty: doctor ? body.specialty : null,
    crm: doctor ? body.crm : null,
  };
}

/** 'Complete seu perfil': user type and full name required, the rest by type. */
export function ProfileSetupForm({ defaultName, submitting, error, onSubmit }: ProfileSetupFormProps) {
  const form = useForm<ProfileSetup, unknown, ProfileSetupBody>({
    resolver: zodResolver(profileSetupSchema),
    defaultValues: { full_name: defaultName, cpf: '', phone: '' },
  });
  const userType = form.watch('user_type');
  const errors = form.formState.errors;
  const staffType = userType !== undefined && userType !== 'patient' && (userType as string) !== '';

  const submit = form.handleSubmit((body) => onSubmit(keepFieldsOfType(body)));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      {error ? <Alert tone="error">{apiErrorMessage(error, 'Erro ao criar perfil')}</Alert> : null}

      <Field id="perfil-tipo" label="Tipo de usuário" required error={errors.user_type?.message}>
        {(control) => (
          <NativeSelect {...control} defaultValue="" {...form.register('user_type')}>
            <option value="" disabled>
              Selecione
            </option>
            {PROFILE_SETUP_TYPES.map((type) => (
              <option key={type} value={type}>
                {USER_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {staffType ? (
        <Alert tone="info">
          Perfis de profissionais começam inativos e são ativados pela Secretaria de Saúde.
        </Alert>
      ) : null}

      <Field id="perfil-nome" label="Nome completo" required error={errors.full_name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('full_name')} />}
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="perfil-cpf" label="CPF" hint="Somente números" error={errors.cpf?.message}>
          {(control) => (
            <Controller
              name="cpf"
              control={form.control}
              render={({ field }) => (
                <Input
                  {...control}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(digitsUpTo(event.target.value, 11))}
                  inputMode="numeric"
                  maxLength={11}
                />
              )}
            />
          )}
        </Field>
        <Field id="perfil-telefone" label="Telefone" error={errors.phone?.message}>
          {(control) => (
            <Controller
              name="phone"
              control={form.control}
              render={({ field }) => (
                <Input
                  {...control}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(maskPhone(event.target.value))}
                  inputMode="tel"
                  autoComplete="tel-national"
                  placeholder="(00) 00000-0000"
                  maxLength={MASKED_LENGTH.phone}
                />
              )}
            />
          )}
        </Field>
      </div>

      {userType === 'patient' ? (
        <fieldset className="space-y-5 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">Dados de saúde</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="perfil-sus" label="Cartão SUS" error={errors.sus_card?.message}>
              {(control) => <Input {...control} inputMode="numeric" {...form.register('sus_card')} />}
            </Field>
            <Field id="perfil-sangue" label="Tipo sanguíneo">
              {(control) => (
                <NativeSelect
                  {...control}
                  defaultValue=""
                  {...form.register('blood_type', { setValueAs: (v: string) => (v === '' ? null : v) })}
                >
                  <option value="">Não informado</option>
                  {BLOOD_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          </div>
          <Field id="perfil-alergias" label="Alergias" error={errors.allergies?.message}>
            {(control) => <Textarea {...control} {...form.register('allergies')} />}
          </Field>
        </fieldset>
      ) : null}

      {userType === 'doctor' ? (
        <fieldset className="grid gap-5 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-800">Dados profissionais</legend>
          <Field id="perfil-especialidade" label="Especialidade" error={errors.specialty?.message}>
            {(control) => <Input {...control} list="especialidades" {...form.register('specialty')} />}
          </Field>
          <datalist id="especialidades">
            {SPECIALTIES.map((specialty) => (
              <option key={specialty} value={specialty} />
            ))}
          </datalist>
          <Field id="perfil-crm" label="CRM" error={errors.crm?.message}>
            {(control) => <Input {...control} {...form.register('crm')} />}
          </Field>
        </fieldset>
      ) : null}

      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Salvando...' : 'Salvar perfil'}
      </Button>
    </form>
  );
}
