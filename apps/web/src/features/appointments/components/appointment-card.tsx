import {
  Building2,
  CalendarClock,
  CalendarDays,
  CircleCheck,
  CircleX,
  FileText,
  Stethoscope,
  UserRound,
  UserX,
} from '@/components/icons';
import { APPOINTMENT_TYPE_LABELS } from '@saude/shared/domain/constants';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatTime } from '@/lib/format-date';
import type { AppointmentAction } from '../lib/appointment-actions';
import { CheckedInNote } from './checked-in-note';
import { AppointmentStatusBadge } from './status-badges';

type AppointmentCardProps = {
  appointment: AppointmentItem;
  /** Staff see the patient; patients see their doctor. */
  showPatient: boolean;
  actions: AppointmentAction[];
  busy: boolean;
  onAction(action: AppointmentAction): void;
  /** The doctor reading their own agenda: their name on every row says nothing. */
  hideDoctor?: boolean;
  /** Checked in a moment ago: says so where the buttons will be (useSettling). */
  justCheckedIn?: boolean;
};

const ACTION_BUTTONS: Record<
  AppointmentAction,
  { label: string; icon: typeof CircleCheck; variant: 'primary' | 'outline' | 'secondary' }
> = {
  'check-in': { label: 'Check-in', icon: CircleCheck, variant: 'primary' },
  'no-show': { label: 'Faltou', icon: UserX, variant: 'outline' },
  finish: { label: 'Finalizar', icon: CircleCheck, variant: 'primary' },
  prescribe: { label: 'Emitir Receita', icon: FileText, variant: 'secondary' },
  reschedule: { label: 'Remarcar', icon: CalendarClock, variant: 'outline' },
  cancel: { label: 'Cancelar', icon: CircleX, variant: 'outline' },
};

/** Actions that ask in a dialog first: the card's button never shows a spinner for them. */
const ASKS_FIRST = new Set<AppointmentAction>(['prescribe', 'cancel', 'reschedule']);

export function AppointmentCard({
  appointment: a,
  showPatient,
  actions,
  busy,
  onAction,
  hideDoctor = false,
  justCheckedIn = false,
}: AppointmentCardProps) {
  const when = `${formatDate(a.appointment_date)}${a.appointment_time ? ` às ${formatTime(a.appointment_time)}` : ''}`;
  const title = showPatient ? a.patient_name : (a.specialty ?? APPOINTMENT_TYPE_LABELS[a.appointment_type]);
  return (
    <Card className="p-4">
      <article aria-label={`${title}, ${when}`} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-slate-900">{title}</h3>
            <p className="flex items-center gap-1.5 text-sm text-slate-700">
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              {when}
            </p>
          </div>
          <AppointmentStatusBadge status={a.status} />
        </div>
        <ul className="grid gap-1 text-sm text-slate-800 sm:grid-cols-2">
          <li className="flex items-center gap-2">
            <Stethoscope className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
            {APPOINTMENT_TYPE_LABELS[a.appointment_type] ?? a.appointment_type}
            {showPatient && a.specialty ? ` · ${a.specialty}` : ''}
          </li>
          {hideDoctor ? null : (
            <li className="flex items-center gap-2">
              <UserRound className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
              {a.doctor_name ? a.doctor_name : 'Médico a definir'}
            </li>
          )}
          {a.health_unit_name ? (
            <li className="flex items-center gap-2 sm:col-span-2">
              <Building2 className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
              {a.health_unit_name}
            </li>
          ) : null}
        </ul>
        {a.notes ? <p className="text-sm break-words text-slate-700">Observações: {a.notes}</p> : null}
        {a.status === 'cancelled' && a.cancellation_reason ? (
          <p className="text-sm break-words text-slate-700">
            Motivo do cancelamento: {a.cancellation_reason}
          </p>
        ) : null}
        {justCheckedIn ? (
          <CheckedInNote />
        ) : actions.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => {
              const { label, icon: Icon, variant } = ACTION_BUTTONS[action];
              return (
                <Button
                  key={action}
                  size="sm"
                  variant={variant}
                  disabled={busy}
                  onClick={() => onAction(action)}
                >
                  {busy && !ASKS_FIRST.has(action) ? (
                    <Spinner className="size-4" />
                  ) : (
                    <Icon className="size-4" aria-hidden="true" />
                  )}
                  {label}
                </Button>
              );
            })}
          </div>
        ) : null}
      </article>
    </Card>
  );
}
