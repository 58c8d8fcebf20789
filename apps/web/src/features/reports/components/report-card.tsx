import { Bug, ExternalLink, MapPin, Trash } from '@/components/icons';
import { REPORT_TYPE_LABELS } from '@saude/shared/domain/constants';
import type { Report } from '@saude/shared/schemas/reports';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { ReportStatusBadge } from './report-status-badge';

export const REPORT_PREVIEW_CHARS = 100;

export function reportPreview(text: string | null): string {
  if (!text) return '';
  return text.length > REPORT_PREVIEW_CHARS ? `${text.slice(0, REPORT_PREVIEW_CHARS)}...` : text;
}

export function mapsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps?q=${latitude},${longitude}`;
}

/** "Ver no mapa": the report's position in a maps service, in a new tab (said to screen readers). */
export function MapLink({
  latitude,
  longitude,
  className,
}: {
  latitude: number;
  longitude: number;
  className?: string;
}) {
  return (
    <a
      href={mapsUrl(latitude, longitude)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium text-teal-800 underline-offset-4 hover:underline',
        className,
      )}
    >
      Ver no mapa
      <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only">(abre em nova aba)</span>
    </a>
  );
}

/** One of "Meus Relatórios": photo, type, status, date, short description and a map link. */
export function ReportCard({ report }: { report: Report }) {
  const TypeIcon = report.report_type === 'mosquito' ? Bug : Trash;
  const hasPosition = report.latitude != null && report.longitude != null;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {report.photo_url ? (
        <img
          src={report.photo_url}
          alt={`Foto do relatório: ${report.title}`}
          loading="lazy"
          className="h-44 w-full bg-slate-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-teal-800">
            <TypeIcon className="size-4" aria-hidden="true" />
            {REPORT_TYPE_LABELS[report.report_type]}
          </span>
          <ReportStatusBadge status={report.status} />
        </div>
        <h3 className="font-semibold break-words text-slate-900">{report.title}</h3>
        <p className="text-xs text-slate-600">{formatDateTime(report.created_at)}</p>
        {report.description ? (
          <p className="text-sm break-words text-slate-700">{reportPreview(report.description)}</p>
        ) : null}
        {report.status_note ? (
          <p className="rounded-md bg-teal-50 p-2 text-sm break-words text-teal-950">
            <span className="font-medium">Secretaria de Saúde:</span> {report.status_note}
          </p>
        ) : null}
        {report.address ? (
          <p className="flex items-start gap-1.5 text-sm text-slate-700">
            <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="break-words">{report.address}</span>
          </p>
        ) : null}
        {hasPosition ? (
          <MapLink latitude={report.latitude!} longitude={report.longitude!} className="mt-auto pt-1" />
        ) : null}
      </div>
    </Card>
  );
}
