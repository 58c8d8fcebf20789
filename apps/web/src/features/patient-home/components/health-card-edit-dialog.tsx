import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { BLOOD_TYPES } from '@saude/shared/domain/constants';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { MASKED_LENGTH, maskPhone } from '@/lib/masks';
import { healthUpdateErrorMessage, useUpdateHealthProfile } from '../api/use-update-health-profile';

type Values = {
  blood_type: string;
  allergies: string;
  emergency_contact_name: string;
  emergency_contact_phone: string;
};

type Props = { open: boolean; onOpenChange: (open: boolean) => void; patient: PatientProfile };

/** Edits the four health-card fields; all optional, an emptied field clears it on the server. */
export function HealthCardEditDialog({ open, onOpenChange, patient }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title="Editar informações de saúde" description="Todos os campos são opcionais.">
          <EditForm patient={patient} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditForm({ patient, onDone }: { patient: PatientProfile; onDone: () => void }) {
  const update = useUpdateHealthProfile();
  const form = useForm<Values>({
    defaultValues: {
      blood_type: patient.blood_type ?? '',
      allergies: patient.allergies ?? '',
      emergency_contact_name: patient.emergency_contact_name ?? '',
      emergency_contact_phone: patient.emergency_contact_phone
        ? maskPhone(patient.emergency_contact_phone)
        : '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        blood_type: (values.blood_type || null) as PatientProfile['blood_type'],
        allergies: values.allergies,
        emergency_contact_name: values.emergency_contact_name,
        emergency_contact_phone: values.emergency_contact_phone,
      });
    } catch {
      return; // shown from update.error
    }
    toast.success('Informações atualizadas com sucesso!');
    onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <Field id="saude-tipo" label="Tipo sanguíneo">
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
      <Field id="saude-alergias" label="Alergias">
        {(control) => <Textarea {...control} maxLength={1000} {...form.register('allergies')} />}
      </Field>
      <Field id="saude-contato-nome" label="Nome do contato de emergência">
        {(control) => <Input {...control} maxLength={200} {...form.register('emergency_contact_name')} />}
      </Field>
      <Field id="saude-contato-telefone" label="Telefone do contato de emergência">
        {(control) => (
          <Controller
            name="emergency_contact_phone"
            control={form.control}
            render={({ field }) => (
              <Input
                {...control}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(maskPhone(e.target.value))}
                inputMode="tel"
                placeholder="(00) 00000-0000"
                maxLength={MASKED_LENGTH.phone}
              />
            )}
          />
        )}
      </Field>
      {update.isError ? <Alert tone="error">{healthUpdateErrorMessage(update.error)}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Salvando...' : 'Salvar'}
        </Button>
      </div>
    </form>
  );
}
