import { FlaskConical } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PagedList } from '@/components/ui/paged-list';
import { formatDate } from '@/lib/format-date';
import { useExams } from '../api/use-exams';
import { Detail, EmptyRecords } from './record-parts';

/** Spec 01 section 9: the exam result preview is 100 characters. */
const RESULT_PREVIEW = 100;

function preview(text: string | null): string | null {
  if (!text) return null;
  const chars = Array.from(text);
  return chars.length > RESULT_PREVIEW ? `${chars.slice(0, RESULT_PREVIEW).join('')}...` : text;
}

/** 'Exames': type, date, result preview, reference values and the Normal/Atenção badge. */
export function ExamsTab({ showPatient }: { showPatient: boolean }) {
  const list = useExams();
  return (
    <PagedList
      list={list}
      loadingLabel="Carregando exames..."
      errorText="Não foi possível carregar os exames."
      totalText={(count, total) => `${count} ${total === 1 ? 'exame' : 'exames'}`}
      empty={<EmptyRecords icon={FlaskConical} text="Nenhum exame registrado." />}
    >
      {(items) => (
        <ul className="grid gap-3 md:grid-cols-2">
          {items.map((e) => (
            <li key={e.id}>
              <Card className="h-full p-4">
                <article aria-label={e.exam_type} className="space-y-3">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-semibold break-words text-slate-900">{e.exam_type}</h3>
                      <p className="text-sm text-slate-700">
                        {formatDate(e.exam_date)}
                        {showPatient ? ` · ${e.patient_name}` : ''}
                      </p>
                    </div>
                    {e.is_normal === null ? null : (
                      <Badge tone={e.is_normal ? 'success' : 'warning'}>
                        {e.is_normal ? 'Normal' : 'Atenção'}
                      </Badge>
                    )}
                  </div>
                  <dl className="space-y-2">
                    <Detail label="Resultado" value={preview(e.result)} />
                    <Detail label="Valores de referência" value={e.reference_values} />
                  </dl>
                  {e.result ? null : (
                    <p className="text-sm text-slate-600">Resultado ainda não disponível.</p>
                  )}
                </article>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
