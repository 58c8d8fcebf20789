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
import { usePatientSearch } from '../api/use-patient-search';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type PatientSearchFieldProps = {
  value: PatientSearchResult | null;
  onChange(patient: PatientSearchResult | null): void;
  error?: string | null;
  label?: string;
};

/**
 * Finds a patient by name, CPF or SUS card. The server is asked only for a name from 3 characters or a
 * whole document (decision 027), after the user pauses for 300 ms (spec 01 section 5), so each
 * keystroke does not cost a query; one page comes back, by name.
 */
export function PatientSearchField({ value, onChange, error, label = 'Paciente' }: PatientSearchFieldProps) {
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), LIMITS.searchDelayMs);
  const search = usePatientSearch(value ? '' : query);
  const errorId = error ? `${id}-erro` : undefined;

  if (value) {
    return (
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-800">{label}</p>
        <div className="flex items-center gap-3 rounded-lg border border-teal-200 bg-teal-50 p-3">
          <UserRound className="size-5 shrink-0 text-teal-800" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900">{value.full_name}</p>
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

  const tooShort = text.trim().length > 0 && !patientSearchReady(text);
  const searching = patientSearchReady(query);
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
      {searching ? (
        <PagedList
          list={search}
          loadingLabel="Buscando pacientes..."
          errorText="Erro ao buscar pacientes."
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
                      onChange(p);
                      setText('');
                    }}
                  >
                    <span className="font-medium text-slate-900">{p.full_name}</span>
                    <span className="text-sm text-slate-700">
                      {[
                        p.cpf ? `CPF ${maskCpf(p.cpf)}` : null,
                        p.sus_card ? `SUS ${cnsLabel(p.sus_card)}` : null,
                      ]
                        .filter(Boolean)
                        .join(' · ') || 'Sem documentos informados'}
                    </span>
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
