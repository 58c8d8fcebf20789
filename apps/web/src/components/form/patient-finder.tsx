import { useId, useState } from 'react';
import { Search, UserRound, X } from '@/components/icons';
import { LIMITS } from '@saude/shared/domain/constants';
import {
  PATIENT_SEARCH_MIN_MESSAGE,
  patientSearchReady,
  type PatientSearchResult,
} from '@saude/shared/schemas/health';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PagedList } from '@/components/ui/paged-list';
import { cnsLabel, maskCpf } from '@/lib/masks';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { PagedList as PagedListState } from '@/lib/use-paged-list';

type Found = PatientSearchResult;

export type PatientFinderProps = {
  value: PatientSearchResult | null;
  onChange(patient: PatientSearchResult | null): void;
  error?: string | null;
  label?: string;
  /**
   * The search behind the field, one page by name (a doctor's reaches every patient, a unit's goes
   * through its own permission). It is a hook, called on every render, so it must not change.
   */
  useSearch(term: string): PagedListState<Found>;
};

function documents(p: Found) {
  const parts = [p.cpf ? `CPF ${maskCpf(p.cpf)}` : null, p.sus_card ? `SUS ${cnsLabel(p.sus_card)}` : null];
  return parts.filter(Boolean).join(' · ') || 'Sem documentos informados';
}

/**
 * Finds a patient by name, CPF or SUS card. The server is asked only for a name from 3 characters or a
 * whole document (decision 027), after the user pauses for 300 ms (spec 01 section 5), so each
 * keystroke does not cost a query. The one chosen is shown with a way to change it.
 */
export function PatientFinder({ value, onChange, error, label = 'Paciente', useSearch }: PatientFinderProps) {
  const id = useId();
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), LIMITS.searchDelayMs);
  const search = useSearch(value ? '' : term);
  const errorId = error ? `${id}-erro` : undefined;

  if (value) {
    return (
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-800">{label}</p>
        <div className="flex items-center gap-3 rounded-lg border border-teal-200 bg-teal-50 p-3">
          <UserRound className="size-5 shrink-0 text-teal-800" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            {/* A long name wraps on a phone: cut short, two patients could look the same. */}
            <p className="font-medium break-words text-slate-900">{value.full_name}</p>
            {value.cpf ? <p className="text-sm text-slate-700">CPF {maskCpf(value.cpf)}</p> : null}
          </div>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)} aria-label="Trocar paciente">
            <X className="size-4" aria-hidden="true" />
            Trocar
          </Button>
        </div>
      </div>
    );
  }

  const typed = text.trim();
  const tooShort = typed.length > 0 && !patientSearchReady(typed);
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline gap-1">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-sm font-medium text-red-700" aria-hidden="true">
          *
        </span>
      </div>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder="Nome, CPF ou cartão SUS"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
      </div>
      <p aria-live="polite" className="text-sm text-slate-700 empty:hidden">
        {tooShort ? PATIENT_SEARCH_MIN_MESSAGE : null}
      </p>
      {patientSearchReady(term) ? (
        <PagedList
          list={search}
          loadingLabel="Buscando pacientes..."
          errorText="Não foi possível buscar os pacientes."
          empty={<p className="text-sm text-slate-700">Nenhum paciente encontrado</p>}
        >
          {(results) => (
            <ul
              aria-label="Pacientes encontrados"
              className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
            >
              {results.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className="flex w-full flex-col items-start px-3 py-2 text-left hover:bg-teal-50 focus-visible:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
                    onClick={() => {
                      // Only what the field shows and the forms send: a unit's rows carry more.
                      onChange({ id: p.id, full_name: p.full_name, cpf: p.cpf, sus_card: p.sus_card });
                      setText('');
                    }}
                  >
                    <span className="font-medium text-slate-900">{p.full_name}</span>
                    <span className="text-sm text-slate-700">{documents(p)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
