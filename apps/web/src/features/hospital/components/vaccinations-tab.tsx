import { useState } from 'react';
import { doseLabel } from '@saude/shared/domain/vaccines';
import { PagedList } from '@/components/ui/paged-list';
import { RegisterVaccinationDialog } from '@/features/medical-records';
import { formatDate } from '@/lib/format-date';
import { useHospitalVaccinations, useRefreshHospitalList } from '../api/clinical';
import { useLeaveOnUnauthenticated } from '../api/use-leave-on-unauthenticated';
import { ClinicalTabHeader } from './clinical-tab-header';
import { cardClass } from './clinical-tabs';
import { HospitalPatientPicker } from './hospital-patient-picker';
import { Detail, ListEmpty } from './panel-states';
import { PatientNameSearch, usePatientNameSearch } from './patient-name-search';

/** 'Vacinas' tab: the vaccines given at the unit, newest first, and 'Registrar Vacina'. */
export function VaccinationsTab() {
  const search = usePatientNameSearch();
  const list = useHospitalVaccinations(search.patient);
  const refresh = useRefreshHospitalList('vaccinations');
  const [registering, setRegistering] = useState(false);
  useLeaveOnUnauthenticated();

  return (
    <section aria-labelledby="titulo-vacinas" className="space-y-4">
      <ClinicalTabHeader
        id="titulo-vacinas"
        title="Vacinas"
        action="Registrar Vacina"
        onAction={() => setRegistering(true)}
      >
        <PatientNameSearch id="busca-vacinas" search={search} />
      </ClinicalTabHeader>
      <PagedList
        list={list}
        loadingLabel="Carregando vacinas..."
        errorText="Não foi possível carregar as vacinas."
        empty={
          <ListEmpty>
            {search.patient
              ? `Nenhuma vacina de paciente com “${search.patient}”`
              : 'Nenhuma vacina registrada'}
          </ListEmpty>
        }
        totalText={(count, total) => `${count} ${total === 1 ? 'vacina' : 'vacinas'}`}
      >
        {(vaccinations) => (
          <ul aria-label="Vacinas" className="grid gap-3 md:grid-cols-2">
            {vaccinations.map((v) => (
              <li key={v.id} className={cardClass}>
                <h3 className="font-semibold break-words text-slate-900">{v.vaccine_name}</h3>
                <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                  <Detail label="Paciente">{v.patient_name}</Detail>
                  <Detail label="Data">{formatDate(v.vaccine_date)}</Detail>
                  <Detail label="Dose">{doseLabel(v) ?? '—'}</Detail>
                  <Detail label="Aplicada por">{v.administered_by ?? '—'}</Detail>
                  {v.batch_number ? <Detail label="Lote">{v.batch_number}</Detail> : null}
                  {v.manufacturer ? <Detail label="Fabricante">{v.manufacturer}</Detail> : null}
                  {v.next_dose_date ? (
                    <Detail label="Próxima dose">{formatDate(v.next_dose_date)}</Detail>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <RegisterVaccinationDialog
        open={registering}
        onOpenChange={setRegistering}
        PatientPicker={HospitalPatientPicker}
        onCreated={refresh}
      />
    </section>
  );
}
