import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { IconComponent } from '@/components/icons';
import {
  CalendarCheck,
  CalendarDays,
  CircleCheck,
  ClipboardList,
  FilePlus2,
  FileText,
  Pill,
  UserRoundSearch,
} from '@/components/icons';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { Button } from '@/components/ui/button';
import { actionsFor, useDoctorDialogs, useUpdateAppointmentStatus } from '@/features/appointments';
import { localIsoDay } from '@/lib/calendar-day';
import { preloadOnIntent } from '@/lib/preloadable-lazy';
import { useIssuedPrescriptionsCount } from '../api/use-issued-prescriptions';
import { useTodayAppointments, useTodayCount } from '../api/use-today-appointments';
import { AgendaList } from './agenda-list';
import { IssuePrescriptionDialog, ProvisionalRecordDialog } from './lazy-dialogs';
import { ACTION_ROW, ACTION_WRAPS, STAT_ROW, StatTile } from './stat-tile';

const ACTION_INTENT = preloadOnIntent([IssuePrescriptionDialog, ProvisionalRecordDialog]);

/**
 * Doctor home body (spec 01 /dashboard): actions, counters and today's agenda, where the doctor
 * finishes each appointment and issues its prescription as on /appointments.
 */
export function DoctorDashboard() {
  const today = localIsoDay();
  const agenda = useTodayAppointments(today);
  const all = useTodayCount(today);
  const completed = useTodayCount(today, 'completed');
  const issued = useIssuedPrescriptionsCount();
  const [prescribing, setPrescribing] = useState(false);
  const [provisional, setProvisional] = useState(false);
  const change = useUpdateAppointmentStatus();
  const visit = useDoctorDialogs(change);
  const busy = (id: number) => change.isPending && change.variables?.id === id;
  const rowActions = (a: AppointmentItem) => {
    const offered = actionsFor('doctor', a, today);
    if (offered.length === 0) return null;
    return (
      <>
        {offered.includes('finish') ? (
          <Button
            size="sm"
            disabled={busy(a.id)}
            onClick={() => visit.finish(a)}
            aria-label={`Finalizar consulta de ${a.patient_name}`}
          >
            <CircleCheck className="size-4" aria-hidden="true" />
            Finalizar
          </Button>
        ) : null}
        {offered.includes('prescribe') ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => visit.prescribe(a)}
            aria-label={`Emitir receita para ${a.patient_name}`}
          >
            <FileText className="size-4" aria-hidden="true" />
            Emitir Receita
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <>
      <section aria-label="Ações" className={ACTION_ROW} {...ACTION_INTENT}>
        <Button size="lg" className={ACTION_WRAPS} onClick={() => setPrescribing(true)}>
          <FilePlus2 className="size-5" aria-hidden="true" />
          Nova Receita
        </Button>
        <Button size="lg" variant="outline" className={ACTION_WRAPS} onClick={() => setProvisional(true)}>
          <UserRoundSearch className="size-5" aria-hidden="true" />
          Sem Documentos
        </Button>
      </section>
      <section aria-label="Resumo do dia" className={STAT_ROW}>
        <StatTile label="Consultas hoje" value={all.data?.label} icon={CalendarDays} />
        <StatTile label="Realizadas hoje" value={completed.data?.label} icon={CalendarCheck} />
        <StatTile label="Receitas emitidas" value={issued.data?.label} icon={Pill} />
      </section>
      <AgendaList
        title="Agenda de hoje"
        list={agenda}
        empty="Nenhuma consulta para hoje."
        showDoctor={false}
        actions={rowActions}
        intent={visit.intent}
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
        {visit.dialogs}
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
  icon: IconComponent;
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
