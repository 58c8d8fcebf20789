import { z } from 'zod';
import {
  COMMON_REJECTION_REASONS,
  REJECTION_REASON_MAX,
  rejectRequestSchema,
  type HospitalRequestItem,
} from '@saude/shared/schemas/hospital';
import { FormField } from '@/components/form/form-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';

const OTHER = 'outro';

type RejectRequestDialogProps = {
  request: HospitalRequestItem | null;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: (reason: string) => void;
};

/**
 * 'Rejeitar' asks why (decision 018): the patient reads the reason with a suggestion of what to do
 * next. A common reason is one choice; "Outro motivo" opens free text.
 */
export function RejectRequestDialog({ request, onOpenChange, busy, onConfirm }: RejectRequestDialogProps) {
  return (
    <Dialog open={request != null} onOpenChange={onOpenChange}>
      {request ? (
        <DialogContent
          title="Rejeitar solicitação"
          description={`${request.patient_name} · ${request.specialty}. O paciente verá o motivo.`}
          role="alertdialog"
        >
          <RejectForm
            key={request.id}
            busy={busy}
            onConfirm={onConfirm}
            onCancel={() => onOpenChange(false)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/**
 * The reason is a common one picked from the list or, with "Outro motivo", typed; either way it is
 * checked by the shared schema, and its message shown on the field the reason came from.
 */
const rejectFormSchema = z.object({ choice: z.string(), text: z.string() }).transform((form, ctx) => {
  const typed = form.choice === OTHER;
  const parsed = rejectRequestSchema.safeParse({ reason: typed ? form.text : form.choice });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: [typed ? 'text' : 'choice'] });
  return z.NEVER;
});
const DEFAULTS = { choice: '', text: '' };
const Field = FormField<typeof DEFAULTS>;
const REASON_OPTIONS = [
  ...COMMON_REJECTION_REASONS.map((r) => ({ value: r, label: r })),
  { value: OTHER, label: 'Outro motivo' },
];

function RejectForm({
  busy,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(rejectFormSchema, DEFAULTS);
  const typed = form.watch('choice') === OTHER;
  return (
    <SchemaForm
      form={form}
      onSubmit={(body) => onConfirm(body.reason)}
      onCancel={onCancel}
      busy={busy}
      submitVariant="danger"
      submitLabel="Rejeitar"
      busyLabel="Rejeitando..."
    >
      <Field
        name="choice"
        id="rejeitar-motivo"
        label="Motivo"
        kind="select"
        required
        placeholder="Selecione o motivo"
        options={REASON_OPTIONS}
      />
      {typed ? (
        <Field
          name="text"
          id="rejeitar-outro"
          label="Descreva o motivo"
          kind="textarea"
          required
          rows={3}
          maxLength={REJECTION_REASON_MAX}
        />
      ) : null}
    </SchemaForm>
  );
}
