import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { APPOINTMENT_TYPES, APPOINTMENT_TYPE_LABELS, SPECIALTIES } from '@saude/shared/domain/constants';
import {
  REQUIRED_FIELDS_MESSAGE,
  appointmentRequestCreateSchema,
  type AppointmentRequestCreate,
} from '@saude/shared/schemas/appointments';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useCreateAppointmentRequest } from '../api/use-create-appointment-request';
import type { HealthUnitOption } from '@saude/shared/schemas/health-units';
import { REQUEST_SUCCESS_MESSAGE, requestErrorMessage } from '../lib/request-error-message';

type RequestBody = ReturnType<typeof appointmentRequestCreateSchema.parse>;

type AppointmentRequestDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  units: HealthUnitOption[];
};

/** 'Solicitar Consulta/Exame' (spec 01 sections 2, 5 and 8). */
export function AppointmentRequestDialog({ open, onOpenChange, units }: AppointmentRequestDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Solicitar Consulta/Exame"
        description="A unidade de saúde analisa o pedido e define data, horário e médico."
      >
        {/* Mounted only while open, so a new request starts from a blank form. */}
        {open ? <RequestForm units={units} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** A unit as the patient picks it: its name and where it is, so two "UBS Centro" are told apart. */
function unitChoice(u: HealthUnitOption): string {
  return u.address ? `${u.name} — ${u.address}` : u.name;
}

function RequestForm({ units, onDone }: { units: HealthUnitOption[]; onDone(): void }) {
  const create = useCreateAppointmentRequest();
  const form = useForm<AppointmentRequestCreate, unknown, RequestBody>({
    resolver: zodResolver(appointmentRequestCreateSchema),
    defaultValues: { specialty: '' as never, appointment_type: '' as never, health_unit_id: '', notes: '' },
  });
  const errors = form.formState.errors;
  const chosenId = form.watch('health_unit_id');
  const chosenUnit = units.find((u) => String(u.id) === String(chosenId));
  // Both required fields share one message (spec 01 section 5): say it once, mark each field.
  const requiredMissing =
    errors.specialty?.message === REQUIRED_FIELDS_MESSAGE ||
    errors.appointment_type?.message === REQUIRED_FIELDS_MESSAGE;
  const ownError = (message: string | undefined) =>
    message && message !== REQUIRED_FIELDS_MESSAGE ? message : null;

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        toast.success(REQUEST_SUCCESS_MESSAGE);
        onDone();
      },
    }),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {requiredMissing ? <Alert tone="error">{REQUIRED_FIELDS_MESSAGE}</Alert> : null}
      {create.isError ? <Alert tone="error">{requestErrorMessage(create.error)}</Alert> : null}

      <Field
        id="solicitacao-especialidade"
        label="Especialidade"
        required
        error={ownError(errors.specialty?.message)}
      >
        {(control) => (
          <NativeSelect
            {...control}
            aria-invalid={errors.specialty ? true : undefined}
            {...form.register('specialty')}
          >
            <option value="">Selecione a especialidade</option>
            {SPECIALTIES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>

      <Field id="solicitacao-tipo" label="Tipo" required error={ownError(errors.appointment_type?.message)}>
        {(control) => (
          <NativeSelect
            {...control}
            aria-invalid={errors.appointment_type ? true : undefined}
            {...form.register('appointment_type')}
          >
            <option value="">Selecione o tipo</option>
            {APPOINTMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {APPOINTMENT_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>

      <Field
        id="solicitacao-unidade"
        label="Unidade de saúde"
        error={errors.health_unit_id?.message}
        hint={chosenUnit ? (chosenUnit.full_address ?? chosenUnit.address ?? undefined) : undefined}
      >
        {(control) => (
          <NativeSelect {...control} {...form.register('health_unit_id')}>
            <option value="">Qualquer unidade disponível</option>
            {units.map((u) => (
              <option key={u.id} value={String(u.id)}>
                {unitChoice(u)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>

      <Field id="solicitacao-observacoes" label="Observações" error={errors.notes?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder="Sintomas, preferência de horário ou outras informações"
            {...form.register('notes')}
          />
        )}
      </Field>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner className="size-4" /> : null}
          {create.isPending ? 'Enviando...' : 'Enviar Solicitação'}
        </Button>
      </div>
    </form>
  );
}
