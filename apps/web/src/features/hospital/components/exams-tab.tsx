import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import type { HospitalExam } from '@saude/shared/schemas/hospital';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PagedList } from '@/components/ui/paged-list';
import { RegisterExamDialog } from '@/features/medical-records';
import { formatDate } from '@/lib/format-date';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import {
  useDecideExam,
  useExamCount,
  useHospitalExams,
  useRefreshHospitalList,
  type ExamDecision,
  type ExamFilter,
} from '../api/clinical';
import { useLeaveOnUnauthenticated } from '../api/use-leave-on-unauthenticated';
import { ClinicalTabHeader } from './clinical-tab-header';
import { FilterChip } from './filter-chip';
import { LongText, cardClass } from './clinical-tabs';
import { HospitalPatientPicker } from './hospital-patient-picker';
import { Detail, ListEmpty } from './panel-states';
import { PatientNameSearch, usePatientNameSearch } from './patient-name-search';

const EXAM_ERRORS: Record<ExamDecision, string> = {
  approve: 'Erro ao aprovar exame',
  reject: 'Erro ao rejeitar exame',
};

/** What each decision that asks first says. */
const CONFIRM = {
  reject: {
    title: 'Rejeitar exame?',
    question: (e: HospitalExam) =>
      `O exame ${e.exam_type} de ${e.patient_name} fica só com a unidade: o paciente não o verá no Cartão de Saúde nem no prontuário. Deseja rejeitar?`,
    confirm: 'Rejeitar exame',
  },
  empty: {
    title: 'Aprovar exame sem resultado?',
    question: () =>
      'Este exame não tem resultado registrado. Aprovado, ele aparece para o paciente sem resultado. Deseja aprovar mesmo assim?',
    confirm: 'Aprovar sem resultado',
  },
} as const;

/** The queue first: the unit opens on what waits for its decision, oldest first. */
const FILTERS: { filter: ExamFilter; label: string }[] = [
  { filter: 'pending', label: 'Pendentes' },
  { filter: 'approved', label: 'Aprovados' },
  { filter: 'rejected', label: 'Rejeitados' },
  { filter: 'all', label: 'Todos' },
];

/** A filter with its count (the list's total, asked with limit=1). */
function ExamFilterChip({
  filter,
  patient,
  label,
  pressed,
  onSelect,
}: {
  filter: ExamFilter;
  patient: string;
  label: string;
  pressed: boolean;
  onSelect: (filter: ExamFilter) => void;
}) {
  const count = useExamCount(filter, patient).data?.label;
  return (
    <FilterChip pressed={pressed} onSelect={() => onSelect(filter)}>
      {label}
      {count ? <span className="tabular-nums">({count})</span> : null}
    </FilterChip>
  );
}

/** 'Exames' tab: the unit registers exams and decides (Aprovar/Rejeitar) while they are pending. */
export function ExamsTab() {
  const [filter, setFilter] = useState<ExamFilter>('pending');
  const search = usePatientNameSearch();
  const list = useHospitalExams(filter, search.patient);
  const decide = useDecideExam();
  const refresh = useRefreshHospitalList('exams');
  const [registering, setRegistering] = useState(false);
  // Asked first: a rejection (the patient will never see the exam, and it cannot be undone here), and
  // an approval of an exam with no result (the patient would see it empty).
  const [confirming, setConfirming] = useState<{ exam: HospitalExam; decision: ExamDecision } | null>(null);
  // One decision at a time: a double tap's second "already decided" would stand over the first's success.
  const oneAtATime = useOneAtATime();
  useLeaveOnUnauthenticated(decide.error);

  const run = (id: number, decision: ExamDecision) =>
    oneAtATime((done) =>
      decide.mutate(
        { id, decision },
        {
          onSuccess: () => toast.success(decision === 'approve' ? 'Exame aprovado.' : 'Exame rejeitado.'),
          onError: () => toast.error(EXAM_ERRORS[decision]),
          onSettled: done,
        },
      ),
    );
  const ask = (exam: HospitalExam, decision: ExamDecision) =>
    decision === 'reject' || !exam.result?.trim()
      ? setConfirming({ exam, decision })
      : run(exam.id, decision);
  const question = confirming
    ? CONFIRM[confirming.decision === 'reject' ? 'reject' : 'empty']
    : CONFIRM.empty;

  return (
    <section aria-labelledby="titulo-exames" className="space-y-4">
      <ClinicalTabHeader
        id="titulo-exames"
        title="Exames"
        action="Registrar Exame"
        onAction={() => setRegistering(true)}
      >
        <PatientNameSearch id="busca-exames" search={search} />
      </ClinicalTabHeader>
      <div role="group" aria-label="Filtrar por status" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <ExamFilterChip
            key={f.filter}
            filter={f.filter}
            patient={search.patient}
            label={f.label}
            pressed={filter === f.filter}
            onSelect={setFilter}
          />
        ))}
      </div>
      <p className="text-sm text-slate-700">
        Aprovar libera o exame e o resultado para o paciente, no Cartão de Saúde e no prontuário. Rejeitar o
        mantém só com a unidade.
      </p>
      <PagedList
        list={list}
        loadingLabel="Carregando exames..."
        errorText="Não foi possível carregar os exames."
        empty={
          <ListEmpty>
            {search.patient ? `Nenhum exame de paciente com “${search.patient}”` : 'Nenhum exame encontrado'}
          </ListEmpty>
        }
        totalText={(count, total) => `${count} ${total === 1 ? 'exame' : 'exames'}`}
      >
        {(exams) => (
          <ul aria-label="Exames" className="space-y-3">
            {exams.map((e) => (
              <ExamItem key={e.id} exam={e} busy={decide.isPending} onDecide={ask} />
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmDialog
        open={confirming != null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={question.title}
        question={confirming ? question.question(confirming.exam) : ''}
        confirmLabel={question.confirm}
        busy={decide.isPending}
        onConfirm={() => {
          if (confirming) run(confirming.exam.id, confirming.decision);
          setConfirming(null);
        }}
      />
      <RegisterExamDialog
        open={registering}
        onOpenChange={setRegistering}
        PatientPicker={HospitalPatientPicker}
        onCreated={refresh}
      />
    </section>
  );
}

type ExamItemProps = {
  exam: HospitalExam;
  busy: boolean;
  onDecide(exam: HospitalExam, d: ExamDecision): void;
};

function ExamItem({ exam: e, busy, onDecide }: ExamItemProps) {
  return (
    <li className={cardClass}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold break-words text-slate-900">{e.exam_type}</h3>
        <div className="flex flex-wrap gap-1.5">
          {e.is_normal == null ? null : (
            <Badge tone={e.is_normal ? 'success' : 'warning'}>{e.is_normal ? 'Normal' : 'Alterado'}</Badge>
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
      {e.observations ? <p className="mt-2 text-sm text-slate-700">{e.observations}</p> : null}
      {e.approval_status === 'pending' ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={busy}
            onClick={() => onDecide(e, 'approve')}
            aria-label={`Aprovar exame ${e.exam_type} de ${e.patient_name}`}
          >
            Aprovar
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="text-red-800"
            disabled={busy}
            onClick={() => onDecide(e, 'reject')}
            aria-label={`Rejeitar exame ${e.exam_type} de ${e.patient_name}`}
          >
            Rejeitar
          </Button>
        </div>
      ) : null}
    </li>
  );
}
