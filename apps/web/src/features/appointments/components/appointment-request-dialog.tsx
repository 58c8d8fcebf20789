import { toast } from '@/components/ui/toast';
import { APPOINTMENT_TYPES, APPOINTMENT_TYPE_LABELS } from '@saude/shared/domain/constants';
import { specialtiesByName } from '@/lib/by-name';
import { REQUIRED_FIELDS_MESSAGE, appointmentRequestCreateSchema } from '@saude/shared/schemas/appointments';
import type { HealthUnitOption } from '@saude/shared/schemas/health-units';
import { FormField } from '@/components/form/form-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useFormDraft } from '@/components/form/use-form-draft';
import { SubmitFailure } from '@/components/ui/submit-failure';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { compareNames } from '@/lib/by-name';
import { useCreateAppointmentRequest } from '../api/use-create-appointment-request';
import { REQUEST_SUCCESS_MESSAGE, requestErrorMessage } from '../lib/request-error-message';

type AppointmentRequestDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  units: HealthUnitOption[];
};

/** 'Solicitar Consulta/Exame' (spec 01 sections 2, 5 and 8). */
export function AppointmentRequestDialog({ open, onOpenChange, units }: AppointmentRequestDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Solicitar Consulta/Exame"
        description="A unidade de saúde analisa o pedido e define data, horário e médico."
      >
        {/* Mounted only while open, so a new request starts from a blank form. */}
        {open ? <RequestForm units={units} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** A unit as the patient picks it: its name and where it is, so two "UBS Centro" are told apart. */
function unitChoice(u: HealthUnitOption): string {
  return u.address ? `${u.name} — ${u.address}` : u.name;
}

const SPECIALTY_OPTIONS = specialtiesByName().map((s) => ({ value: s, label: s }));
const TYPE_OPTIONS = APPOINTMENT_TYPES.map((t) => ({ value: t, label: APPOINTMENT_TYPE_LABELS[t] }));
const DEFAULTS = { specialty: '', appointment_type: '', health_unit_id: '', notes: '' };
const Field = FormField<typeof DEFAULTS>;

function RequestForm({ units, onDone }: { units: HealthUnitOption[]; onDone(): void }) {
  const create = useCreateAppointmentRequest();
  const form = useSchemaForm(appointmentRequestCreateSchema, DEFAULTS);
  const draft = useFormDraft(form, 'solicitacao-consulta');
  const errors = form.formState.errors;
  const chosenId = form.watch('health_unit_id');
  const chosenUnit = units.find((u) => String(u.id) === chosenId);
  // The server sends them in text order; a person looks for "UBS 4" before "UBS 13".
  const unitOptions = units
    .map((u) => ({ value: String(u.id), label: unitChoice(u) }))
    .sort((a, b) => compareNames(a.label, b.label));
  // Both required fields share one message (spec 01 section 5): say it once, at the top.
  const requiredMissing =
    errors.specialty?.message === REQUIRED_FIELDS_MESSAGE ||
    errors.appointment_type?.message === REQUIRED_FIELDS_MESSAGE;
  const ownError = (message: string | undefined) => (message === REQUIRED_FIELDS_MESSAGE ? '' : message);

  return (
    <SchemaForm
      form={form}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: () => {
            draft.clear();
            toast.success(REQUEST_SUCCESS_MESSAGE);
            onDone();
          },
        })
      }
      onCancel={onDone}
      draft={draft}
      busy={create.isPending}
      error={create.error}
      errorMessage={requestErrorMessage}
      submitLabel="Enviar Solicitação"
      busyLabel="Enviando..."
    >
      <Field
        name="specialty"
        id="solicitacao-especialidade"
        label="Especialidade"
        kind="select"
        required
        placeholder="Selecione a especialidade"
        options={SPECIALTY_OPTIONS}
        error={ownError(errors.specialty?.message)}
      />
      <Field
        name="appointment_type"
        id="solicitacao-tipo"
        label="Tipo"
        kind="select"
        required
        placeholder="Selecione o tipo"
        options={TYPE_OPTIONS}
        error={ownError(errors.appointment_type?.message)}
      />
      <Field
        name="health_unit_id"
        id="solicitacao-unidade"
        label="Unidade de saúde"
        kind="select"
        placeholder="Qualquer unidade disponível"
        options={unitOptions}
        filterLabel="Filtrar por nome ou endereço"
        hint={chosenUnit ? (chosenUnit.full_address ?? chosenUnit.address ?? undefined) : undefined}
      />
      <Field
        name="notes"
        id="solicitacao-observacoes"
        label="Observações"
        kind="textarea"
        rows={3}
        placeholder="Sintomas, preferência de horário ou outras informações"
      />
      {/* The spec's single alert for the missing fields, beside the submit as the server's errors are. */}
      <SubmitFailure message={requiredMissing ? REQUIRED_FIELDS_MESSAGE : null} />
    </SchemaForm>
  );
}
