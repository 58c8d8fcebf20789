import { useState } from 'react';
import { ShieldCheck } from '@/components/icons';
import type { AuditEvent } from '@saude/shared/schemas/audit';
import { PagedList } from '@/components/ui/paged-list';
import { EMPTY_AUDIT_FILTERS, useAuditEvents, type AuditFilters } from '../api/use-audit-events';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { AuditEventDialog } from './audit-event-dialog';
import { AuditEventTable } from './audit-event-table';
import { AuditFiltersBar } from './audit-filters';

const DATE_ORDER_ERROR = 'A data inicial deve ser anterior à final';

/**
 * 'Trilha de Acesso' (LGPD): the append-only record of sign-ins, denials, sensitive reads and changes,
 * newest first; "Carregar mais" reads further back.
 */
export function AuditTrailTab() {
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [open, setOpen] = useState<AuditEvent | null>(null);
  const q = useDebouncedValue(filters.q);
  const dateError = filters.from && filters.to && filters.from > filters.to ? DATE_ORDER_ERROR : null;
  // A reversed range is not sent: the list keeps the last valid filter while the message shows.
  const [applied, setApplied] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const wanted = { ...filters, q };
  if (!dateError && JSON.stringify(wanted) !== JSON.stringify(applied)) setApplied(wanted);
  const list = useAuditEvents(applied);

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
        onChange={setFilters}
        onClear={() => setFilters(EMPTY_AUDIT_FILTERS)}
        dateError={dateError}
      />
      <PagedList
        list={list}
        loadingLabel="Carregando eventos..."
        errorText="Não foi possível carregar a trilha de acesso."
        totalText={(count, total) => `${count} ${total === 1 ? 'evento' : 'eventos'}`}
        empty={
          <div className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
            <p className="font-medium text-slate-800">Nenhum evento encontrado</p>
            <p className="mt-1 text-sm text-slate-600">Ajuste os filtros para ver outros eventos.</p>
          </div>
        }
      >
        {(events) => <AuditEventTable events={events} onOpen={setOpen} />}
      </PagedList>
      <AuditEventDialog event={open} onClose={() => setOpen(null)} />
    </section>
  );
}
