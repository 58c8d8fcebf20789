import { useMemo, useState } from 'react';
import { CalendarX } from 'lucide-react';
import { toast } from 'sonner';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { Card } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { IssuePrescriptionDialog } from '@/features/prescriptions';
import { apiErrorMessage } from '@/lib/api-client';
import { useAppointments } from '../api/use-appointments';
import { useUpdateAppointmentStatus } from '../api/use-update-appointment-status';
import { actionsFor, type AppointmentAction } from '../lib/appointment-actions';
import { agendaOrder } from '../lib/agenda-order';
import { AppointmentCard } from './appointment-card';
import { AppointmentStatusFilter, type StatusFilter } from './appointment-status-filter';
import { FinishAppointmentDialog, type MedicalRecordDraft } from './finish-appointment-dialog';

type AppointmentsSectionProps = { title: string; role: string | null };

const STATUS_ERROR = 'Erro ao atualizar o status da consulta. Tente novamente.';

/** A list of appointments with the status filter and, for staff, the status actions. */
export function AppointmentsSection({ title, role }: AppointmentsSectionProps) {
  const [filter, setFilter] = useState<StatusFilter>('all');
  const list = useAppointments(filter);
  const update = useUpdateAppointmentStatus();
  const [finishing, setFinishing] = useState<AppointmentItem | null>(null);
  const [prescribing, setPrescribing] = useState<AppointmentItem | null>(null);
  const items = useMemo(() => agendaOrder(list.data ?? []), [list.data]);
  const showPatient = role !== 'patient';

  const onAction = (a: AppointmentItem, action: AppointmentAction) => {
    if (action === 'finish') {
      update.reset();
      return setFinishing(a);
    }
    if (action === 'prescribe') return setPrescribing(a);
    const status = action === 'check-in' ? 'confirmed' : 'no_show';
    update.mutate(
      { id: a.id, status },
      { onError: (error) => toast.error(apiErrorMessage(error, STATUS_ERROR)) },
    );
  };

  const finish = (record: MedicalRecordDraft) => {
    if (!finishing) return;
    update.mutate(
      { id: finishing.id, status: 'completed', ...record },
      { onSuccess: () => setFinishing(null) },
    );
  };

  return (
    <section aria-labelledby="consultas-titulo" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="consultas-titulo" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <AppointmentStatusFilter value={filter} onChange={setFilter} />
      </div>
      {list.isPending ? <LoadingScreen label="Carregando consultas..." /> : null}
      {/* Spec 01 section 8: a failed load leaves the list empty. */}
      {!list.isPending && items.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-8 text-center">
          <CalendarX className="size-8 text-slate-400" aria-hidden="true" />
          <p className="mt-2 text-sm text-slate-700">Nenhuma consulta encontrada.</p>
        </Card>
      ) : null}
      {items.length > 0 ? (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label={title}>
          {items.map((a) => (
            <li key={a.id}>
              <AppointmentCard
                appointment={a}
                showPatient={showPatient}
                actions={actionsFor(role, a.status)}
                busy={update.isPending && update.variables?.id === a.id}
                onAction={(action) => onAction(a, action)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {role === 'doctor' ? (
        <>
          <FinishAppointmentDialog
            appointment={finishing}
            pending={update.isPending}
            error={finishing ? update.error : null}
            onOpenChange={(open) => !open && setFinishing(null)}
            onFinish={finish}
          />
          <IssuePrescriptionDialog
            open={prescribing !== null}
            onOpenChange={(open) => !open && setPrescribing(null)}
            appointment={
              prescribing ? { id: prescribing.id, patient_name: prescribing.patient_name } : undefined
            }
          />
        </>
      ) : null}
    </section>
  );
}
