import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SPECIALTIES } from '@saude/shared/domain/constants';
import {
  hospitalStaffCreateSchema,
  hospitalStaffUpdateSchema,
  type HospitalStaffCreate,
  type HospitalStaffMember,
} from '@saude/shared/schemas/hospital';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PasswordInput } from '@/components/ui/password-input';
import { apiErrorMessage } from '@/lib/api-client';
import { MASKED_LENGTH, digitsUpTo, maskPhone } from '@/lib/masks';

export type StaffFormBody = HospitalStaffCreate;

type StaffFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  member: HospitalStaffMember | null;
  busy: boolean;
  error: unknown;
  onSubmit: (body: StaffFormBody) => void;
};

/**
 * 'Adicionar Funcionário' / edit (spec 02 section 5): full name and type required; CPF digits only,
 * at most 11; specialty and CRM only for doctors; password required on creation, blank on edit keeps it.
 */
export function StaffFormDialog({ open, onOpenChange, member, busy, error, onSubmit }: StaffFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={member ? 'Editar funcionário' : 'Adicionar Funcionário'}>
          <StaffForm
            key={member?.id ?? 'novo'}
            member={member}
            busy={busy}
            error={error}
            onSubmit={onSubmit}
            onCancel={() => onOpenChange(false)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type StaffFormProps = Omit<StaffFormDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void };

function StaffForm({ member, busy, error, onSubmit, onCancel }: StaffFormProps) {
  const editing = member != null;
  const form = useForm<StaffFormBody>({
    resolver: zodResolver(editing ? hospitalStaffUpdateSchema : hospitalStaffCreateSchema) as never,
    defaultValues: {
      full_name: member?.full_name ?? '',
      user_type: member?.user_type ?? ('' as never),
      cpf: member?.cpf ?? '',
      phone: member?.phone ? maskPhone(member.phone) : '',
      specialty: member?.specialty ?? '',
      crm: member?.crm ?? '',
      password: '',
    },
  });
  const errors = form.formState.errors;
  const isDoctor = form.watch('user_type') === 'doctor';
  const submit = form.handleSubmit((body) =>
    onSubmit({ ...body, specialty: isDoctor ? body.specialty : null, crm: isDoctor ? body.crm : null }),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      {error ? <Alert tone="error">{apiErrorMessage(error, 'Erro ao salvar membro da equipe')}</Alert> : null}
      <Field id="equipe-nome" label="Nome completo" required error={errors.full_name?.message}>
        {(c) => <Input {...c} autoComplete="off" {...form.register('full_name')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="equipe-tipo" label="Tipo" required error={errors.user_type?.message}>
          {(c) => (
            <NativeSelect {...c} {...form.register('user_type')}>
              <option value="" disabled>
                Selecione
              </option>
              <option value="doctor">Médico</option>
              <option value="reception">Recepção</option>
            </NativeSelect>
          )}
        </Field>
        <Field id="equipe-cpf" label="CPF" hint="Somente números" error={errors.cpf?.message}>
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
      </div>
      <Field id="equipe-telefone" label="Telefone" error={errors.phone?.message}>
        {(c) => (
          <Controller
            control={form.control}
            name="phone"
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
      {isDoctor ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="equipe-especialidade" label="Especialidade" error={errors.specialty?.message}>
            {(c) => <Input {...c} list="equipe-especialidades" {...form.register('specialty')} />}
          </Field>
          <datalist id="equipe-especialidades">
            {SPECIALTIES.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
          <Field id="equipe-crm" label="CRM" error={errors.crm?.message}>
            {(c) => <Input {...c} {...form.register('crm')} />}
          </Field>
        </div>
      ) : null}
      <Field
        id="equipe-senha"
        label="Senha"
        required={!editing}
        hint={editing ? 'Deixe em branco para manter a senha atual' : 'Mínimo de 6 caracteres'}
        error={errors.password?.message}
      >
        {(c) => <PasswordInput {...c} autoComplete="new-password" {...form.register('password')} />}
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Salvando...' : 'Salvar'}
        </Button>
      </div>
    </form>
  );
}
