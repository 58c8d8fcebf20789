/** Small pieces every admin tab shares: active switch, status badge, table frame, empty text. */
import type { ReactNode } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { Badge } from '@/components/ui/badge';
import { apiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useActiveToggle } from './active-toggles';

export function ActiveBadge({ active, feminine = false }: { active: boolean; feminine?: boolean }) {
  const text = active ? (feminine ? 'Ativa' : 'Ativo') : feminine ? 'Inativa' : 'Inativo';
  return <Badge tone={active ? 'success' : 'neutral'}>{text}</Badge>;
}

/** The spec's active toggle: sends the opposite of the current value (inside an <ActiveToggles>). */
export function ActiveSwitch({ id, active, name }: { id: number; active: boolean; name: string }) {
  const { toggle, pending } = useActiveToggle({ id, name, active });
  return (
    <SwitchPrimitive.Root
      checked={active}
      disabled={pending}
      aria-label={`${active ? 'Desativar' : 'Ativar'} ${name}`}
      onCheckedChange={toggle}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60',
        active ? 'bg-teal-700' : 'bg-slate-400',
      )}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'block size-5 rounded-full bg-white shadow transition-transform',
          active ? 'translate-x-5' : 'translate-x-0.5',
        )}
      />
    </SwitchPrimitive.Root>
  );
}

/** A table with a caption for screen readers, scrolling sideways where the screen is narrower than it. */
export function AdminTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2.5">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-3 py-2.5 align-middle text-slate-800';

/** What a list shows without rows: the spec's text and, where it helps, a hint. */
export function EmptyState({ text, hint }: { text: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
      <p className="font-medium text-slate-800">{text}</p>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
}

/** Tab heading with the search and actions beside it (stacked on phones). */
export function TabHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">{children}</div>
    </div>
  );
}

/**
 * Why saving failed (spec 02 section 8): the server's text first; no answer at all (the network) says
 * so and asks to try again; otherwise the dialog's own fallback.
 */
export function errorText(
  error: unknown,
  fallback: string,
  offline = 'Erro ao salvar. Tente novamente.',
): string | null {
  if (!error) return null;
  return apiErrorMessage(error, fallback, offline);
}
