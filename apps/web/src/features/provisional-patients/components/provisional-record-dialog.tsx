import { useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { GENDERS, GENDER_LABELS, LIMITS, type Gender } from '@saude/shared/domain/constants';
import { PROVISIONAL_MESSAGES } from '@saude/shared/schemas/provisional-patients';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useCreateProvisionalPatient } from '../api/use-create-provisional-patient';
import { useStaffUnitName } from '../api/use-staff-unit-name';
import { ProvisionalPhoto } from './provisional-photo';

/** Spec 01 section 8: the server's reason after the prefix, or the generic retry text. */
export function createErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage)
    return `Erro ao criar prontuário: ${error.serverMessage}`;
  return 'Erro ao criar prontuário. Tente novamente.';
}

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

function ProvisionalForm({ onClose }: { onClose: () => void }) {
  const unitName = useStaffUnitName(true);
  const create = useCreateProvisionalPatient();
  const [photo, setPhoto] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [age, setAge] = useState('');
  const [gender, setGender] = useState<Gender | ''>('');
  // null until the user types: until then the unit's name (once known) is the value.
  const [location, setLocation] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const locationValue = location ?? unitName ?? '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!photo || age.trim() === '' || !gender || locationValue.trim() === '') {
      setFormError(PROVISIONAL_MESSAGES.requiredFields);
      return;
    }
    const years = Number(age);
    if (!Number.isInteger(years) || years < 0 || years > LIMITS.approximateAgeMax) {
      setFormError(PROVISIONAL_MESSAGES.ageInvalid);
      return;
    }
    setFormError(null);
    create.mutate({
      photo_url: photo,
      approximate_age: years,
      gender,
      physical_description: description.trim() || null,
      registration_location: locationValue.trim(),
    });
  }

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
    <form onSubmit={submit} noValidate className="space-y-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {create.isError ? <Alert tone="error">{createErrorMessage(create.error)}</Alert> : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">
          Foto{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </legend>
        <ProvisionalPhoto photo={photo} onPhoto={setPhoto} onError={setPhotoError} />
        {photoError ? <Alert tone="error">{photoError}</Alert> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="provisorio-idade" label="Idade aproximada" required hint="De 0 a 150 anos">
          {(c) => (
            <Input
              {...c}
              type="number"
              inputMode="numeric"
              min={0}
              max={LIMITS.approximateAgeMax}
              value={age}
              onChange={(e) => setAge(e.target.value)}
            />
          )}
        </Field>
        <Field id="provisorio-sexo" label="Sexo" required>
          {(c) => (
            <NativeSelect {...c} value={gender} onChange={(e) => setGender(e.target.value as Gender | '')}>
              <option value="">Selecione</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {GENDER_LABELS[g]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field id="provisorio-local" label="Local de registro" required>
        {(c) => <Input {...c} value={locationValue} onChange={(e) => setLocation(e.target.value)} />}
      </Field>
      <Field id="provisorio-descricao" label="Descrição física" hint="Altura, cabelo, marcas, roupas...">
        {(c) => <Textarea {...c} value={description} onChange={(e) => setDescription(e.target.value)} />}
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Salvando...' : 'Registrar'}
        </Button>
      </div>
    </form>
  );
}
