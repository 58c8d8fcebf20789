import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { CalendarCheck, CalendarDays, ClipboardList, FilePlus2, Pill, UserRoundSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { localToday } from '../agenda';
import { useIssuedPrescriptions } from '../api/use-issued-prescriptions';
import { useTodayAppointments } from '../api/use-today-appointments';
import { AgendaList } from './agenda-list';
import { StatTile } from './stat-tile';

// The dialogs' forms (and their validation) are fetched when first opened, not with the home.
const IssuePrescriptionDialog = lazy(() =>
  import('@/features/prescriptions').then((m) => ({ default: m.IssuePrescriptionDialog })),
);
const ProvisionalRecordDialog = lazy(() =>
  import('@/features/provisional-patients').then((m) => ({ default: m.ProvisionalRecordDialog })),
);

/** Doctor home body (spec 01 /dashboard): actions, counters and today's agenda. */
export function DoctorDashboard() {
  const today = localToday();
  const agenda = useTodayAppointments(today);
  const issued = useIssuedPrescriptions();
  const [prescribing, setPrescribing] = useState(false);
  const [provisional, setProvisional] = useState(false);
  const items = agenda.data;

  return (
    <>
      <section aria-label="Ações" className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => setPrescribing(true)}>
          <FilePlus2 className="size-5" aria-hidden="true" />
          Nova Receita
        </Button>
        <Button size="lg" variant="outline" onClick={() => setProvisional(true)}>
          <UserRoundSearch className="size-5" aria-hidden="true" />
          Sem Documentos
        </Button>
      </section>
      <section aria-label="Resumo do dia" className="grid gap-3 sm:grid-cols-3">
        <StatTile label="Consultas hoje" value={items?.length} icon={CalendarDays} />
        <StatTile
          label="Realizadas hoje"
          value={items?.filter((a) => a.status === 'completed').length}
          icon={CalendarCheck}
        />
        <StatTile label="Receitas emitidas" value={issued.data?.length} icon={Pill} />
      </section>
      <AgendaList
        title="Agenda de hoje"
        items={items}
        loading={agenda.isPending}
        failed={agenda.isError}
        empty="Nenhuma consulta para hoje."
      />
      <nav aria-label="Acesso rápido" className="grid gap-3 sm:grid-cols-2">
        <QuickLink
          to="/medical-records"
          icon={ClipboardList}
          label="Prontuários"
          text="Histórico dos pacientes"
        />
        <QuickLink to="/prescriptions" icon={Pill} label="Receitas" text="Receitas emitidas" />
      </nav>
      <Suspense fallback={null}>
        {prescribing ? <IssuePrescriptionDialog open onOpenChange={setPrescribing} /> : null}
        {provisional ? <ProvisionalRecordDialog open onOpenChange={setProvisional} /> : null}
      </Suspense>
    </>
  );
}

function QuickLink({
  to,
  icon: Icon,
  label,
  text,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  text: string;
}) {
  return (
    <Link
      to={to}
      className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-teal-300"
    >
      <span className="rounded-xl bg-teal-50 p-2 text-teal-800">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span>
        <span className="block font-medium text-slate-900">{label}</span>
        <span className="block text-sm text-slate-600">{text}</span>
      </span>
    </Link>
  );
}
