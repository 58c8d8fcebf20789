import type { IconComponent } from '@/components/icons';
import { formatCrm } from '@saude/shared/domain/professional-codes';
import { CalendarX, CircleCheck, CircleX, PackageCheck, SearchX, ShieldAlert } from '@/components/icons';
import type { PrescriptionCheckStatus, PrescriptionValidation } from '@saude/shared/schemas/prescriptions';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format-date';

/** A check's status; 'dispensed_now' is the answer to this page's own dispensing. */
export type ResultStatus = PrescriptionCheckStatus | 'not_found' | 'dispensed_now';

const LOOK: Record<ResultStatus, { label: string; note: string; icon: IconComponent; className: string }> = {
  valid: {
    label: 'Válida',
    note: 'Receita autêntica e ainda não dispensada.',
    icon: CircleCheck,
    className: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  },
  invalid: {
    label: 'Inválida',
    note: 'Esta receita foi invalidada. Não dispense.',
    icon: CircleX,
    className: 'border-red-300 bg-red-50 text-red-950',
  },
  expired: {
    label: 'Vencida',
    note: 'O prazo de validade desta receita terminou. Não dispense: o paciente precisa de uma nova receita.',
    icon: CalendarX,
    className: 'border-amber-300 bg-amber-50 text-amber-950',
  },
  dispensed: {
    label: 'Já dispensada',
    note: 'Esta receita já foi entregue. Não dispense novamente.',
    icon: PackageCheck,
    className: 'border-amber-300 bg-amber-50 text-amber-950',
  },
  dispensed_now: {
    label: 'Dispensada agora',
    note: 'Receita marcada como dispensada. Entregue os medicamentos; ela não pode ser dispensada de novo.',
    icon: CircleCheck,
    className: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  },
  not_found: {
    label: 'Não encontrada',
    note: 'Nenhuma receita corresponde a este código.',
    icon: SearchX,
    className: 'border-slate-300 bg-slate-50 text-slate-900',
  },
  tampered: {
    label: 'Adulterada',
    note: 'O QR code foi alterado. Não dispense esta receita.',
    icon: ShieldAlert,
    className: 'border-red-400 bg-red-50 text-red-950',
  },
  foreign: {
    label: 'Não emitida por esta plataforma',
    note: 'A assinatura do QR code não é desta plataforma. Não dispense esta receita.',
    icon: ShieldAlert,
    className: 'border-red-400 bg-red-50 text-red-950',
  },
};

/** The big, unmistakable status of a check (colour, icon and word, never colour alone). */
export function StatusBanner({ status, message }: { status: ResultStatus; message?: string }) {
  const look = LOOK[status];
  const Icon = look.icon;
  return (
    <div role="status" className={cn('flex items-start gap-3 rounded-2xl border-2 p-4', look.className)}>
      <Icon className="size-8 shrink-0" aria-hidden="true" />
      <div>
        <p className="text-xl font-bold">{look.label}</p>
        <p className="text-sm">{message ?? look.note}</p>
      </div>
    </div>
  );
}

/** What the pharmacy may see: doctor, date, text and the patient's initials only. */
export function ValidationDetails({ validation }: { validation: PrescriptionValidation }) {
  const { doctor } = validation;
  return (
    <dl className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-2 sm:p-5">
      <Item label="Médico">{doctor.name}</Item>
      <Item label="CRM">{formatCrm(doctor.crm) ?? '—'}</Item>
      <Item label="Especialidade">{doctor.specialty ?? '—'}</Item>
      <Item label="Data">{formatDate(validation.prescription_date)}</Item>
      <Item label="Paciente (iniciais)">{validation.patient_initials}</Item>
      <Item label="Válida até">{formatDate(validation.valid_until)}</Item>
      {validation.dispensed_at ? (
        <Item label="Dispensada em">{formatDateTime(validation.dispensed_at)}</Item>
      ) : null}
      <div className="sm:col-span-2">
        <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Prescrição</dt>
        <dd className="mt-1 rounded-lg bg-slate-50 p-3 whitespace-pre-wrap text-slate-900">
          {validation.prescription_text}
        </dd>
      </div>
    </dl>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}
