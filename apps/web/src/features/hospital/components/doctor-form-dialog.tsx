import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { SPECIALTIES } from '@saude/shared/domain/constants';
import {
  hospitalDoctorSchema,
  type HospitalDoctor,
  type HospitalDoctorInput,
} from '@saude/shared/schemas/hospital';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorMessage } from '@/lib/api-client';
import { MASKED_LENGTH, maskPhone } from '@/lib/masks';

type DoctorOutput = z.output<typeof hospitalDoctorSchema>;

type DoctorFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: a new doctor. */
  doctor: HospitalDoctor | null;
  busy: boolean;
  error: unknown;
  onSubmit: (body: HospitalDoctorInput) => void;
};

/** Add/edit an autonomous doctor: name, specialty and CRM required (spec 02 section 5). */
export function DoctorFormDialog({
  open,
  onOpenChange,
  doctor,
  busy,
  error,
  onSubmit,
}: DoctorFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={doctor ? 'Editar médico' : 'Adicionar médico'}>
          <DoctorForm
            key={doctor?.id ?? 'novo'}
            doctor={doctor}
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

type DoctorFormProps = Omit<DoctorFormDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void };

function DoctorForm({ doctor, busy, error, onSubmit, onCancel }: DoctorFormProps) {
  const form = useForm<HospitalDoctorInput, unknown, DoctorOutput>({
    resolver: zodResolver(hospitalDoctorSchema),
    defaultValues: {
      doctor_name: doctor?.doctor_name ?? '',
      specialty: doctor?.specialty ?? '',
      crm: doctor?.crm ?? '',
      phone: doctor?.phone ? maskPhone(doctor.phone) : '',
      email: doctor?.email ?? '',
      schedule_notes: doctor?.schedule_notes ?? '',
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) =>
    // Saving a removed (inactive) doctor's form brings them back to the approve dialog's list.
    onSubmit({ ...body, ...(doctor ? { is_active: true } : {}) }),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      {error ? <Alert tone="error">{apiErrorMessage(error, 'Erro ao salvar médico')}</Alert> : null}
      <Field id="medico-nome" label="Nome" required error={errors.doctor_name?.message}>
        {(c) => <Input {...c} autoComplete="off" {...form.register('doctor_name')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="medico-especialidade" label="Especialidade" required error={errors.specialty?.message}>
          {(c) => <Input {...c} list="medico-especialidades" {...form.register('specialty')} />}
        </Field>
        <datalist id="medico-especialidades">
          {SPECIALTIES.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <Field id="medico-crm" label="CRM" required error={errors.crm?.message}>
          {(c) => <Input {...c} {...form.register('crm')} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="medico-telefone" label="Telefone" error={errors.phone?.message}>
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
        <Field id="medico-email" label="E-mail" error={errors.email?.message}>
          {(c) => <Input {...c} type="email" autoComplete="off" {...form.register('email')} />}
        </Field>
      </div>
      <Field id="medico-horarios" label="Horários de atendimento" error={errors.schedule_notes?.message}>
        {(c) => <Textarea {...c} {...form.register('schedule_notes')} />}
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
