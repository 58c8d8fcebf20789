import type { Prescription } from '@saude/shared/schemas/prescriptions';
import { Download, QrCode } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';

/** Spec 01 section 9: the list shows the first 100 characters of the text. */
const PREVIEW_CHARS = 100;

export function preview(text: string, max = PREVIEW_CHARS): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

type PrescriptionCardProps = {
  prescription: Prescription;
  /** Doctors see whom they prescribed to; patients see who prescribed. */
  showPatient: boolean;
  onShowQr(): void;
  onDownload(): void;
};

export function PrescriptionCard({
  prescription: p,
  showPatient,
  onShowQr,
  onDownload,
}: PrescriptionCardProps) {
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={`receita-${p.id}`} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={`receita-${p.id}`} className="font-semibold text-slate-900">
              Receita de {formatDate(p.prescription_date)}
            </h3>
            <p className="text-sm text-slate-700">
              {showPatient ? `Paciente: ${p.patient_name}` : `Médico: ${p.doctor_name}`}
            </p>
          </div>
          <Badge tone={p.is_valid ? 'success' : 'danger'}>{p.is_valid ? 'Válida' : 'Inválida'}</Badge>
        </div>
        <p className="text-sm break-words whitespace-pre-line text-slate-800">
          {preview(p.prescription_text)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onShowQr}>
            <QrCode className="size-4" aria-hidden="true" />
            QR Code
          </Button>
          <Button variant="outline" size="sm" onClick={onDownload}>
            <Download className="size-4" aria-hidden="true" />
            Baixar
          </Button>
        </div>
      </article>
    </Card>
  );
}
