import { PagedList } from '@/components/ui/paged-list';
import { formatDate } from '@/lib/format-date';
import { useHospitalPrescriptions } from '../api/clinical';
import { useLeaveOnUnauthenticated } from '../api/use-leave-on-unauthenticated';
import { Detail, ListEmpty } from './panel-states';
import { PatientNameSearch, usePatientNameSearch } from './patient-name-search';

/** Spec 02 section 9: prescription text and exam result previews are cut at 100 characters. */
const PREVIEW = 100;
export function LongText({ text }: { text: string }) {
  if (text.length <= PREVIEW)
    return <p className="mt-3 text-sm whitespace-pre-wrap text-slate-800">{text}</p>;
  return (
    <details className="mt-3 text-sm text-slate-800">
      <summary className="cursor-pointer">
        {text.slice(0, PREVIEW)}... <span className="font-medium text-teal-800">ver tudo</span>
      </summary>
      <p className="mt-2 whitespace-pre-wrap">{text}</p>
    </details>
  );
}

export const cardClass = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';

/** 'Receitas' tab: read-only, newest first, searched by the patient's name. */
export function PrescriptionsTab() {
  const search = usePatientNameSearch();
  const list = useHospitalPrescriptions(search.patient);
  useLeaveOnUnauthenticated();
  return (
    <div className="space-y-4">
      <PatientNameSearch id="busca-receitas" search={search} />
      <PagedList
        list={list}
        loadingLabel="Carregando receitas..."
        errorText="Não foi possível carregar as receitas."
        empty={
          <ListEmpty>
            {search.patient
              ? `Nenhuma receita de paciente com “${search.patient}”`
              : 'Nenhuma receita encontrada'}
          </ListEmpty>
        }
        totalText={(count, total) => `${count} ${total === 1 ? 'receita' : 'receitas'}`}
      >
        {(prescriptions) => (
          <ul aria-label="Receitas" className="space-y-3">
            {prescriptions.map((p) => (
              <li key={p.id} className={cardClass}>
                <dl className="grid gap-3 text-sm sm:grid-cols-3">
                  <Detail label="Paciente">{p.patient_name}</Detail>
                  <Detail label="Médico">{p.doctor_name}</Detail>
                  <Detail label="Data">{formatDate(p.prescription_date)}</Detail>
                </dl>
                <LongText text={p.prescription_text} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
