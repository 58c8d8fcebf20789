import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import { patientContactUpdateSchema, type PatientRegistrationData } from '@saude/shared/schemas/registration';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { maskCep, maskPhone } from '@/lib/masks';
import { useUpdateContact } from '../api/use-update-contact';
import { AddressFields } from './address-fields';
import { PhoneAndSusFields } from './personal-fields';
import { EMPTY_REGISTRATION, type RegistrationFormValues } from './registration-values';
import { useRegistrationLookups } from './use-registration-lookups';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; patient: PatientProfile };

/**
 * "Meus dados": the patient keeps phone, cartão SUS and address current, with registration's own
 * fields, masks, CEP lookup and rules (PATCH /api/auth/patient/me).
 */
export function ContactEditDialog({ open, onOpenChange, patient }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title="Meus dados"
          description="Mantenha seu telefone, cartão SUS e endereço atualizados."
          className="max-w-xl"
        >
          <ContactForm patient={patient} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ContactForm({ patient, onDone }: { patient: PatientProfile; onDone: () => void }) {
  const update = useUpdateContact();
  // The registration form's shape, so its fields and lookups serve here as they are.
  const form = useForm<RegistrationFormValues, unknown, PatientRegistrationData>({
    defaultValues: {
      ...EMPTY_REGISTRATION,
      phone: patient.phone ? maskPhone(patient.phone) : '',
      sus_card: patient.sus_card ?? '',
      cep: patient.cep ? maskCep(patient.cep) : '',
      logradouro: patient.logradouro ?? '',
      numero: patient.numero ?? '',
      complemento: patient.complemento ?? '',
      bairro: patient.bairro ?? '',
      cidade: patient.cidade ?? '',
      estado: patient.estado ?? '',
    },
  });
  const { cepState, onCepChanged } = useRegistrationLookups(form);
  // An error goes away as soon as its field is edited, so it never contradicts what is typed.
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      if (name) form.clearErrors(name);
    });
    return () => watching.unsubscribe();
  }, [form]);

  const onSubmit = async () => {
    const values = form.getValues();
    const parsed = patientContactUpdateSchema.safeParse(values);
    form.clearErrors();
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        form.setError(issue.path[0] as keyof RegistrationFormValues, { message: issue.message });
      }
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
    } catch {
      return; // shown from update.error
    }
    toast.success('Dados atualizados com sucesso!');
    onDone();
  };

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <PhoneAndSusFields form={form} />
      <AddressFields form={form} cepState={cepState} onCepChanged={onCepChanged} />
      {update.isError ? (
        <Alert tone="error">
          {apiErrorMessage(update.error, 'Erro ao salvar seus dados. Tente novamente.')}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={update.isPending}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner className="size-4" /> : null}
          {update.isPending ? 'Salvando...' : 'Salvar'}
        </Button>
      </div>
    </form>
  );
}
