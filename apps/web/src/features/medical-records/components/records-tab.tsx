import { ClipboardList } from '@/components/icons';
import { Card } from '@/components/ui/card';
import { PagedList } from '@/components/ui/paged-list';
import { formatCid10 } from '@saude/shared/domain/cid10';
import { formatDate } from '@/lib/format-date';
import { useMedicalRecords } from '../api/use-medical-records';
import { Detail, EmptyRecords } from './record-parts';

/** 'Consultas': the records written when appointments were finished. */
export function RecordsTab({ showPatient }: { showPatient: boolean }) {
  const list = useMedicalRecords();
  return (
    <PagedList
      list={list}
      loadingLabel="Carregando consultas..."
      errorText="Não foi possível carregar as consultas."
      totalText={(count, total) => `${count} ${total === 1 ? 'consulta' : 'consultas'}`}
      empty={<EmptyRecords icon={ClipboardList} text="Nenhum registro de consulta encontrado." />}
    >
      {(items) => (
        <ul className="space-y-3">
          {items.map((r) => (
            <li key={r.id}>
              <Card className="p-4">
                <article aria-label={`Consulta de ${formatDate(r.record_date)}`} className="space-y-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="font-semibold text-slate-900">Consulta de {formatDate(r.record_date)}</h3>
                    <p className="text-sm text-slate-700">
                      {showPatient
                        ? `Paciente: ${r.patient_name}`
                        : r.doctor_name
                          ? `Médico: ${r.doctor_name}`
                          : 'Médico não informado'}
                    </p>
                  </div>
                  <dl className="grid gap-3 sm:grid-cols-2">
                    <Detail label="Diagnóstico" value={r.diagnosis} />
                    <Detail
                      label="CID-10"
                      className="sm:col-span-2"
                      value={
                        r.diagnoses.length ? (
                          <ul className="space-y-0.5">
                            {r.diagnoses.map((d) => (
                              <li key={d.code}>
                                <span className="font-semibold">{formatCid10(d.code)}</span> {d.description}
                              </li>
                            ))}
                          </ul>
                        ) : null
                      }
                    />
                    <Detail label="Tratamento" value={r.treatment} />
                    <Detail label="Observações" value={r.observations} className="sm:col-span-2" />
                  </dl>
                  {!r.diagnosis && !r.diagnoses.length && !r.treatment && !r.observations ? (
                    <p className="text-sm text-slate-600">Sem anotações registradas.</p>
                  ) : null}
                </article>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
