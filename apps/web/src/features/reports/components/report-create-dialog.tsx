import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { REPORT_TYPES, REPORT_TYPE_LABELS } from '@saude/shared/domain/constants';
import { reportCreateSchema } from '@saude/shared/schemas/reports';
import { FormField } from '@/components/form/form-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useFormDraft } from '@/components/form/use-form-draft';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useCreateReport } from '../api/use-create-report';
import { reportCreateErrorMessage } from './report-errors';
import { ReportLocation } from './report-location';
import { ReportPhotoInput } from './report-photo-input';
import { useDeviceLocation } from './use-device-location';

/** The typed part of the report; the photo and the location are added to the request around it. */
const textSchema = reportCreateSchema.pick({ report_type: true, title: true, description: true });
const DEFAULTS = { report_type: 'mosquito', title: '', description: '' };
const Field = FormField<typeof DEFAULTS>;
const TYPE_OPTIONS = REPORT_TYPES.map((t) => ({ value: t, label: REPORT_TYPE_LABELS[t] }));

type ReportCreateDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Novo Relatório' (spec 01 /reports and the patient home): type, title, description, photo, location. */
export function ReportCreateDialog({ open, onOpenChange }: ReportCreateDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title="Novo Relatório"
          description="Informe um foco de mosquito ou acúmulo de lixo na sua região."
        >
          <ReportCreateForm onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ReportCreateForm({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm(textSchema, DEFAULTS);
  // The text fields only: the photo is taken again (a few megabytes do not belong in a draft).
  const draft = useFormDraft(form, 'novo-relatorio');
  const create = useCreateReport();
  const device = useDeviceLocation();
  const { locate } = device;
  const [photo, setPhoto] = useState<string | null>(null);

  // Ask for the position as soon as the dialog opens: the person is usually standing at the spot.
  useEffect(() => {
    locate();
  }, [locate]);

  return (
    <SchemaForm
      form={form}
      onSubmit={(values) => {
        const loc = device.location;
        create.mutate(
          {
            report_type: values.report_type,
            // The schema's output: the title trimmed, an empty description already null.
            title: values.title,
            description: values.description,
            photo_url: photo,
            latitude: loc?.latitude ?? null,
            longitude: loc?.longitude ?? null,
            address: loc?.address ?? null,
            neighborhood: loc?.neighborhood ?? null,
          },
          {
            onSuccess: () => {
              draft.clear();
              toast.success('Relatório enviado com sucesso!');
              onDone();
            },
          },
        );
      }}
      onCancel={onDone}
      draft={draft}
      busy={create.isPending}
      // Image and connection failures have their own texts (report-errors.ts).
      error={create.error}
      errorMessage={reportCreateErrorMessage}
      submitDisabled={device.locating}
      submitLabel="Enviar Relatório"
      busyLabel="Enviando..."
    >
      <Field
        name="report_type"
        id="relatorio-tipo"
        label="Tipo"
        kind="select"
        required
        options={TYPE_OPTIONS}
      />
      <Field name="title" id="relatorio-titulo" label="Título" required maxLength={200} />
      <Field
        name="description"
        id="relatorio-descricao"
        label="Descrição"
        kind="textarea"
        rows={3}
        maxLength={2000}
        placeholder="Descreva o que você encontrou"
      />
      <ReportPhotoInput value={photo} onChange={setPhoto} />
      <ReportLocation
        location={device.location}
        error={device.error}
        locating={device.locating}
        onLocate={locate}
      />
    </SchemaForm>
  );
}
