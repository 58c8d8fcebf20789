import { Suspense, lazy, useState } from 'react';
import { HeartPulse, Pencil, Syringe, TestTube } from 'lucide-react';
import { LIMITS } from '@saude/shared/domain/constants';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { maskPhone } from '@/lib/masks';
import { useExams } from '../api/use-exams';
import { useVaccinations } from '../api/use-vaccinations';

// The edit form is fetched when the patient opens it.
const HealthCardEditDialog = lazy(() =>
  import('./health-card-edit-dialog').then((m) => ({ default: m.HealthCardEditDialog })),
);

const EXAM_RESULT_PREVIEW_CHARS = 100;
const NOT_INFORMED = 'Não informado';

/** The digital health card (spec 01 section 1): personal health data, vaccines and the latest exams. */
export function HealthCard({ patient }: { patient: PatientProfile | null }) {
  const [editing, setEditing] = useState(false);
  // Once opened the dialog stays mounted, so that closing it animates like any other dialog.
  const [editOpened, setEditOpened] = useState(false);
  const contact = [
    patient?.emergency_contact_name,
    patient?.emergency_contact_phone && maskPhone(patient.emergency_contact_phone),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card aria-labelledby="cartao-saude" role="region" className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 bg-gradient-to-r from-sky-700 to-teal-700 px-5 py-4 text-white">
        <h2 id="cartao-saude" className="flex items-center gap-2 text-lg font-semibold">
          <HeartPulse className="size-5" aria-hidden="true" />
          Cartão de Saúde Digital
        </h2>
        {patient ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setEditOpened(true);
              setEditing(true);
            }}
          >
            <Pencil className="size-4" aria-hidden="true" />
            Editar
          </Button>
        ) : null}
      </div>
      <dl className="grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4">
        <Item label="Tipo sanguíneo" value={patient?.blood_type} />
        <Item label="Alergias" value={patient?.allergies} />
        <Item label="Contato de emergência" value={contact} />
        <Item label="Cartão SUS" value={patient?.sus_card} />
      </dl>
      <div className="grid gap-5 border-t border-slate-100 p-5 lg:grid-cols-2">
        <Vaccines />
        <Exams />
      </div>
      {patient && editOpened ? (
        <Suspense fallback={null}>
          <HealthCardEditDialog open={editing} onOpenChange={setEditing} patient={patient} />
        </Suspense>
      ) : null}
    </Card>
  );
}

function Item({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className={value ? 'mt-0.5 break-words text-slate-900' : 'mt-0.5 text-slate-500'}>
        {value || NOT_INFORMED}
      </dd>
    </div>
  );
}

function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner className="size-4" /> Carregando...
    </p>
  );
}

function Vaccines() {
  const query = useVaccinations();
  const list = query.data ?? [];
  return (
    <section aria-labelledby="vacinas">
      <h3 id="vacinas" className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
        <Syringe className="size-4 text-teal-700" aria-hidden="true" /> Vacinas
      </h3>
      {query.isPending ? (
        <Loading />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma vacina registrada</p>
      ) : (
        <ul className="space-y-2">
          {list.map((v) => (
            <li key={v.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <span className="font-medium text-slate-900">{v.vaccine_name}</span>
              {v.dose_number ? <span className="text-slate-700"> · {v.dose_number}ª dose</span> : null}
              <span className="block text-xs text-slate-600">
                {formatDate(v.vaccine_date)}
                {v.next_dose_date ? ` · Próxima dose: ${formatDate(v.next_dose_date)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Exams() {
  const query = useExams();
  const list = (query.data ?? []).slice(0, LIMITS.healthCardExams);
  return (
    <section aria-labelledby="exames">
      <h3 id="exames" className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
        <TestTube className="size-4 text-teal-700" aria-hidden="true" /> Exames
      </h3>
      {query.isPending ? (
        <Loading />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum exame registrado</p>
      ) : (
        <ul className="space-y-2">
          {list.map((e) => (
            <li key={e.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-slate-900">{e.exam_type}</span>
                {e.is_normal === null ? null : (
                  <Badge tone={e.is_normal ? 'success' : 'warning'}>
                    {e.is_normal ? 'Normal' : 'Atenção'}
                  </Badge>
                )}
              </span>
              <span className="block text-xs text-slate-600">{formatDate(e.exam_date)}</span>
              {e.result ? (
                <span className="mt-1 block break-words text-slate-700">
                  {e.result.length > EXAM_RESULT_PREVIEW_CHARS
                    ? `${e.result.slice(0, EXAM_RESULT_PREVIEW_CHARS)}...`
                    : e.result}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
