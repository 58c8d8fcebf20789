import { useMemo } from 'react';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import { editedCnsSchema } from '@saude/shared/schemas/common';
import { patientContactUpdateSchema } from '@saude/shared/schemas/registration';
import { mutationFormProps } from '@/components/form/mutation-form';
import { SchemaForm } from '@/components/form/schema-form';
import { useEditClearsError } from '@/components/form/use-edit-clears-error';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useUpdateContact } from '../api/use-update-contact';
import { AddressFields } from './address-fields';
import { PhoneAndSusFields } from './personal-fields';
import { contactDefaults } from './registration-values';
import { useCepAddressLookup } from './use-registration-lookups';

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
  // A CNS stored before the check stays as it is; only a changed one must be valid.
  const schema = useMemo(
    () => patientContactUpdateSchema.extend({ sus_card: editedCnsSchema(patient.sus_card) }),
    [patient.sus_card],
  );
  const form = useSchemaForm(schema, contactDefaults(patient));
  const { cepState, onCepChanged } = useCepAddressLookup(form);
  useEditClearsError(form);

  return (
    <SchemaForm
      form={form}
      {...mutationFormProps(update, {
        success: 'Dados atualizados com sucesso!',
        onDone,
        errorFallback: 'Erro ao salvar seus dados. Tente novamente.',
      })}
      submitLabel="Salvar"
      className="space-y-5"
    >
      <PhoneAndSusFields />
      <AddressFields cepState={cepState} onCepChanged={onCepChanged} />
    </SchemaForm>
  );
}
