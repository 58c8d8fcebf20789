import { Stethoscope, UserRound } from '@/components/icons';
import {
  RESET_ACCOUNT_KINDS,
  RESET_ACCOUNT_LABELS,
  type ResetAccountKind,
} from '@saude/shared/schemas/password-reset';
import { cn } from '@/lib/cn';

const ICONS = { patient: UserRound, staff: Stethoscope } as const;

type AccountKindPickerProps = {
  /** The radios' group name, unique on the page. */
  name: string;
  value: ResetAccountKind;
  onChange: (kind: ResetAccountKind) => void;
  disabled?: boolean;
};

/**
 * Paciente or Funcionário: the same CPF may hold both accounts, so the kind is always asked. Native
 * radios drawn as a segmented control: one tab stop, arrow keys move between the two.
 */
export function AccountKindPicker({ name, value, onChange, disabled }: AccountKindPickerProps) {
  return (
    <fieldset disabled={disabled} className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Tipo de conta</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {RESET_ACCOUNT_KINDS.map((kind) => {
          const Icon = ICONS[kind];
          const active = kind === value;
          return (
            <label
              key={kind}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700',
                active ? 'bg-white text-teal-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              <input
                type="radio"
                name={name}
                value={kind}
                checked={active}
                onChange={() => onChange(kind)}
                className="sr-only"
              />
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {RESET_ACCOUNT_LABELS[kind]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
