import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { formatCount } from '@/lib/api-list';

/** Loading, failure and empty states shared by the panel's tabs. */
export function ListLoading({ label = 'Carregando...' }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-slate-700">
      <Spinner className="text-teal-700" />
      {label}
    </p>
  );
}

export function ListError({ children }: { children: ReactNode }) {
  return <Alert tone="error">{children}</Alert>;
}

export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-700">
      {children}
    </p>
  );
}

/** A labelled value inside a list item: "Paciente: Maria". */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function Counter({
  label,
  value,
  tone = 'slate',
}: {
  label: string;
  value: number;
  tone?: 'slate' | 'amber' | 'emerald' | 'red';
}) {
  const tones = {
    slate: 'border-slate-200 text-slate-900',
    amber: 'border-amber-200 text-amber-900',
    emerald: 'border-emerald-200 text-emerald-900',
    red: 'border-red-200 text-red-900',
  };
  return (
    <div className={`rounded-2xl border bg-white p-4 shadow-sm ${tones[tone]}`}>
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className="mt-1 text-3xl font-semibold tabular-nums">{formatCount(value)}</p>
    </div>
  );
}
