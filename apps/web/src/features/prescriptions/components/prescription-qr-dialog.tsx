import type { Prescription } from '@saude/shared/schemas/prescriptions';
import { formatCrm } from '@saude/shared/domain/professional-codes';
import { ExternalLink } from '@/components/icons';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format-date';
import { cannotBeDispensed } from '@/lib/prescription-state';
import { qrCodeText, readQrPayload, safeHttpUrl } from '../lib/qr-payload';
import { PrescriptionQrCanvas } from './prescription-qr-canvas';

type PrescriptionQrDialogProps = {
  prescription: Prescription | null;
  onOpenChange(open: boolean): void;
};

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{value || 'Não informado'}</dd>
    </div>
  );
}

/** The QR code a pharmacy reads, with who issued it (spec 01 /prescriptions). */
export function PrescriptionQrDialog({ prescription, onOpenChange }: PrescriptionQrDialogProps) {
  const payload = readQrPayload(prescription?.qr_code ?? null);
  const doctor = payload?.doctor;
  const validationUrl = safeHttpUrl(payload?.validation_url);
  const refused = prescription ? cannotBeDispensed(prescription) : null;
  return (
    <Dialog open={prescription !== null} onOpenChange={onOpenChange}>
      <DialogContent title="QR Code da Receita" className="max-w-md">
        {prescription ? (
          <div className="space-y-4">
            {refused ? <Alert tone="warning">{refused}</Alert> : null}
            <PrescriptionQrCanvas
              text={qrCodeText(prescription.qr_code)}
              label={`QR code da receita nº ${prescription.id}`}
            />
            <dl className="divide-y divide-slate-100 text-sm">
              <Row label="Receita nº" value={String(prescription.id)} />
              <Row label="Data" value={formatDate(prescription.prescription_date)} />
              <Row label="Médico" value={prescription.doctor_name} />
            </dl>
            <div className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="font-semibold text-slate-900">Dados do médico (QR code)</p>
              <dl className="mt-1 divide-y divide-slate-200">
                <Row label="Nome" value={doctor?.name} />
                <Row label="CRM" value={formatCrm(doctor?.crm)} />
                <Row label="Especialidade" value={doctor?.specialty} />
              </dl>
            </div>
            <p className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
              Mostre este QR code na farmácia para validação da receita médica.
            </p>
            {validationUrl ? (
              <a
                href={validationUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 text-sm font-medium break-all text-teal-800 underline-offset-4 hover:underline"
              >
                <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
                {validationUrl}
              </a>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
