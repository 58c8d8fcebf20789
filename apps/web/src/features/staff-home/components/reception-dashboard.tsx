import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import {
  CalendarCheck,
  CalendarDays,
  CircleCheck,
  KeyRound,
  UserRoundSearch,
  UserX,
} from '@/components/icons';
import { toast } from '@/components/ui/toast';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { Button, buttonClasses } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { apiErrorMessage } from '@/lib/api-client';
import { CheckedInNote, NoShowDialog, useUpdateAppointmentStatus } from '@/features/appointments';
import { useAreaContext, viewerCan } from '@/features/session';
import { localIsoDay } from '@/lib/calendar-day';
import { preloadOnIntent } from '@/lib/preloadable-lazy';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTodayAppointments, useTodayCount } from '../api/use-today-appointments';
import { AgendaList } from './agenda-list';
import { IssueResetCodeDialog, ProvisionalRecordDialog } from './lazy-dialogs';
import { ACTION_ROW, ACTION_WRAPS, STAT_ROW, StatTile } from './stat-tile';

const ACTION_INTENT = preloadOnIntent([ProvisionalRecordDialog, IssueResetCodeDialog]);
/** On the check-in rows: 'Faltou' asks for its confirmation, whose code comes as the rows are reached. */
const ROW_INTENT = preloadOnIntent([NoShowDialog]);

/**
 * Reception home body (spec 01 /dashboard): counters, provisional record, a code for whoever forgot
 * the password (decision 017) and today's check-in.
 */
export function ReceptionDashboard() {
  const { viewer } = useAreaContext();
  const canIssueResetCode = viewerCan(viewer, 'password-reset:issue');
  const today = localIsoDay();
  const [patient, setPatient] = useState('');
  const agenda = useTodayAppointments(today, useDebouncedValue(patient));
  const all = useTodayCount(today);
  const confirmed = useTodayCount(today, 'confirmed');
  const attended = useTodayCount(today, 'completed');
  const change = useUpdateAppointmentStatus();
  const [provisional, setProvisional] = useState(false);
  const [resetCode, setResetCode] = useState(false);
  const [missed, setMissed] = useState<AppointmentItem | null>(null);

  const onError = (e: unknown) =>
    toast.error(apiErrorMessage(e, 'Erro ao atualizar a consulta. Tente novamente.'));
  const checkIn = (id: number) => change.change({ id, status: 'confirmed' }, { onError });
  const markMissed = () =>
    missed &&
    change.change({ id: missed.id, status: 'no_show' }, { onSuccess: () => setMissed(null), onError });
  const busy = (id: number) => change.isPending && change.variables?.id === id;

  return (
    <>
      <section aria-label="Ações" className={ACTION_ROW} {...ACTION_INTENT}>
        <Link to="/appointments" className={buttonClasses({ size: 'lg', className: 'col-span-2' })}>
          <CalendarDays className="size-5" aria-hidden="true" />
          Consultas
        </Link>
        <Button size="lg" variant="outline" className={ACTION_WRAPS} onClick={() => setProvisional(true)}>
          <UserRoundSearch className="size-5" aria-hidden="true" />
          Sem Documentos
        </Button>
        {canIssueResetCode ? (
          <Button size="lg" variant="outline" className={ACTION_WRAPS} onClick={() => setResetCode(true)}>
            <KeyRound className="size-5" aria-hidden="true" />
            Redefinir senha de acesso
          </Button>
        ) : null}
      </section>
      <section aria-label="Resumo do dia" className={STAT_ROW}>
        <StatTile label="Consultas hoje" value={all.data?.label} icon={CalendarDays} />
        <StatTile label="Confirmadas" value={confirmed.data?.label} icon={CalendarCheck} />
        <StatTile label="Atendidas" value={attended.data?.label} icon={CircleCheck} />
      </section>
      <AgendaList
        intent={ROW_INTENT}
        title="Check-in de hoje"
        list={agenda}
        empty={patient.trim() ? 'Nenhuma consulta hoje para este paciente.' : 'Nenhuma consulta para hoje.'}
        search={
          <SearchField
            id="busca-check-in"
            label="Buscar paciente por nome ou CPF"
            // The label is cut on a phone ('...nome ou CF').
            placeholder="Nome ou CPF do paciente"
            value={patient}
            onChange={setPatient}
          />
        }
        actions={(a) =>
          a.status === 'scheduled' ? (
            <Button
              size="sm"
              disabled={busy(a.id)}
              onClick={() => checkIn(a.id)}
              aria-label={`Check-in de ${a.patient_name}`}
            >
              <CircleCheck className="size-4" aria-hidden="true" />
              Check-in
            </Button>
          ) : a.status === 'confirmed' && change.justCheckedIn(a.id) ? (
            <CheckedInNote />
          ) : a.status === 'confirmed' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={busy(a.id)}
              onClick={() => setMissed(a)}
              aria-label={`Faltou: ${a.patient_name}`}
            >
              <UserX className="size-4" aria-hidden="true" />
              Faltou
            </Button>
          ) : null
        }
      />
      <Suspense fallback={null}>
        {missed ? (
          <NoShowDialog
            appointment={missed}
            busy={change.isPending}
            onCancel={() => setMissed(null)}
            onConfirm={markMissed}
          />
        ) : null}
        {provisional ? <ProvisionalRecordDialog open onOpenChange={setProvisional} /> : null}
        {resetCode ? <IssueResetCodeDialog open onOpenChange={setResetCode} /> : null}
      </Suspense>
    </>
  );
}
