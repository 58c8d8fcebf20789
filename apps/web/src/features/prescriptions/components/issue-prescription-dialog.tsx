import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  PRESCRIPTION_VALIDITY_CHOICES,
  prescriptionFromAppointmentSchema,
  standalonePrescriptionSchema,
} from '@saude/shared/schemas/prescriptions';
import { NativeSelect } from '@/components/ui/native-select';
import type { PatientSearchResult } from '@saude/shared/schemas/health';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useIssuePrescription } from '../api/use-issue-prescription';
import { useIssueStandalonePrescription } from '../api/use-issue-standalone-prescription';
import { composePrescriptionText } from '../lib/compose-prescription-text';
import { ISSUE_SUCCESS_MESSAGE, issueErrorMessage } from '../lib/issue-error-message';
import { allergyMatches, allergyWarning } from '@saude/shared/domain/allergy-match';
import { usePatientAllergies } from '../api/use-patient-allergies';
import { isAllergyRefusal } from '../lib/issue-error-message';
import { AllergyConfirmation } from './allergy-confirmation';
import { PatientAllergyCard } from './patient-allergy-card';
import { PatientSearchField } from './patient-search-field';
import { PrescriptionTextField } from './prescription-text-field';

export type IssuePrescriptionDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Issue for this appointment's patient; without it the doctor searches for the patient. */
  appointment?: { id: number; patient_id: number; patient_name: string };
};

type Errors = { patient?: string; text?: string; allergy?: string };

const CONFIRM_ALLERGY = 'Confirme a alergia para emitir a receita';

/** The doctor's 'Nova Receita' form (spec 01 /prescriptions, sections 5, 7 and 8). */
export function IssuePrescriptionDialog({ open, onOpenChange, appointment }: IssuePrescriptionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Nova Receita"
        description={
          appointment
            ? `Receita para ${appointment.patient_name}`
            : 'Busque o paciente e escreva a prescrição.'
        }
        className="max-w-xl"
      >
        {/* Mounted only while open, so each opening starts with an empty form. */}
        {open ? <IssuePrescriptionForm appointment={appointment} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function IssuePrescriptionForm({
  appointment,
  onDone,
}: {
  appointment?: IssuePrescriptionDialogProps['appointment'];
  onDone(): void;
}) {
  const id = useId();
  const [patient, setPatient] = useState<PatientSearchResult | null>(null);
  const [text, setText] = useState('');
  const [instructions, setInstructions] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [allergyConfirmed, setAllergyConfirmed] = useState(false);
  const [validity, setValidity] = useState('');
  const fromAppointment = useIssuePrescription();
  const standalone = useIssueStandalonePrescription();
  const mutation = appointment ? fromAppointment : standalone;
  const patientId = appointment?.patient_id ?? patient?.id ?? null;
  const allergyCard = usePatientAllergies(patientId);
  const prescription_text = composePrescriptionText(text, instructions);
  const matches = allergyMatches(allergyCard.data?.allergies, prescription_text);
  // The server's own check answered (the card could not be read here): confirming is offered too.
  const allergyRefused = isAllergyRefusal(mutation.error);
  const mustConfirm = matches.length > 0 || allergyRefused;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mustConfirm && !allergyConfirmed) return setErrors({ allergy: CONFIRM_ALLERGY });
    const allergy_confirmed = mustConfirm && allergyConfirmed;
    const validity_days = validity ? Number(validity) : undefined;
    const options = {
      onSuccess: () => {
        toast.success(ISSUE_SUCCESS_MESSAGE);
        onDone();
      },
    };
    if (appointment) {
      const parsed = prescriptionFromAppointmentSchema.safeParse({
        appointment_id: appointment.id,
        prescription_text: text.trim() ? prescription_text : '',
        allergy_confirmed,
        validity_days,
      });
      if (!parsed.success) return setErrors({ text: parsed.error.issues[0]?.message });
      setErrors({});
      fromAppointment.mutate(parsed.data, options);
      return;
    }
    const parsed = standalonePrescriptionSchema.safeParse({
      patient_id: patient?.id,
      prescription_text: text.trim() ? prescription_text : '',
      allergy_confirmed,
      validity_days,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'patient_id') next.patient ??= issue.message;
        if (issue.path[0] === 'prescription_text') next.text ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    standalone.mutate(parsed.data, options);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {appointment ? null : (
        <PatientSearchField
          value={patient}
          onChange={(p) => {
            setPatient(p);
            setAllergyConfirmed(false);
            setErrors((e) => ({ ...e, patient: undefined }));
          }}
          error={errors.patient}
        />
      )}
      {patientId ? <PatientAllergyCard patientId={patientId} /> : null}
      <PrescriptionTextField
        id={`${id}-texto`}
        value={text}
        onChange={setText}
        error={errors.text}
        allergies={allergyCard.data?.allergies}
      />
      <Field id={`${id}-instrucoes`} label="Instruções adicionais">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={instructions}
            onChange={(e) => setInstructions(e.target.value)}
            placeholder="Ex.: tomar após as refeições"
          />
        )}
      </Field>
      <Field
        id={`${id}-validade`}
        label="Validade"
        hint="Depois deste prazo a receita aparece como vencida e não pode ser dispensada."
      >
        {(control) => (
          <NativeSelect {...control} value={validity} onChange={(e) => setValidity(e.target.value)}>
            <option value="">Padrão da rede municipal</option>
            {PRESCRIPTION_VALIDITY_CHOICES.map((days) => (
              <option key={days} value={String(days)}>
                {days} dias{days === 180 ? ' (uso contínuo)' : ''}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {mustConfirm ? (
        <AllergyConfirmation
          id={`${id}-alergia`}
          warning={matches.length > 0 ? allergyWarning(matches) : null}
          confirmed={allergyConfirmed}
          onConfirmedChange={(confirmed) => {
            setAllergyConfirmed(confirmed);
            setErrors((e) => ({ ...e, allergy: undefined }));
          }}
          error={errors.allergy}
        />
      ) : null}
      {mutation.isError && !allergyRefused ? (
        <Alert tone="error">{issueErrorMessage(mutation.error)}</Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={mutation.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner className="size-4" /> : null}
          {mutation.isPending ? 'Emitindo...' : 'Emitir Receita'}
        </Button>
      </div>
    </form>
  );
}
