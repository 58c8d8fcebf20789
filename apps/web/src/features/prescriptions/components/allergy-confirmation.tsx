import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';

type AllergyConfirmationProps = {
  id: string;
  /** The allergies the text names; null when only the server's check found them. */
  warning: string | null;
  confirmed: boolean;
  onConfirmedChange(confirmed: boolean): void;
  error?: string;
};

/**
 * The prescription names a recorded allergy: a warning the doctor confirms, never a block (decision
 * 019). Shown as soon as the text matches, before anything is sent.
 */
export function AllergyConfirmation({
  id,
  warning,
  confirmed,
  onConfirmedChange,
  error,
}: AllergyConfirmationProps) {
  return (
    <Alert tone="error" title="Alergia registrada">
      <div className="space-y-2">
        <p>
          {warning ??
            'Atenção: a prescrição contém um medicamento ao qual o paciente tem alergia registrada. Confirme que deseja prescrever mesmo assim.'}
        </p>
        <Checkbox
          id={id}
          checked={confirmed}
          onChange={(e) => onConfirmedChange(e.target.checked)}
          label="Estou ciente da alergia e quero emitir a receita"
          aria-describedby={error ? `${id}-erro` : undefined}
        />
        {error ? (
          <p id={`${id}-erro`} className="font-medium text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    </Alert>
  );
}
