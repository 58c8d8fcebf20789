import { Suspense, useState, type ReactNode } from 'react';
import { lazyDialog, preloadOnIntent } from '@/lib/preloadable-lazy';
import {
  ChevronRight,
  Eye,
  HeartPulse,
  Pencil,
  Printer,
  Syringe,
  TestTube,
  type IconComponent,
} from '@/components/icons';
import { Link } from 'react-router';
import { doseLabel } from '@saude/shared/domain/vaccines';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { VACCINATION_CARD_ROUTE } from '@/features/data-export';
import { totalLabel, type ListPage } from '@/lib/api-list';
import { formatDate } from '@/lib/format-date';
import { cnsLabel, maskPhone } from '@/lib/masks';
import { useCardExams } from '../api/use-exams';
import { useCardVaccinations } from '../api/use-vaccinations';
import { blockState, type BlockState } from '../lib/block-state';
import { BlockBody } from './home-section';

// The edit form is fetched when the patient opens it.
const HealthCardEditDialog = lazyDialog(() =>
  import('./health-card-edit-dialog').then((m) => m.HealthCardEditDialog),
);
const EDIT_INTENT = preloadOnIntent([HealthCardEditDialog]);

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
            {...EDIT_INTENT}
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
        <Item label="Cartão SUS" value={patient?.sus_card && cnsLabel(patient.sus_card)} />
      </dl>
      <div className="grid gap-5 border-t border-slate-100 p-5 lg:grid-cols-2">
        <Vaccines />
        <Exams />
      </div>
      {patient ? (
        <div className="divide-y divide-slate-100 border-t border-slate-100 px-5 py-3">
          <Link
            to={VACCINATION_CARD_ROUTE}
            className="flex min-h-11 items-center gap-2 text-sm font-medium text-teal-800 underline-offset-4 hover:underline"
          >
            <Printer className="size-4" aria-hidden="true" />
            Carteira de vacinação para imprimir
            <ChevronRight className="ml-auto size-4" aria-hidden="true" />
          </Link>
          <Link
            to="/quem-acessou-meus-dados"
            className="flex min-h-11 items-center gap-2 text-sm font-medium text-teal-800 underline-offset-4 hover:underline"
          >
            <Eye className="size-4" aria-hidden="true" />
            Quem acessou meus dados
            <ChevronRight className="ml-auto size-4" aria-hidden="true" />
          </Link>
        </div>
      ) : null}
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

/** One of the card's lists: its latest rows, and the way to the rest when there are more. */
function CardList({
  id,
  title,
  icon: Icon,
  page,
  seeAll,
  state,
  children,
}: {
  id: string;
  title: string;
  icon: IconComponent;
  /** 'Ver todas' (vacinas) or 'Ver todos' (exames). */
  seeAll: string;
  page: ListPage<unknown> | undefined;
  state: BlockState;
  children: ReactNode;
}) {
  const more = page && page.total > page.items.length;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
        <Icon className="size-4 text-teal-700" aria-hidden="true" /> {title}
      </h3>
      <BlockBody state={state}>{children}</BlockBody>
      {more ? (
        <Link
          to="/medical-records"
          className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-teal-800 underline-offset-4 hover:underline"
        >
          {seeAll} ({totalLabel(page)})
        </Link>
      ) : null}
    </section>
  );
}

function Vaccines() {
  const query = useCardVaccinations();
  return (
    <CardList
      id="vacinas"
      title="Vacinas"
      icon={Syringe}
      page={query.data}
      seeAll="Ver todas"
      state={blockState(query, 'as vacinas', 'Nenhuma vacina registrada')}
    >
      <ul className="space-y-2">
        {query.data?.items.map((v) => (
          <li key={v.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
            <span className="font-medium text-slate-900">{v.vaccine_name}</span>
            {doseLabel(v) ? <span className="text-slate-700"> · {doseLabel(v)}</span> : null}
            <span className="block text-xs text-slate-600">
              {formatDate(v.vaccine_date)}
              {v.batch_number ? ` · Lote ${v.batch_number}` : ''}
              {v.manufacturer ? ` · ${v.manufacturer}` : ''}
              {v.next_dose_date ? ` · Próxima dose: ${formatDate(v.next_dose_date)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </CardList>
  );
}

/** The latest exams, as many as the spec's health card shows (5), asked for exactly. */
function Exams() {
  const query = useCardExams();
  return (
    <CardList
      id="exames"
      title="Exames"
      icon={TestTube}
      page={query.data}
      seeAll="Ver todos"
      state={blockState(query, 'os exames', 'Nenhum exame registrado')}
    >
      <ul className="space-y-2">
        {query.data?.items.map((e) => (
          <li key={e.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-900">{e.exam_type}</span>
              {e.is_normal === null ? null : (
                <Badge tone={e.is_normal ? 'success' : 'warning'}>{e.is_normal ? 'Normal' : 'Atenção'}</Badge>
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
    </CardList>
  );
}
