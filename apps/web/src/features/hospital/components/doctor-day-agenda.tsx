import { CalendarClock, TriangleAlert } from '@/components/icons';
import type { DoctorDayAppointment } from '@saude/shared/schemas/hospital';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatTime } from '@/lib/format-date';
import { useDoctorDay } from '../api/requests';

const STATUS: Record<string, string> = {
  scheduled: 'Agendada',
  confirmed: 'Confirmada',
  completed: 'Realizada',
  no_show: 'Faltou',
};

/** The booked times at `time`, which a new appointment there would share. */
export function conflictsAt(appointments: readonly DoctorDayAppointment[], time: string) {
  return time ? appointments.filter((a) => a.appointment_time?.slice(0, 5) === time) : [];
}

/**
 * The chosen doctor's day in the approve dialog: what is already booked, and a warning when the chosen
 * time is taken. A warning, not a block: a unit may fit a patient in on purpose.
 */
export function DoctorDayAgenda({ doctor, date, time }: { doctor: string; date: string; time: string }) {
  const day = useDoctorDay(doctor, date);
  if (!doctor || !date) return null;
  if (day.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner className="size-4" /> Carregando a agenda do médico...
      </p>
    );
  }
  if (day.isError) {
    return <Alert tone="warning">Não foi possível carregar a agenda do médico neste dia.</Alert>;
  }
  const booked = day.data.appointments;
  const conflicts = conflictsAt(booked, time);
  return (
    <section
      aria-label="Agenda do médico no dia"
      className="space-y-2 rounded-lg border border-slate-200 p-3"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <CalendarClock className="size-4 text-teal-800" aria-hidden="true" />
        Agenda em {formatDate(date)}:{' '}
        {booked.length === 0
          ? 'nenhuma consulta marcada'
          : `${booked.length} ${booked.length === 1 ? 'consulta marcada' : 'consultas marcadas'}`}
      </p>
      {booked.length > 0 ? (
        <ul className="max-h-40 space-y-1 overflow-y-auto text-sm text-slate-800">
          {booked.map((a) => (
            <li key={a.id} className="flex gap-2">
              <span className="w-12 shrink-0 font-medium tabular-nums">
                {a.appointment_time ? formatTime(a.appointment_time) : '--:--'}
              </span>
              <span className="min-w-0 flex-1 truncate">{a.patient_name}</span>
              <span className="shrink-0 text-slate-600">{STATUS[a.status] ?? a.status}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {conflicts.length > 0 ? (
        <Alert tone="warning" icon={TriangleAlert} title="Horário já ocupado">
          Este médico já tem consulta às {formatTime(time)} com{' '}
          {conflicts.map((c) => c.patient_name).join(', ')}. Escolha outro horário ou confirme para marcar
          mesmo assim.
        </Alert>
      ) : null}
    </section>
  );
}
