import type { Prescription } from '@saude/shared/schemas/prescriptions';
import { formatCrm } from '@saude/shared/domain/professional-codes';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { prescriptionState } from '@/lib/prescription-state';
import { readQrPayload, safeHttpUrl } from './qr-payload';

/** receita-<id>-<aaaa-mm-dd>.txt, from the prescription's own date. */
export function prescriptionFileName(p: Pick<Prescription, 'id' | 'prescription_date'>): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(p.prescription_date)?.[0] ?? 'sem-data';
  return `receita-${p.id}-${day}.txt`;
}

/** The fixed Portuguese template of the downloaded prescription (spec 01 /prescriptions). */
export function prescriptionFileText(p: Prescription): string {
  const issued = readQrPayload(p.qr_code);
  const crm = formatCrm(issued?.doctor?.crm);
  const validation = safeHttpUrl(issued?.validation_url);
  const dispensed = p.dispensed_at
    ? [`Dispensada em: ${formatDateTime(p.dispensed_at)}${p.dispensed_by ? ` — ${p.dispensed_by}` : ''}`]
    : [];
  return [
    'RECEITA MÉDICA DIGITAL',
    '======================',
    '',
    `Receita nº: ${p.id}`,
    `Paciente: ${p.patient_name}`,
    `Médico: ${p.doctor_name}`,
    ...(crm ? [`CRM: ${crm}`] : []),
    `Data: ${formatDate(p.prescription_date)}`,
    `Situação: ${prescriptionState(p).label}`,
    `Validade: até ${formatDate(p.valid_until)}`,
    ...dispensed,
    '',
    'PRESCRIÇÃO:',
    p.prescription_text,
    '',
    '----------------------',
    'Documento gerado pelo sistema municipal de saúde.',
    'Apresente o QR code da receita na farmácia para validação.',
    ...(validation ? [`Validação: ${validation}`] : []),
    '',
  ].join('\n');
}

/** Saves the text file through a temporary link; the object URL is released right after. */
export function downloadPrescription(p: Prescription): void {
  const blob = new Blob([prescriptionFileText(p)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = prescriptionFileName(p);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
