import { Suspense, useState } from 'react';
import { toast } from '@/components/ui/toast';
import type { UnitRequestStatus as RequestStatus } from '@saude/shared/domain/constants';
import type { HospitalRequestItem } from '@saude/shared/schemas/hospital';
import { PagedList } from '@/components/ui/paged-list';
import { formatCount } from '@/lib/api-list';
import { lazyDialog, preloadOnIntent } from '@/lib/preloadable-lazy';
import {
  useApproveRequest,
  useHospitalRequestCounts,
  useHospitalRequests,
  useRejectRequest,
} from '../api/requests';
import { useLeaveOnUnauthenticated } from '../api/use-leave-on-unauthenticated';
import { CancellationsList } from './cancellations-list';
import type { ApproveValues } from './approve-request-dialog';
import { FilterChip } from './filter-chip';
import { Counter, ListEmpty } from './panel-states';
import { RequestItem } from './request-item';

// The decisions' forms (and their validation) are not part of the panel's first download: they are
// asked for when the queue is pointed at or touched, so that the first 'Aprovar' mostly finds them
// arrived, and a dialog whose code is still on its way opens the moment it comes.
const ApproveRequestDialog = lazyDialog(() =>
  import('./approve-request-dialog').then((m) => m.ApproveRequestDialog),
);
const RejectRequestDialog = lazyDialog(() =>
  import('./reject-request-dialog').then((m) => m.RejectRequestDialog),
);
const DECISION_INTENT = preloadOnIntent([ApproveRequestDialog, RejectRequestDialog]);

export const APPROVED_MESSAGE = 'Solicitação aprovada com sucesso! Agora aparece na lista de "Aprovadas".';
export const REJECTED_MESSAGE = 'Solicitação rejeitada. Agora aparece na lista de "Rejeitadas".';

const FILTERS: { status: RequestStatus; label: string; empty: string; one: string; many: string }[] = [
  {
    status: 'pending',
    label: 'Pendentes',
    empty: 'Nenhuma solicitação pendente',
    one: 'pendente',
    many: 'pendentes',
  },
  {
    status: 'approved',
    label: 'Aprovadas',
    empty: 'Nenhuma solicitação aprovado',
    one: 'aprovada',
    many: 'aprovadas',
  },
  {
    status: 'rejected',
    label: 'Rejeitadas',
    empty: 'Nenhuma solicitação rejeitado',
    one: 'rejeitada',
    many: 'rejeitadas',
  },
];

/**
 * 'Solicitações' tab (spec 02 section 2): counters, status filter and the decisions. The pending queue
 * is served oldest first (first come, first served), decided requests most recently decided first.
 * A decision leaves the unit on the queue, whose next oldest request is then on top; the message
 * says where the decided one went (decision 053).
 */
export function RequestsTab() {
  const [status, setStatus] = useState<RequestStatus>('pending');
  const [approving, setApproving] = useState<HospitalRequestItem | null>(null);
  const [rejecting, setRejecting] = useState<HospitalRequestItem | null>(null);
  const list = useHospitalRequests(status);
  const counts = useHospitalRequestCounts().data;
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  useLeaveOnUnauthenticated(approve.error ?? reject.error);

  const filter = FILTERS.find((f) => f.status === status)!;

  function confirmApprove(values: ApproveValues) {
    if (!approving) return;
    approve.mutate(
      { id: approving.id, body: values },
      {
        onSuccess() {
          setApproving(null);
          toast.success(APPROVED_MESSAGE);
        },
      },
    );
  }

  function confirmReject(reason: string) {
    if (!rejecting) return;
    reject.mutate(
      { id: rejecting.id, body: { reason } },
      {
        onSuccess() {
          setRejecting(null);
          toast.success(REJECTED_MESSAGE);
        },
        onError() {
          setRejecting(null);
          toast.error('Erro ao rejeitar solicitação');
        },
      },
    );
  }

  return (
    <section aria-labelledby="titulo-solicitacoes" className="space-y-5">
      <h2 id="titulo-solicitacoes" className="sr-only">
        Solicitações
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Counter label="Pendentes" value={counts?.pending ?? 0} tone="amber" />
        <Counter label="Aprovadas" value={counts?.approved ?? 0} tone="emerald" />
        <Counter label="Rejeitadas" value={counts?.rejected ?? 0} tone="red" />
        <Counter label="Total" value={counts?.total ?? 0} />
      </div>

      <div role="group" aria-label="Filtrar por status" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <FilterChip key={f.status} pressed={status === f.status} onSelect={() => setStatus(f.status)}>
            {f.label}
            <span className="tabular-nums">({formatCount(counts?.[f.status] ?? 0)})</span>
          </FilterChip>
        ))}
      </div>

      <PagedList
        list={list}
        loadingLabel="Carregando solicitações..."
        errorText="Não foi possível carregar as solicitações."
        empty={<ListEmpty>{filter.empty}</ListEmpty>}
        totalText={(count, total) => `${count} ${total === 1 ? filter.one : filter.many}`}
      >
        {(requests) => (
          <ul
            aria-label={`Solicitações ${filter.label.toLowerCase()}`}
            className="space-y-3"
            {...DECISION_INTENT}
          >
            {requests.map((request) => (
              <RequestItem
                key={request.id}
                request={request}
                onApprove={(r) => {
                  approve.reset();
                  setApproving(r);
                }}
                onReject={setRejecting}
              />
            ))}
          </ul>
        )}
      </PagedList>

      <CancellationsList />

      <Suspense fallback={null}>
        {approving ? (
          <ApproveRequestDialog
            request={approving}
            onOpenChange={(open) => !open && setApproving(null)}
            busy={approve.isPending}
            error={approve.error}
            onConfirm={confirmApprove}
          />
        ) : null}
        {rejecting ? (
          <RejectRequestDialog
            request={rejecting}
            onOpenChange={(open) => !open && setRejecting(null)}
            busy={reject.isPending}
            onConfirm={confirmReject}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
