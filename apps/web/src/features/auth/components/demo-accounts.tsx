import type { DemoAccounts as DemoAccountsData } from '@saude/shared/schemas/auth';
import { USER_TYPE_LABELS } from '@saude/shared/auth/roles';
import { maskCpf } from '@/lib/masks';
import type { CpfLoginMode } from '../api/use-cpf-login';

type DemoAccountsProps = {
  accounts: DemoAccountsData;
  mode: CpfLoginMode;
  onPick: (cpf: string, password: string) => void;
};

function label(userType: string): string {
  return USER_TYPE_LABELS[userType as keyof typeof USER_TYPE_LABELS] ?? userType;
}

/** Demo mode only: the demo CPFs and shared password; choosing one fills the form. */
export function DemoAccounts({ accounts, mode, onPick }: DemoAccountsProps) {
  const list =
    mode === 'patient'
      ? accounts.patients.map((p) => ({ cpf: p.cpf, name: p.name, detail: 'Paciente' }))
      : accounts.staff.map((s) => ({ cpf: s.cpf, name: s.name, detail: label(s.user_type) }));
  if (list.length === 0) return null;

  return (
    <details className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">Contas de demonstração</summary>
      <p className="mt-2 text-slate-700">
        Senha de todas as contas:{' '}
        <code className="rounded bg-white px-1.5 py-0.5 text-slate-900">{accounts.password}</code>
      </p>
      <ul className="mt-2 space-y-1">
        {list.map((account) => (
          <li key={account.cpf}>
            <button
              type="button"
              onClick={() => onPick(account.cpf, accounts.password)}
              className="flex w-full flex-wrap items-baseline justify-between gap-x-2 rounded-md px-2 py-1.5 text-left hover:bg-white"
            >
              <span className="font-mono text-slate-900">{maskCpf(account.cpf)}</span>
              <span className="text-slate-700">
                {account.name} · {account.detail}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
