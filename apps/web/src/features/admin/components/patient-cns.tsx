import type { AdminPatient } from '@saude/shared/schemas/admin';
import { Badge } from '@/components/ui/badge';
import { cnsLabel } from '@/lib/masks';

/**
 * A patient's CNS in the department's lists, as 000 0000 0000 0000. A number stored before the check
 * existed that fails it is shown as stored, flagged for the department to correct in the patient's form.
 */
export function PatientCns({ patient }: { patient: Pick<AdminPatient, 'sus_card' | 'sus_card_invalid'> }) {
  if (!patient.sus_card) return <>-</>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="whitespace-nowrap">{cnsLabel(patient.sus_card)}</span>
      {patient.sus_card_invalid ? (
        <Badge tone="warning" title="Confira os dígitos com o paciente e corrija no cadastro">
          CNS inválido
        </Badge>
      ) : null}
    </span>
  );
}
