import type { Prescription } from '@saude/shared/schemas/prescriptions';
import { Download, QrCode } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useState } from 'react';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { prescriptionState } from '@/lib/prescription-state';

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
  // The list shows the start of the text (spec 01 section 9); the whole of it is one tap away.
  const [whole, setWhole] = useState(false);
  const long = preview(p.prescription_text) !== p.prescription_text;
  const state = prescriptionState(p);
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
          <Badge tone={state.tone}>{state.label}</Badge>
        </div>
        {p.dispensed_at ? (
          <p className="text-sm text-slate-700">
            Dispensada em {formatDateTime(p.dispensed_at)}
            {p.dispensed_by ? ` — ${p.dispensed_by}` : ''}
          </p>
        ) : p.status === 'valid' ? (
          <p className="text-sm text-slate-700">Válida até {formatDate(p.valid_until)}</p>
        ) : p.status === 'expired' ? (
          <p className="text-sm text-amber-900">Venceu em {formatDate(p.valid_until)}</p>
        ) : null}
        <p id={`receita-${p.id}-texto`} className="text-sm break-words whitespace-pre-line text-slate-800">
          {whole ? p.prescription_text : preview(p.prescription_text)}
        </p>
        {long ? (
          <button
            type="button"
            aria-expanded={whole}
            aria-controls={`receita-${p.id}-texto`}
            className="inline-flex min-h-11 items-center text-sm font-medium text-teal-800 underline underline-offset-2 hover:text-teal-950"
            onClick={() => setWhole((w) => !w)}
          >
            {whole ? 'Mostrar menos' : 'Ver receita completa'}
          </button>
        ) : null}
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
