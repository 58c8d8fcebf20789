import { UserRound } from '@/components/icons';
import type { PatientSearchResult } from '@saude/shared/schemas/health';
import { PatientSearchField } from '@/features/prescriptions';
import { maskCpf } from '@/lib/masks';
import type { PatientPicker, PatientPickerProps } from '../lib/patient-picker';

type PatientChoiceProps = PatientPickerProps & {
  fixed?: PatientSearchResult | null;
  Picker?: PatientPicker;
};

/** The dialogs' patient line: a fixed patient is only shown; otherwise the chosen picker searches. */
export function PatientChoice({ fixed, Picker = PatientSearchField, ...picker }: PatientChoiceProps) {
  if (!fixed) return <Picker {...picker} />;
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-800">Paciente</p>
      <div className="flex items-center gap-3 rounded-lg border border-teal-200 bg-teal-50 p-3">
        <UserRound className="size-5 shrink-0 text-teal-800" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-slate-900">{fixed.full_name}</p>
          {fixed.cpf ? <p className="text-sm text-slate-700">CPF {maskCpf(fixed.cpf)}</p> : null}
        </div>
      </div>
    </div>
  );
}
