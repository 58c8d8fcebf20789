import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { toast } from '@/components/ui/toast';
import {
  PRESCRIPTION_VALIDITY_CHOICES,
  prescriptionFromAppointmentSchema,
  standalonePrescriptionSchema,
} from '@saude/shared/schemas/prescriptions';
import type { PatientSearchResult } from '@saude/shared/schemas/health';
import { allergyMatches, allergyWarning } from '@saude/shared/domain/allergy-match';
import { FormField } from '@/components/form/form-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useFormDraft } from '@/components/form/use-form-draft';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useIssuePrescription } from '../api/use-issue-prescription';
import { useIssueStandalonePrescription } from '../api/use-issue-standalone-prescription';
import { usePatientAllergies } from '../api/use-patient-allergies';
import { composePrescriptionText } from '../lib/compose-prescription-text';
import { ISSUE_SUCCESS_MESSAGE, isAllergyRefusal, issueErrorMessage } from '../lib/issue-error-message';
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

type Values = {
  patient_id: number | null;
  prescription_text: string;
  instructions: string;
  validity_days: string;
  allergy_confirmed: boolean;
};
const DEFAULTS: Values = {
  patient_id: null,
  prescription_text: '',
  instructions: '',
  validity_days: '',
  allergy_confirmed: false,
};
const Field = FormField<Values>;
const VALIDITY_OPTIONS = PRESCRIPTION_VALIDITY_CHOICES.map((days) => ({
  value: String(days),
  label: `${days} dias${days === 180 ? ' (uso contínuo)' : ''}`,
}));

/**
 * What the doctor typed, turned into the request the shared schema checks: the instructions travel
 * inside the text, no validity chosen is the city's default, and the patient is the appointment's
 * (by the appointment's id) or the one searched.
 */
function formSchema(appointmentId: number | null, mustConfirm: { current: boolean }) {
  const request = (values: Values) => {
    const { patient_id, prescription_text, instructions, validity_days, allergy_confirmed } = values;
    return {
      prescription_text: prescription_text.trim()
        ? composePrescriptionText(prescription_text, instructions)
        : '',
      validity_days: validity_days ? Number(validity_days) : undefined,
      allergy_confirmed: mustConfirm.current && allergy_confirmed,
      ...(appointmentId != null
        ? { appointment_id: appointmentId }
        : { patient_id: patient_id ?? undefined }),
    };
  };
  // A prescription naming a recorded allergy waits for the doctor's confirmation.
  const confirmed = (body: { allergy_confirmed?: boolean }, ctx: z.RefinementCtx) => {
    if (mustConfirm.current && !body.allergy_confirmed)
      ctx.addIssue({ code: 'custom', path: ['allergy_confirmed'], message: CONFIRM_ALLERGY });
  };
  return appointmentId != null
    ? z.preprocess((v) => request(v as Values), prescriptionFromAppointmentSchema).superRefine(confirmed)
    : z.preprocess((v) => request(v as Values), standalonePrescriptionSchema).superRefine(confirmed);
}

function IssuePrescriptionForm({
  appointment,
  onDone,
}: {
  appointment?: IssuePrescriptionDialogProps['appointment'];
  onDone(): void;
}) {
  const id = useId();
  const needsConfirmation = useRef(false);
  const schema = useMemo(() => formSchema(appointment?.id ?? null, needsConfirmation), [appointment?.id]);
  const form = useSchemaForm(schema, DEFAULTS);
  // A prescription is long to type again: kept until sent, per appointment (or one for a patient
  // searched; the patient is searched again, since the draft keeps only what was typed).
  // An allergy is confirmed again, for the text as it stands now, never taken back from a draft.
  const draft = useFormDraft(form, `emitir-receita:${appointment?.id ?? 'avulsa'}`, ['allergy_confirmed']);
  const [patient, setPatient] = useState<PatientSearchResult | null>(null);
  const fromAppointment = useIssuePrescription();
  const standalone = useIssueStandalonePrescription();
  const mutation = appointment ? fromAppointment : standalone;
  const patientId = appointment?.patient_id ?? patient?.id ?? null;
  const allergyCard = usePatientAllergies(patientId);
  const [text, instructions] = form.watch(['prescription_text', 'instructions']);
  const matches = allergyMatches(allergyCard.data?.allergies, composePrescriptionText(text, instructions));
  // The server's own check answered (the card could not be read here): confirming is offered too.
  const allergyRefused = isAllergyRefusal(mutation.error);
  const mustConfirm = matches.length > 0 || allergyRefused;
  useEffect(() => {
    needsConfirmation.current = mustConfirm;
  }, [mustConfirm]);

  const submit = (body: z.output<typeof schema>) => {
    const options = {
      onSuccess: () => {
        draft.clear();
        toast.success(ISSUE_SUCCESS_MESSAGE);
        onDone();
      },
    };
    if ('appointment_id' in body) fromAppointment.mutate(body, options);
    else standalone.mutate(body, options);
  };

  return (
    <SchemaForm
      form={form}
      draft={draft}
      onSubmit={submit}
      onCancel={onDone}
      busy={mutation.isPending}
      // The allergy refusal is answered by the confirmation below, not as a failure.
      error={allergyRefused ? null : mutation.error}
      errorMessage={issueErrorMessage}
      submitLabel="Emitir Receita"
      busyLabel="Emitindo..."
    >
      {appointment ? null : (
        <PatientSearchField
          value={patient}
          onChange={(p) => {
            setPatient(p);
            form.setValue('patient_id', p?.id ?? null);
            form.clearErrors('patient_id');
            form.setValue('allergy_confirmed', false);
          }}
          error={form.formState.errors.patient_id?.message}
        />
      )}
      {patientId ? <PatientAllergyCard patientId={patientId} /> : null}
      <TextField id={`${id}-texto`} allergies={allergyCard.data?.allergies} />
      <Field
        name="instructions"
        id={`${id}-instrucoes`}
        label="Instruções adicionais"
        kind="textarea"
        rows={3}
        placeholder="Ex.: tomar após as refeições"
      />
      <Field
        name="validity_days"
        id={`${id}-validade`}
        label="Validade"
        kind="select"
        hint="Depois deste prazo a receita aparece como vencida e não pode ser dispensada."
        placeholder="Padrão da rede municipal"
        options={VALIDITY_OPTIONS}
      />
      {mustConfirm ? (
        <AllergyConfirmation
          id={`${id}-alergia`}
          warning={matches.length > 0 ? allergyWarning(matches) : null}
          confirmed={form.watch('allergy_confirmed')}
          onConfirmedChange={(confirmed) => {
            form.setValue('allergy_confirmed', confirmed);
            form.clearErrors('allergy_confirmed');
          }}
          error={form.formState.errors.allergy_confirmed?.message}
        />
      ) : null}
    </SchemaForm>
  );
}

/** The prescription's text with its medicine suggestions and allergy marks (its own component). */
function TextField({
  id,
  allergies,
}: {
  id: string;
  allergies?: Parameters<typeof PrescriptionTextField>[0]['allergies'];
}) {
  const { field, fieldState } = useController<Values, 'prescription_text'>({ name: 'prescription_text' });
  return (
    <PrescriptionTextField
      id={id}
      value={field.value}
      onChange={field.onChange}
      error={fieldState.error?.message}
      allergies={allergies}
    />
  );
}
