import { Syringe } from '@/components/icons';
import { doseLabel } from '@saude/shared/domain/vaccines';
import { Card } from '@/components/ui/card';
import { PagedList } from '@/components/ui/paged-list';
import { formatDate } from '@/lib/format-date';
import { useVaccinations } from '../api/use-vaccinations';
import { Detail, EmptyRecords } from './record-parts';

/** 'Vacinas': name, date, dose, lot and manufacturer, who administered and the next dose. */
export function VaccinationsTab({ showPatient }: { showPatient: boolean }) {
  const list = useVaccinations();
  return (
    <PagedList
      list={list}
      loadingLabel="Carregando vacinas..."
      errorText="Não foi possível carregar as vacinas."
      totalText={(count, total) => `${count} ${total === 1 ? 'vacina' : 'vacinas'}`}
      empty={<EmptyRecords icon={Syringe} text="Nenhuma vacina registrada." />}
    >
      {(items) => (
        <ul className="grid gap-3 md:grid-cols-2">
          {items.map((v) => (
            <li key={v.id}>
              <Card className="h-full p-4">
                <article aria-label={v.vaccine_name} className="space-y-3">
                  <div className="flex items-start gap-3">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-800">
                      <Syringe className="size-5" aria-hidden="true" />
                    </span>
                    <div className="min-w-0">
                      <h3 className="font-semibold break-words text-slate-900">{v.vaccine_name}</h3>
                      {showPatient ? (
                        <p className="text-sm text-slate-700">Paciente: {v.patient_name}</p>
                      ) : null}
                    </div>
                  </div>
                  <dl className="grid grid-cols-2 gap-3">
                    <Detail label="Data" value={formatDate(v.vaccine_date)} />
                    <Detail label="Dose" value={doseLabel(v)} />
                    <Detail label="Aplicada por" value={v.administered_by} />
                    <Detail label="Lote" value={v.batch_number} />
                    <Detail label="Fabricante" value={v.manufacturer} />
                    <Detail label="Próxima dose" value={formatDate(v.next_dose_date)} />
                  </dl>
                </article>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
