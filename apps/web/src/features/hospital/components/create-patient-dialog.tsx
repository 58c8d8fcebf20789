import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { BLOOD_TYPES, GENDERS, GENDER_LABELS } from '@saude/shared/domain/constants';
import { hospitalPatientCreateSchema, type HospitalPatientCreate } from '@saude/shared/schemas/hospital';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PasswordInput } from '@/components/ui/password-input';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorMessage } from '@/lib/api-client';
import { MASKED_LENGTH, digitsUpTo, maskPhone } from '@/lib/masks';

type PatientOutput = z.output<typeof hospitalPatientCreateSchema>;

type CreatePatientDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  error: unknown;
  onSubmit: (body: HospitalPatientCreate) => void;
};

/** 'Criar Paciente': full name, CPF (digits, max 11) and password (min 6) required; the rest optional. */
export function CreatePatientDialog({ open, onOpenChange, ...props }: CreatePatientDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title="Criar Paciente" className="max-w-2xl">
          <PatientForm {...props} onCancel={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type PatientFormProps = Omit<CreatePatientDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void };

function phoneField(
  form: ReturnType<typeof useForm<HospitalPatientCreate, unknown, PatientOutput>>,
  name: 'phone' | 'emergency_contact_phone',
  id: string,
  label: string,
) {
  return (
    <Field id={id} label={label} error={form.formState.errors[name]?.message}>
      {(c) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Input
              {...c}
              type="tel"
              inputMode="numeric"
              maxLength={MASKED_LENGTH.phone}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(maskPhone(e.target.value))}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </Field>
  );
}

function PatientForm({ busy, error, onSubmit, onCancel }: PatientFormProps) {
  const form = useForm<HospitalPatientCreate, unknown, PatientOutput>({
    resolver: zodResolver(hospitalPatientCreateSchema),
    defaultValues: { full_name: '', cpf: '', password: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) => onSubmit(body));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      {error ? <Alert tone="error">{apiErrorMessage(error, 'Erro ao criar paciente')}</Alert> : null}
      <Field id="paciente-nome" label="Nome completo" required error={errors.full_name?.message}>
        {(c) => <Input {...c} autoComplete="off" {...form.register('full_name')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="paciente-cpf" label="CPF" required hint="Somente números" error={errors.cpf?.message}>
          {(c) => (
            <Controller
              control={form.control}
              name="cpf"
              render={({ field }) => (
                <Input
                  {...c}
                  inputMode="numeric"
                  maxLength={11}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(digitsUpTo(e.target.value, 11))}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </Field>
        <Field
          id="paciente-senha"
          label="Senha"
          required
          hint="Mínimo de 6 caracteres"
          error={errors.password?.message}
        >
          {(c) => <PasswordInput {...c} autoComplete="new-password" {...form.register('password')} />}
        </Field>
        <Field id="paciente-nascimento" label="Data de nascimento" error={errors.birth_date?.message}>
          {(c) => <Input {...c} type="date" {...form.register('birth_date')} />}
        </Field>
        <Field id="paciente-sexo" label="Sexo" error={errors.gender?.message}>
          {(c) => (
            <NativeSelect {...c} defaultValue="" {...form.register('gender')}>
              <option value="">Não informado</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {GENDER_LABELS[g]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {phoneField(form, 'phone', 'paciente-telefone', 'Telefone')}
        <Field id="paciente-sus" label="Cartão SUS" error={errors.sus_card?.message}>
          {(c) => <Input {...c} inputMode="numeric" {...form.register('sus_card')} />}
        </Field>
        <Field id="paciente-sangue" label="Tipo sanguíneo" error={errors.blood_type?.message}>
          {(c) => (
            <NativeSelect {...c} defaultValue="" {...form.register('blood_type')}>
              <option value="">Não informado</option>
              {BLOOD_TYPES.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          id="paciente-contato-nome"
          label="Contato de emergência"
          error={errors.emergency_contact_name?.message}
        >
          {(c) => <Input {...c} {...form.register('emergency_contact_name')} />}
        </Field>
        {phoneField(form, 'emergency_contact_phone', 'paciente-contato-telefone', 'Telefone de emergência')}
      </div>
      <Field id="paciente-alergias" label="Alergias" error={errors.allergies?.message}>
        {(c) => <Textarea {...c} rows={2} {...form.register('allergies')} />}
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Criando...' : 'Criar Paciente'}
        </Button>
      </div>
    </form>
  );
}
