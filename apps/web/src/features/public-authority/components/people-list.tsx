import { UserRound } from '@/components/icons';
import { GENDER_LABELS } from '@saude/shared/domain/constants';
import type { ProvisionalPatient } from '@saude/shared/schemas/provisional-patients';
import { PagedList } from '@/components/ui/paged-list';
import { formatDateTime } from '@/lib/format-date';
import type { PagedList as PagedListState } from '@/lib/use-paged-list';

/**
 * 'Pessoas Sem Documentos': read-only, scrolling inside a 600 px area (spec 02 section 9), with
 * "Carregar mais" at the end of the area while the server has more.
 */
export function PeopleList({ list }: { list: PagedListState<ProvisionalPatient> }) {
  return (
    <div
      role="region"
      className="max-h-[600px] overflow-y-auto pr-1"
      tabIndex={0}
      aria-label="Lista de pessoas sem documentos"
    >
      <PagedList
        list={list}
        loadingLabel="Carregando..."
        errorText="Não foi possível carregar a lista de pessoas."
        empty={
          <p className="rounded-xl border border-dashed border-slate-300 py-10 text-center text-slate-700">
            Nenhuma pessoa encontrada com os filtros atuais.
          </p>
        }
      >
        {(people) => <People people={people} />}
      </PagedList>
    </div>
  );
}

function People({ people }: { people: ProvisionalPatient[] }) {
  return (
    <ul className="space-y-3">
      {people.map((p) => (
        <li
          key={p.id}
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row"
        >
          {p.photo_url ? (
            <img
              src={p.photo_url}
              alt={`Foto de ${p.provisional_id}`}
              loading="lazy"
              className="h-40 w-full rounded-lg bg-slate-100 object-cover sm:size-32"
            />
          ) : (
            <span className="flex h-40 w-full items-center justify-center rounded-lg bg-slate-100 text-slate-500 sm:size-32">
              <UserRound className="size-10" aria-label="Sem foto" />
            </span>
          )}
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <p className="font-mono text-base font-semibold text-slate-900">{p.provisional_id}</p>
            <p className="text-slate-800">
              Idade aproximada: {ageText(p.approximate_age)} · Sexo: {GENDER_LABELS[p.gender] ?? p.gender}
            </p>
            {p.physical_description ? (
              <p className="break-words text-slate-800">
                <span className="font-medium">Descrição física:</span> {p.physical_description}
              </p>
            ) : null}
            <p className="text-slate-800">
              <span className="font-medium">Local de registro:</span> {p.registration_location}
            </p>
            <p className="text-slate-600">
              Registrado em {formatDateTime(p.registration_date)}
              {p.registered_by_name ? ` por ${p.registered_by_name}` : ''}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** '1 ano', '34 anos', and for a baby 'menos de 1 ano' rather than '0 anos'. */
function ageText(years: number): string {
  if (years < 1) return 'menos de 1 ano';
  return years === 1 ? '1 ano' : `${years} anos`;
}
