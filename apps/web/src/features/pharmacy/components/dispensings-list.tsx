import { Link } from 'react-router';
import type { PharmacyDispensing } from '@saude/shared/schemas/pharmacies';
import { PagedList } from '@/components/ui/paged-list';
import { formatDate, formatDateTime } from '@/lib/format-date';
import type { PagedList as PagedListState } from '@/lib/use-paged-list';

/** This pharmacy's dispensing record: when, by whom, which prescription; the patient by initials. */
export function DispensingsList({ list }: { list: PagedListState<PharmacyDispensing> }) {
  return (
    <PagedList
      list={list}
      loadingLabel="Carregando dispensações..."
      errorText="Não foi possível carregar as dispensações."
      empty={<p className="py-6 text-center text-slate-600">Nenhuma receita dispensada por esta farmácia.</p>}
      totalText={(count, total) => `${count} ${total === 1 ? 'receita dispensada' : 'receitas dispensadas'}`}
    >
      {(items) => (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {items.map((d) => (
            <li key={d.public_id} className="space-y-1 p-3 text-sm sm:p-4">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="font-semibold text-slate-900">{formatDateTime(d.dispensed_at)}</span>
                <Link
                  to={`/validar-receita?id=${encodeURIComponent(d.public_id)}`}
                  className="font-medium text-teal-800 underline underline-offset-2"
                >
                  Ver receita
                </Link>
              </p>
              <p className="text-slate-700">
                Paciente {d.patient_initials} · {d.doctor_name} · receita de {formatDate(d.prescription_date)}
              </p>
              <p className="line-clamp-2 break-words text-slate-600">{d.prescription_text}</p>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
