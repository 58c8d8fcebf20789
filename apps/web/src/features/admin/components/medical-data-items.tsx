/** One row per record kind of 'Dados Médicos Completos': the summary line and what the dialog shows. */
import type {
  AdminExamItem,
  AdminMedicalRecordItem,
  AdminPrescriptionItem,
  AdminVaccinationItem,
} from '@saude/shared/schemas/admin';
import { formatCrm } from '@saude/shared/domain/professional-codes';
import { doseLabel } from '@saude/shared/domain/vaccines';
import { cid10Label, formatCid10 } from '@saude/shared/domain/cid10';
import { formatDate, formatDateTime } from '@/lib/format-date';
import type { MedicalDataKind, MedicalDataKinds } from '../api/use-medical-data';
import { preview } from './messages-tab';

/** Prescription and exam result previews are 100 characters (spec 02 section 9). */
const PREVIEW = 100;

export type Summary = { title: string; subtitle: string; text: string | null; date: string };
export type DetailRow = [label: string, value: string];

const yesNo = (v: boolean | null) => (v == null ? '-' : v ? 'Sim' : 'Não');
const or = (v: string | number | null | undefined) => (v == null || v === '' ? '-' : String(v));

export function summarize<K extends MedicalDataKind>(kind: K, item: MedicalDataKinds[K]): Summary {
  switch (kind) {
    case 'all-prescriptions': {
      const p = item as AdminPrescriptionItem;
      return {
        title: p.patient_name,
        subtitle: `Dr(a). ${p.doctor_name}`,
        text: preview(p.prescription_text, PREVIEW),
        date: formatDate(p.prescription_date),
      };
    }
    case 'all-medical-records': {
      const r = item as AdminMedicalRecordItem;
      return {
        title: r.patient_name,
        subtitle: r.doctor_name ? `Dr(a). ${r.doctor_name}` : '-',
        text:
          [r.diagnoses.map((d) => formatCid10(d.code)).join(', '), r.diagnosis].filter(Boolean).join(' — ') ||
          null,
        date: formatDate(r.record_date),
      };
    }
    case 'all-vaccinations': {
      const v = item as AdminVaccinationItem;
      return {
        title: `${v.vaccine_name} · ${v.patient_name}`,
        subtitle: [doseLabel(v) ?? 'Dose não informada', v.batch_number && `Lote ${v.batch_number}`]
          .filter(Boolean)
          .join(' · '),
        text: v.administered_by ? `Aplicada por ${v.administered_by}` : null,
        date: formatDate(v.vaccine_date),
      };
    }
    default: {
      const e = item as AdminExamItem;
      return {
        title: `${e.exam_type} · ${e.patient_name}`,
        subtitle: e.doctor_name ? `Dr(a). ${e.doctor_name}` : '-',
        text: e.result ? preview(e.result, PREVIEW) : null,
        date: formatDate(e.exam_date),
      };
    }
  }
}

export function detailRows<K extends MedicalDataKind>(kind: K, item: MedicalDataKinds[K]): DetailRow[] {
  switch (kind) {
    case 'all-prescriptions': {
      const p = item as AdminPrescriptionItem;
      return [
        ['Paciente', p.patient_name],
        ['Médico', p.doctor_name],
        ['CRM', or(formatCrm(p.doctor_crm, p.doctor_crm_uf))],
        ['Data', formatDate(p.prescription_date)],
        ['Receita', p.prescription_text],
        ['Válida', yesNo(p.is_valid)],
        ['Dispensada em', p.dispensed_at ? formatDateTime(p.dispensed_at) : '-'],
      ];
    }
    case 'all-medical-records': {
      const r = item as AdminMedicalRecordItem;
      return [
        ['Paciente', r.patient_name],
        ['Médico', or(r.doctor_name)],
        ['Unidade', or(r.health_unit_name)],
        ['Data', formatDate(r.record_date)],
        ['Diagnóstico', or(r.diagnosis)],
        ['CID-10', r.diagnoses.length ? r.diagnoses.map(cid10Label).join('; ') : '-'],
        ['Tratamento', or(r.treatment)],
        ['Observações', or(r.observations)],
      ];
    }
    case 'all-vaccinations': {
      const v = item as AdminVaccinationItem;
      return [
        ['Paciente', v.patient_name],
        ['Vacina', v.vaccine_name],
        ['Código PNI (RNDS)', v.vaccine_code ?? 'Fora do calendário nacional'],
        ['Data', formatDate(v.vaccine_date)],
        ['Dose', or(doseLabel(v))],
        ['Aplicada por', or(v.administered_by)],
        ['Lote', or(v.batch_number)],
        ['Fabricante', or(v.manufacturer)],
        ['Próxima dose', v.next_dose_date ? formatDate(v.next_dose_date) : '-'],
        ['Unidade', or(v.health_unit_name)],
        ['Observações', or(v.notes)],
      ];
    }
    default: {
      const e = item as AdminExamItem;
      return [
        ['Paciente', e.patient_name],
        ['Exame', e.exam_type],
        ['Médico', or(e.doctor_name)],
        ['Data', formatDate(e.exam_date)],
        ['Resultado', or(e.result)],
        ['Valores de referência', or(e.reference_values)],
        ['Normal', yesNo(e.is_normal)],
        ['Observações', or(e.observations)],
        [
          'Aprovação',
          e.approval_status === 'pending'
            ? 'Pendente'
            : e.approval_status === 'approved'
              ? 'Aprovado'
              : 'Rejeitado',
        ],
      ];
    }
  }
}
