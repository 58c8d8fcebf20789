import { useId, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { MapPin } from '@/components/icons';
import {
  REPORT_STATUSES,
  REPORT_STATUS_LABELS,
  REPORT_TYPE_LABELS,
  type ReportStatus,
} from '@saude/shared/domain/constants';
import type { ReportWithReporter } from '@saude/shared/schemas/reports';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { maskCpf } from '@/lib/masks';
import { MapLink } from '@/features/reports';
import { useSetReportStatus } from '../api/use-admin-reports';

const STATUS_TONE = { pending: 'warning', investigating: 'brand', resolved: 'success' } as const;

/** One report as the department triages it: what, who, where, the photo, duplicates, and the status. */
export function ReportTriageItem({ report }: { report: ReportWithReporter }) {
  const [photoOpen, setPhotoOpen] = useState(false);
  const hasPosition = report.latitude != null && report.longitude != null;
  return (
    <Card className="grid gap-4 p-4 md:grid-cols-[8rem_1fr_16rem]">
      {report.photo_url ? (
        <button
          type="button"
          onClick={() => setPhotoOpen(true)}
          className="h-32 w-full overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700 md:w-32"
          aria-label={`Ampliar a foto de ${report.title}`}
        >
          <img src={report.photo_url} alt="" loading="lazy" className="size-full object-cover" />
        </button>
      ) : (
        <div className="hidden h-32 w-32 items-center justify-center rounded-lg bg-slate-50 text-xs text-slate-500 md:flex">
          Sem foto
        </div>
      )}
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900">{report.title}</h3>
          <Badge tone={STATUS_TONE[report.status]}>{REPORT_STATUS_LABELS[report.status]}</Badge>
          <Badge>{REPORT_TYPE_LABELS[report.report_type] ?? report.report_type}</Badge>
        </div>
        <p className="text-sm text-slate-700">
          {report.patient_name}
          {report.patient_cpf ? ` · CPF ${maskCpf(report.patient_cpf)}` : ''} ·{' '}
          {formatDateTime(report.created_at)}
        </p>
        {report.description ? (
          <p className="text-sm break-words text-slate-800">{report.description}</p>
        ) : null}
        {report.address || report.neighborhood ? (
          <p className="flex items-start gap-1.5 text-sm text-slate-700">
            <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="break-words">
              {[report.address, report.neighborhood && `Bairro: ${report.neighborhood}`]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </p>
        ) : null}
        {hasPosition ? <MapLink latitude={report.latitude!} longitude={report.longitude!} /> : null}
        {report.possible_duplicates.length ? (
          <div className="rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-950">
            <p className="font-medium">Possível duplicado (mesmo tipo, a até 50 m, em 30 dias):</p>
            <ul className="mt-1 list-disc pl-5">
              {report.possible_duplicates.map((d) => (
                <li key={d.id}>
                  #{d.id} {d.title} — {REPORT_STATUS_LABELS[d.status]}, {formatDate(d.created_at)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <StatusForm report={report} />
      {/* Mounted while open: a page holds dozens of reports, and a closed dialog still costs a render. */}
      {report.photo_url && photoOpen ? (
        <Dialog open onOpenChange={setPhotoOpen}>
          <DialogContent title={report.title} className="max-w-3xl">
            <img
              src={report.photo_url}
              alt={`Foto do relatório: ${report.title}`}
              className="max-h-[75vh] w-full rounded-lg object-contain"
            />
          </DialogContent>
        </Dialog>
      ) : null}
    </Card>
  );
}

/** The status and, optionally, words for the reporter; saved together. */
function StatusForm({ report }: { report: ReportWithReporter }) {
  const id = useId();
  const mutation = useSetReportStatus();
  const [status, setStatus] = useState<ReportStatus>(report.status);
  const [note, setNote] = useState(report.status_note ?? '');
  const unchanged = status === report.status && note.trim() === (report.status_note ?? '');
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(
          { id: report.id, status, note },
          {
            onSuccess: () =>
              toast.success(`Status do relatório atualizado para "${REPORT_STATUS_LABELS[status]}".`),
            onError: (error) => toast.error(apiErrorMessage(error, 'Erro ao atualizar status do relatório')),
          },
        );
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-status`}>Alterar status</Label>
        <NativeSelect
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as ReportStatus)}
        >
          {REPORT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {REPORT_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-nota`}>Recado para quem relatou (opcional)</Label>
        <Textarea
          id={`${id}-nota`}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <Button type="submit" size="sm" className="w-full" disabled={mutation.isPending || unchanged}>
        {mutation.isPending ? <Spinner className="size-4" /> : null}
        Atualizar status
      </Button>
    </form>
  );
}
