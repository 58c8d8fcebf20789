import { z } from 'zod';
import { toast } from '@/components/ui/toast';
import { APPOINTMENT_TYPE_LABELS } from '@saude/shared/domain/constants';
import {
  CANCELLATION_REASON_MAX,
  appointmentRescheduleSchema,
  type AppointmentItem,
  type AppointmentRequestItem,
} from '@saude/shared/schemas/appointments';
import { FormField } from '@/components/form/form-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatDate, formatTime } from '@/lib/format-date';
import {
  useCancelAppointment,
  useRescheduleAppointment,
  useWithdrawRequest,
} from '../api/use-cancel-appointment';

const when = (a: AppointmentItem) =>
  `${formatDate(a.appointment_date)}${a.appointment_time ? ` às ${formatTime(a.appointment_time)}` : ''}`;
const what = (a: AppointmentItem) => a.specialty ?? APPOINTMENT_TYPE_LABELS[a.appointment_type];

const cancelSchema = appointmentRescheduleSchema.pick({ cancellation_reason: true });
const CANCEL_DEFAULTS = { cancellation_reason: '' };
const RESCHEDULE_DEFAULTS = { cancellation_reason: '', notes: '' };

type AppointmentDialogProps = { appointment: AppointmentItem | null; onClose: () => void };

/**
 * 'Cancelar' asks first and lets the patient say why (optional): the slot goes back to the unit. The
 * dismiss button reads "Voltar", since "Cancelar" would be the action itself.
 */
export function CancelAppointmentDialog({ appointment, onClose }: AppointmentDialogProps) {
  return (
    <Dialog open={appointment != null} onOpenChange={(open) => !open && onClose()}>
      {appointment ? (
        <DialogContent
          title="Cancelar consulta"
          description={`Tem certeza que deseja cancelar ${what(appointment)} de ${when(appointment)}? O horário será liberado para outro paciente.`}
          role="alertdialog"
        >
          <CancelForm key={appointment.id} appointment={appointment} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CancelForm({ appointment, onClose }: { appointment: AppointmentItem; onClose: () => void }) {
  const mutation = useCancelAppointment(appointment.id);
  const form = useSchemaForm(cancelSchema, CANCEL_DEFAULTS);
  return (
    <SchemaForm
      form={form}
      onSubmit={(body) =>
        mutation.mutate(body, {
          onSuccess: () => {
            toast.success('Consulta cancelada.');
            onClose();
          },
        })
      }
      onCancel={onClose}
      cancelLabel="Voltar"
      busy={mutation.isPending}
      error={mutation.error}
      errorFallback="Erro ao cancelar a consulta. Tente novamente."
      submitVariant="danger"
      submitLabel="Cancelar consulta"
      busyLabel="Cancelando..."
    >
      <FormField<typeof CANCEL_DEFAULTS>
        name="cancellation_reason"
        id="cancelar-motivo"
        label="Motivo (opcional)"
        kind="textarea"
        rows={3}
        maxLength={CANCELLATION_REASON_MAX}
      />
    </SchemaForm>
  );
}

/**
 * 'Remarcar' cancels the appointment and asks again for the same specialty, type and unit; the unit
 * then proposes a new date and time. The patient sees what will be asked and may add a note.
 */
export function RescheduleAppointmentDialog({ appointment, onClose }: AppointmentDialogProps) {
  return (
    <Dialog open={appointment != null} onOpenChange={(open) => !open && onClose()}>
      {appointment ? (
        <DialogContent
          title="Remarcar consulta"
          description={`A consulta de ${when(appointment)} será cancelada e uma nova solicitação será enviada à unidade, que vai propor outra data e horário.`}
          role="alertdialog"
        >
          <RescheduleForm key={appointment.id} appointment={appointment} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RescheduleForm({ appointment: a, onClose }: { appointment: AppointmentItem; onClose: () => void }) {
  const mutation = useRescheduleAppointment(a.id);
  const form = useSchemaForm(appointmentRescheduleSchema, RESCHEDULE_DEFAULTS);
  const Field = FormField<typeof RESCHEDULE_DEFAULTS>;
  return (
    <SchemaForm
      form={form}
      onSubmit={(body) =>
        mutation.mutate(body, {
          onSuccess: () => {
            toast.success('Solicitação enviada com sucesso! Aguarde a aprovação da unidade de saúde.');
            onClose();
          },
        })
      }
      onCancel={onClose}
      cancelLabel="Voltar"
      busy={mutation.isPending}
      error={mutation.error}
      errorFallback="Erro ao remarcar a consulta. Tente novamente."
      submitLabel="Remarcar"
      busyLabel="Remarcando..."
    >
      <dl className="grid gap-1 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
        <div className="flex gap-1">
          <dt className="font-medium">Especialidade:</dt>
          <dd>{a.specialty ?? 'Não informada'}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-medium">Tipo:</dt>
          <dd>{APPOINTMENT_TYPE_LABELS[a.appointment_type]}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-medium">Unidade:</dt>
          <dd>{a.health_unit_name ?? 'Qualquer unidade disponível'}</dd>
        </div>
      </dl>
      <Field
        name="notes"
        id="remarcar-observacoes"
        label="Observações para a unidade (opcional)"
        kind="textarea"
        rows={3}
        maxLength={1000}
        placeholder="Ex.: prefiro à tarde"
      />
      <Field
        name="cancellation_reason"
        id="remarcar-motivo"
        label="Motivo da remarcação (opcional)"
        kind="textarea"
        rows={2}
        maxLength={CANCELLATION_REASON_MAX}
      />
    </SchemaForm>
  );
}

const withdrawSchema = z.object({});

/** 'Desistir' of a pending request asks first; the unit no longer sees it in its queue. */
export function WithdrawRequestDialog({
  request,
  onClose,
}: {
  request: AppointmentRequestItem | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={request != null} onOpenChange={(open) => !open && onClose()}>
      {request ? (
        <DialogContent
          title="Desistir da solicitação"
          description={`Tem certeza que deseja desistir da solicitação de ${request.specialty}? A unidade de saúde não vai mais analisá-la.`}
          role="alertdialog"
        >
          <WithdrawForm key={request.id} request={request} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function WithdrawForm({ request, onClose }: { request: AppointmentRequestItem; onClose: () => void }) {
  const mutation = useWithdrawRequest(request.id);
  const form = useSchemaForm(withdrawSchema, {});
  return (
    <SchemaForm
      form={form}
      onSubmit={() =>
        mutation.mutate(
          {},
          {
            onSuccess: () => {
              toast.success('Solicitação cancelada.');
              onClose();
            },
          },
        )
      }
      onCancel={onClose}
      cancelLabel="Voltar"
      busy={mutation.isPending}
      error={mutation.error}
      errorFallback="Erro ao cancelar a solicitação. Tente novamente."
      submitVariant="danger"
      submitLabel="Desistir"
      busyLabel="Cancelando..."
    >
      {null}
    </SchemaForm>
  );
}
