import { Stethoscope, UserRound } from '@/components/icons';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';
import type { CpfLoginMode } from '../api/use-cpf-login';

const OPTIONS = [
  { mode: 'patient', label: 'Sou paciente', icon: UserRound },
  { mode: 'staff', label: 'Sou funcionário da saúde', icon: Stethoscope },
] as const;

type LoginModeSwitchProps = { mode: CpfLoginMode; onChange: (mode: CpfLoginMode) => void };

/** Switch between patient and staff login; the pressed button is the active kind. */
export function LoginModeSwitch({ mode, onChange }: LoginModeSwitchProps) {
  const hydrated = useHydrated();
  return (
    <div
      role="group"
      aria-label="Tipo de acesso"
      className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
    >
      {OPTIONS.map(({ mode: option, label, icon: Icon }) => {
        const active = option === mode;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={active}
            disabled={!hydrated}
            onClick={() => onChange(option)}
            className={cn(
              'flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-2 text-center text-sm font-medium transition-colors',
              active ? 'bg-white text-teal-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            <Icon className="hidden size-4 shrink-0 min-[400px]:block" aria-hidden="true" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
