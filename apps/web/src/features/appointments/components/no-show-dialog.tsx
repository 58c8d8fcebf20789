import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate, formatTime } from '@/lib/format-date';

type NoShowDialogProps = {
  /** The appointment about to be marked as missed; null keeps the dialog closed. */
  appointment: Pick<AppointmentItem, 'patient_name' | 'appointment_date' | 'appointment_time'> | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
};

/**
 * 'Faltou' asks first: it appears where 'Check-in' was, so a hurried second tap must not mark a
 * patient who is at the counter as absent (docs/decisions/015).
 */
export function NoShowDialog({ appointment, busy, onCancel, onConfirm }: NoShowDialogProps) {
  const when = appointment
    ? `${formatDate(appointment.appointment_date)}${
        appointment.appointment_time ? ` às ${formatTime(appointment.appointment_time)}` : ''
      }`
    : '';
  return (
    <ConfirmDialog
      open={appointment !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Registrar falta"
      question={
        appointment
          ? `${appointment.patient_name} não compareceu à consulta de ${when}? A consulta ficará marcada como falta.`
          : ''
      }
      confirmLabel="Confirmar falta"
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
