import { toast } from '@/components/ui/toast';
import { BLOOD_TYPES } from '@saude/shared/domain/constants';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import { healthProfileUpdateSchema } from '@saude/shared/schemas/health';
import { FormField } from '@/components/form/form-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { maskPhone } from '@/lib/masks';
import { healthUpdateErrorMessage, useUpdateHealthProfile } from '../api/use-update-health-profile';

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

const BLOOD_TYPE_OPTIONS = BLOOD_TYPES.map((t) => ({ value: t, label: t }));

const defaults = (patient: PatientProfile) => ({
  blood_type: patient.blood_type ?? '',
  allergies: patient.allergies ?? '',
  emergency_contact_name: patient.emergency_contact_name ?? '',
  emergency_contact_phone: maskPhone(patient.emergency_contact_phone ?? ''),
});
const Field = FormField<ReturnType<typeof defaults>>;

function EditForm({ patient, onDone }: { patient: PatientProfile; onDone: () => void }) {
  const update = useUpdateHealthProfile();
  const form = useSchemaForm(healthProfileUpdateSchema, defaults(patient));
  return (
    <SchemaForm
      form={form}
      onSubmit={(body) =>
        update.mutate(body, {
          onSuccess: () => {
            toast.success('Informações atualizadas com sucesso!');
            onDone();
          },
        })
      }
      onCancel={onDone}
      busy={update.isPending}
      // The spec's own wording for this card's failures (spec 01 section 8).
      error={update.error}
      errorMessage={healthUpdateErrorMessage}
      submitLabel="Salvar"
      busyLabel="Salvando..."
    >
      <Field
        name="blood_type"
        id="saude-tipo"
        label="Tipo sanguíneo"
        kind="select"
        placeholder="Não informado"
        options={BLOOD_TYPE_OPTIONS}
      />
      <Field name="allergies" id="saude-alergias" label="Alergias" kind="textarea" maxLength={1000} />
      <Field
        name="emergency_contact_name"
        id="saude-contato-nome"
        label="Nome do contato de emergência"
        maxLength={200}
      />
      <Field
        name="emergency_contact_phone"
        id="saude-contato-telefone"
        label="Telefone do contato de emergência"
        kind="phone"
        placeholder="(00) 00000-0000"
      />
    </SchemaForm>
  );
}
