import { useEffect, useState } from 'react';
import { CircleCheck } from '@/components/icons';
import { GENDERS, GENDER_LABELS } from '@saude/shared/domain/constants';
import { provisionalPatientCreateSchema } from '@saude/shared/schemas/provisional-patients';
import { FormField } from '@/components/form/form-field';
import { SubmitFailure } from '@/components/ui/submit-failure';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useWholeFormMessage } from '@/components/form/use-whole-form-message';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { actionErrorMessage } from '@/lib/api-client';
import { useCreateProvisionalPatient } from '../api/use-create-provisional-patient';
import { useStaffUnitName } from '../api/use-staff-unit-name';
import { ProvisionalPhoto } from './provisional-photo';

/** Spec 01 section 8: 'Erro ao criar prontuário: ...' with the reason, or the generic retry text. */
export const createErrorMessage = (error: unknown) => actionErrorMessage(error, 'Erro ao criar prontuário');

type ProvisionalRecordDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Sem Documentos': registers a person treated without documents (spec 01 sections 3 and 5). */
export function ProvisionalRecordDialog({ open, onOpenChange }: ProvisionalRecordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title="Prontuário provisório — Sem Documentos"
          description="Para pessoas atendidas sem documentos. Os dados são enviados aos órgãos públicos competentes."
          className="max-w-xl"
        >
          <ProvisionalForm onClose={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

const DEFAULTS = {
  photo_url: '',
  approximate_age: '',
  gender: '',
  registration_location: '',
  physical_description: '',
};
type Values = typeof DEFAULTS;
const Field = FormField<Values>;
const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }));

function ProvisionalForm({ onClose }: { onClose: () => void }) {
  const unitName = useStaffUnitName(true);
  const create = useCreateProvisionalPatient();
  const form = useSchemaForm(provisionalPatientCreateSchema, DEFAULTS);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const photo = form.watch('photo_url') || null;
  // The spec's single alert for anything missing is the schema's message for the whole form.
  const formError = useWholeFormMessage(form);

  // The unit's name (once known) is the location until the user types one.
  useEffect(() => {
    if (unitName && !form.getFieldState('registration_location').isDirty)
      form.setValue('registration_location', unitName);
  }, [unitName, form]);

  if (create.isSuccess) {
    return (
      <div className="space-y-4">
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
        >
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Prontuário provisório criado com sucesso!</p>
            <p className="mt-1">
              ID provisório: <strong data-testid="provisional-id">{create.data.provisional_id}</strong>
            </p>
            <p className="mt-1 text-sm">Os dados foram enviados aos órgãos públicos competentes.</p>
          </div>
        </div>
        <div className="flex justify-end">
          <Button onClick={onClose}>Concluir</Button>
        </div>
      </div>
    );
  }

  return (
    <SchemaForm
      form={form}
      onSubmit={(body) => create.mutate(body)}
      onCancel={onClose}
      busy={create.isPending}
      error={create.error}
      errorMessage={createErrorMessage}
      submitLabel="Registrar"
      busyLabel="Salvando..."
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">
          Foto{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </legend>
        <ProvisionalPhoto
          photo={photo}
          onPhoto={(data) => form.setValue('photo_url', data ?? '')}
          onError={setPhotoError}
        />
        {photoError ? <Alert tone="error">{photoError}</Alert> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="approximate_age"
          id="provisorio-idade"
          label="Idade aproximada"
          kind="number"
          required
          hint="De 0 a 150 anos"
          inputMode="numeric"
          min={0}
        />
        <Field
          name="gender"
          id="provisorio-sexo"
          label="Sexo"
          kind="select"
          required
          placeholder="Selecione"
          options={GENDER_OPTIONS}
        />
      </div>
      <Field name="registration_location" id="provisorio-local" label="Local de registro" required />
      <Field
        name="physical_description"
        id="provisorio-descricao"
        label="Descrição física"
        kind="textarea"
        hint="Altura, cabelo, marcas, roupas..."
      />
      {/* Beside the submit, as the server's errors are: the form is long on a phone. */}
      <SubmitFailure message={formError ?? null} />
    </SchemaForm>
  );
}
