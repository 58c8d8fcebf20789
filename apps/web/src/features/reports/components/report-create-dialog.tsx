import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from 'sonner';
import { REPORT_TYPES, REPORT_TYPE_LABELS } from '@saude/shared/domain/constants';
import { reportCreateSchema } from '@saude/shared/schemas/reports';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useCreateReport } from '../api/use-create-report';
import { reportCreateErrorMessage } from './report-errors';
import { ReportLocation } from './report-location';
import { ReportPhotoInput } from './report-photo-input';
import { useDeviceLocation } from './use-device-location';

const textSchema = reportCreateSchema.pick({ report_type: true, title: true, description: true });
type Values = { report_type: 'mosquito' | 'trash'; title: string; description: string };
type Parsed = z.output<typeof textSchema>;

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
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(textSchema) as never,
    defaultValues: { report_type: 'mosquito', title: '', description: '' },
  });
  const create = useCreateReport();
  const device = useDeviceLocation();
  const { locate } = device;
  const [photo, setPhoto] = useState<string | null>(null);
  const { errors } = form.formState;

  // Ask for the position as soon as the dialog opens: the person is usually standing at the spot.
  useEffect(() => {
    locate();
  }, [locate]);

  const onSubmit = form.handleSubmit(async (values) => {
    const loc = device.location;
    try {
      await create.mutateAsync({
        report_type: values.report_type,
        // The schema's output: the title trimmed, an empty description already null.
        title: values.title,
        description: values.description,
        photo_url: photo,
        latitude: loc?.latitude ?? null,
        longitude: loc?.longitude ?? null,
        address: loc?.address ?? null,
        neighborhood: loc?.neighborhood ?? null,
      });
    } catch {
      return; // shown from create.error
    }
    toast.success('Relatório enviado com sucesso!');
    onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <Field id="relatorio-tipo" label="Tipo" required error={errors.report_type?.message}>
        {(control) => (
          <NativeSelect {...control} required {...form.register('report_type')}>
            {REPORT_TYPES.map((t) => (
              <option key={t} value={t}>
                {REPORT_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="relatorio-titulo" label="Título" required error={errors.title?.message}>
        {(control) => <Input {...control} required maxLength={200} {...form.register('title')} />}
      </Field>
      <Field id="relatorio-descricao" label="Descrição" error={errors.description?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={2000}
            placeholder="Descreva o que você encontrou"
            {...form.register('description')}
          />
        )}
      </Field>
      <ReportPhotoInput value={photo} onChange={setPhoto} />
      <ReportLocation
        location={device.location}
        error={device.error}
        locating={device.locating}
        onLocate={locate}
      />
      {create.isError ? <Alert tone="error">{reportCreateErrorMessage(create.error)}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending || device.locating}>
          {create.isPending ? 'Enviando...' : 'Enviar Relatório'}
        </Button>
      </div>
    </form>
  );
}
