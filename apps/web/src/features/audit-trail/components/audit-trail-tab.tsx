import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { AuditEvent } from '@saude/shared/schemas/audit';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import {
  AUDIT_PAGE_SIZE,
  EMPTY_AUDIT_FILTERS,
  useAuditEvents,
  type AuditFilters,
} from '../api/use-audit-events';
import { useDebouncedText } from '../lib/use-debounced-text';
import { AuditEventDialog } from './audit-event-dialog';
import { AuditEventTable } from './audit-event-table';
import { AuditFiltersBar } from './audit-filters';
import { AuditPagination } from './audit-pagination';

const DATE_ORDER_ERROR = 'A data inicial deve ser anterior à final';

/** 'Trilha de Acesso' (LGPD): the append-only record of sign-ins, denials, sensitive reads and changes. */
export function AuditTrailTab() {
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<AuditEvent | null>(null);
  const q = useDebouncedText(filters.q);
  const dateError = filters.from && filters.to && filters.from > filters.to ? DATE_ORDER_ERROR : null;
  // A reversed range is not sent: the list keeps the last valid filter while the message shows.
  const [applied, setApplied] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const wanted = { ...filters, q };
  if (!dateError && JSON.stringify(wanted) !== JSON.stringify(applied)) setApplied(wanted);
  const list = useAuditEvents(applied, page);
  const events = list.data?.items ?? [];

  function change(next: AuditFilters) {
    setFilters(next);
    setPage(0);
  }

  return (
    <section className="space-y-4" aria-labelledby="trilha-titulo">
      <div className="space-y-1">
        <h2 id="trilha-titulo" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <ShieldCheck className="size-5 text-teal-700" aria-hidden="true" /> Trilha de Acesso
        </h2>
        <p className="text-sm text-slate-600">
          Registro permanente de logins, acessos negados, leituras de dados sensíveis e alterações (LGPD). Os
          eventos não podem ser alterados nem excluídos.
        </p>
      </div>
      <AuditFiltersBar
        value={filters}
        onChange={change}
        onClear={() => change(EMPTY_AUDIT_FILTERS)}
        dateError={dateError}
      />
      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-slate-700">
          <Spinner className="text-teal-700" /> Carregando...
        </p>
      ) : list.isError ? (
        <Alert tone="error" title="Não foi possível carregar a trilha de acesso">
          {apiErrorMessage(list.error, 'Erro de conexão. Verifique sua internet e tente novamente.')}
        </Alert>
      ) : events.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
          <p className="font-medium text-slate-800">Nenhum evento encontrado</p>
          <p className="mt-1 text-sm text-slate-600">Ajuste os filtros para ver outros eventos.</p>
        </div>
      ) : (
        <div className="space-y-3" aria-busy={list.isFetching}>
          <AuditEventTable events={events} onOpen={setOpen} />
          <AuditPagination
            page={page}
            pageSize={AUDIT_PAGE_SIZE}
            total={list.data?.total ?? 0}
            shown={events.length}
            busy={list.isFetching}
            onPage={setPage}
          />
        </div>
      )}
      <AuditEventDialog event={open} onClose={() => setOpen(null)} />
    </section>
  );
}
