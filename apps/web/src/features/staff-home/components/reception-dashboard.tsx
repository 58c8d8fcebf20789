import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, CalendarDays, CircleCheck, UserRoundSearch } from 'lucide-react';
import { toast } from 'sonner';
import type { AppointmentStatus } from '@saude/shared/domain/constants';
import { Button, buttonClasses } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { useUpdateAppointmentStatus } from '@/features/appointments';
import { localIsoDay } from '@/lib/calendar-day';
import { useTodayAppointments, useTodayCount } from '../api/use-today-appointments';
import { AgendaList } from './agenda-list';
import { StatTile } from './stat-tile';

// The dialog's form (and its validation) is fetched when first opened, not with the home.
const ProvisionalRecordDialog = lazy(() =>
  import('@/features/provisional-patients').then((m) => ({ default: m.ProvisionalRecordDialog })),
);

/** Reception home body (spec 01 /dashboard): counters, provisional record and today's check-in. */
export function ReceptionDashboard() {
  const today = localIsoDay();
  const agenda = useTodayAppointments(today);
  const all = useTodayCount(today);
  const confirmed = useTodayCount(today, 'confirmed');
  const attended = useTodayCount(today, 'completed');
  const change = useUpdateAppointmentStatus();
  const [provisional, setProvisional] = useState(false);

  const act = (id: number, status: AppointmentStatus) =>
    change.mutate(
      { id, status },
      { onError: (e) => toast.error(apiErrorMessage(e, 'Erro ao atualizar a consulta. Tente novamente.')) },
    );
  const busy = (id: number) => change.isPending && change.variables?.id === id;

  return (
    <>
      <section aria-label="Ações" className="flex flex-col gap-3 sm:flex-row">
        <Link to="/appointments" className={buttonClasses({ size: 'lg' })}>
          <CalendarDays className="size-5" aria-hidden="true" />
          Consultas
        </Link>
        <Button size="lg" variant="outline" onClick={() => setProvisional(true)}>
          <UserRoundSearch className="size-5" aria-hidden="true" />
          Sem Documentos
        </Button>
      </section>
      <section aria-label="Resumo do dia" className="grid gap-3 sm:grid-cols-3">
        <StatTile label="Consultas hoje" value={all.data?.label} icon={CalendarDays} />
        <StatTile label="Confirmadas" value={confirmed.data?.label} icon={CalendarCheck} />
        <StatTile label="Atendidas" value={attended.data?.label} icon={CircleCheck} />
      </section>
      <AgendaList
        title="Check-in de hoje"
        list={agenda}
        empty="Nenhuma consulta para hoje."
        actions={(a) =>
          a.status === 'scheduled' ? (
            <Button
              size="sm"
              disabled={busy(a.id)}
              onClick={() => act(a.id, 'confirmed')}
              aria-label={`Check-in de ${a.patient_name}`}
            >
              Check-in
            </Button>
          ) : a.status === 'confirmed' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={busy(a.id)}
              onClick={() => act(a.id, 'no_show')}
              aria-label={`Faltou: ${a.patient_name}`}
            >
              Faltou
            </Button>
          ) : null
        }
      />
      <Suspense fallback={null}>
        {provisional ? <ProvisionalRecordDialog open onOpenChange={setProvisional} /> : null}
      </Suspense>
    </>
  );
}
