import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import {
  useDecideExam,
  useHospitalExams,
  useHospitalPrescriptions,
  useHospitalVaccinations,
  type ExamDecision,
} from '../api/clinical';
import { useLeaveOnUnauthenticated } from '../api/use-leave-on-unauthenticated';
import { Detail, ListEmpty, ListError, ListLoading } from './panel-states';

/** Spec 02 section 9: prescription text and exam result previews are cut at 100 characters. */
const PREVIEW = 100;
function LongText({ text }: { text: string }) {
  if (text.length <= PREVIEW)
    return <p className="mt-3 text-sm whitespace-pre-wrap text-slate-800">{text}</p>;
  return (
    <details className="mt-3 text-sm text-slate-800">
      <summary className="cursor-pointer">
        {text.slice(0, PREVIEW)}... <span className="font-medium text-teal-800">ver tudo</span>
      </summary>
      <p className="mt-2 whitespace-pre-wrap">{text}</p>
    </details>
  );
}

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';

/** 'Receitas' tab: read-only. */
export function PrescriptionsTab() {
  const list = useHospitalPrescriptions();
  useLeaveOnUnauthenticated(list.error);
  if (list.isPending) return <ListLoading />;
  if (list.isError) return <ListError>Não foi possível carregar as receitas.</ListError>;
  if (list.data.length === 0) return <ListEmpty>Nenhuma receita encontrada</ListEmpty>;
  return (
    <ul aria-label="Receitas" className="space-y-3">
      {list.data.map((p) => (
        <li key={p.id} className={cardClass}>
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <Detail label="Paciente">{p.patient_name}</Detail>
            <Detail label="Médico">{p.doctor_name}</Detail>
            <Detail label="Data">{formatDate(p.prescription_date)}</Detail>
          </dl>
          <LongText text={p.prescription_text} />
        </li>
      ))}
    </ul>
  );
}

const EXAM_ERRORS: Record<ExamDecision, string> = {
  approve: 'Erro ao aprovar exame',
  reject: 'Erro ao rejeitar exame',
};

/** 'Exames' tab: Aprovar/Rejeitar while approval_status is pending. */
export function ExamsTab() {
  const list = useHospitalExams();
  const decide = useDecideExam();
  useLeaveOnUnauthenticated(list.error ?? decide.error);
  if (list.isPending) return <ListLoading />;
  if (list.isError) return <ListError>Não foi possível carregar os exames.</ListError>;
  if (list.data.length === 0) return <ListEmpty>Nenhum exame encontrado</ListEmpty>;

  const run = (id: number, decision: ExamDecision) =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => toast.success(decision === 'approve' ? 'Exame aprovado.' : 'Exame rejeitado.'),
        onError: () => toast.error(EXAM_ERRORS[decision]),
      },
    );

  return (
    <ul aria-label="Exames" className="space-y-3">
      {list.data.map((e) => (
        <li key={e.id} className={cardClass}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="font-semibold text-slate-900">{e.exam_type}</h3>
            <div className="flex flex-wrap gap-1.5">
              {e.is_normal == null ? null : (
                <Badge tone={e.is_normal ? 'success' : 'warning'}>
                  {e.is_normal ? 'Normal' : 'Alterado'}
                </Badge>
              )}
              {e.approval_status === 'approved' ? <Badge tone="brand">Aprovado</Badge> : null}
              {e.approval_status === 'rejected' ? <Badge tone="danger">Rejeitado</Badge> : null}
              {e.approval_status === 'pending' ? <Badge>Aguardando aprovação</Badge> : null}
            </div>
          </div>
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
            <Detail label="Paciente">{e.patient_name}</Detail>
            <Detail label="Médico">{e.doctor_name ?? '—'}</Detail>
            <Detail label="Data">{formatDate(e.exam_date)}</Detail>
          </dl>
          {e.result ? <LongText text={`Resultado: ${e.result}`} /> : null}
          {e.approval_status === 'pending' ? (
            <div className="mt-4 flex flex-wrap gap-2">
              <Button size="sm" disabled={decide.isPending} onClick={() => run(e.id, 'approve')}>
                Aprovar
              </Button>
              <Button
                size="sm"
                variant="outline"
                className="text-red-800"
                disabled={decide.isPending}
                onClick={() => run(e.id, 'reject')}
              >
                Rejeitar
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** 'Vacinas' tab: read-only. */
export function VaccinationsTab() {
  const list = useHospitalVaccinations();
  useLeaveOnUnauthenticated(list.error);
  if (list.isPending) return <ListLoading />;
  if (list.isError) return <ListError>Não foi possível carregar as vacinas.</ListError>;
  if (list.data.length === 0) return <ListEmpty>Nenhuma vacina registrada</ListEmpty>;
  return (
    <ul aria-label="Vacinas" className="grid gap-3 md:grid-cols-2">
      {list.data.map((v) => (
        <li key={v.id} className={cardClass}>
          <h3 className="font-semibold text-slate-900">{v.vaccine_name}</h3>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
            <Detail label="Paciente">{v.patient_name}</Detail>
            <Detail label="Data">{formatDate(v.vaccine_date)}</Detail>
            <Detail label="Dose">{v.dose_number != null ? `${v.dose_number}ª dose` : '—'}</Detail>
            <Detail label="Aplicada por">{v.administered_by ?? '—'}</Detail>
          </dl>
        </li>
      ))}
    </ul>
  );
}
