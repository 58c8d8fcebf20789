import { useState, type FormEvent } from 'react';
import {
  COMMON_REJECTION_REASONS,
  REJECTION_REASON_MAX,
  rejectRequestSchema,
  type HospitalRequestItem,
} from '@saude/shared/schemas/hospital';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';

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

function RejectForm({
  busy,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [choice, setChoice] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reason = choice === OTHER ? text : choice;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = rejectRequestSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Informe o motivo da rejeição');
    onConfirm(parsed.data.reason);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="rejeitar-motivo" label="Motivo" required error={choice === OTHER ? null : error}>
        {(control) => (
          <NativeSelect
            {...control}
            value={choice}
            onChange={(e) => {
              setChoice(e.target.value);
              setError(null);
            }}
          >
            <option value="">Selecione o motivo</option>
            {COMMON_REJECTION_REASONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
            <option value={OTHER}>Outro motivo</option>
          </NativeSelect>
        )}
      </Field>
      {choice === OTHER ? (
        <Field id="rejeitar-outro" label="Descreva o motivo" required error={error}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={REJECTION_REASON_MAX}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
            />
          )}
        </Field>
      ) : null}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? 'Rejeitando...' : 'Rejeitar'}
        </Button>
      </div>
    </form>
  );
}
