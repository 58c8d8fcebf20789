import { useState } from 'react';
import {
  REPORT_STATUSES,
  REPORT_STATUS_LABELS,
  REPORT_TYPES,
  REPORT_TYPE_LABELS,
} from '@saude/shared/domain/constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ChoiceSelect, choicesOf } from '@/components/ui/choice-select';
import { PagedList } from '@/components/ui/paged-list';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { NO_REPORT_FILTERS, useAllReports, type ReportFilters } from '../api/use-admin-reports';
import { EmptyState, TabHeader } from './admin-ui';
import { SearchField } from '@/components/ui/search-field';
import { ReportTriageItem } from './report-triage-item';

const STATUS_CHOICES = choicesOf(REPORT_STATUSES, REPORT_STATUS_LABELS, 'Todos os status');
const TYPE_CHOICES = choicesOf(REPORT_TYPES, REPORT_TYPE_LABELS, 'Todos os tipos');

/**
 * Reports tab, the department's triage: newest first, searched by title, reporter or description and
 * filtered by status, type, neighbourhood and period; each report with its photo, place, possible
 * duplicates and the status change with a note for the reporter.
 */
export function ReportsTab() {
  const [filters, setFilters] = useState(NO_REPORT_FILTERS);
  const set = <K extends keyof ReportFilters>(key: K, value: ReportFilters[K]) =>
    setFilters((f) => ({ ...f, [key]: value }));
  // Typed text waits for a pause; the selects and dates apply at once.
  const q = useDebouncedValue(filters.q);
  const neighborhood = useDebouncedValue(filters.neighborhood);
  const list = useAllReports({ ...filters, q, neighborhood });
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_REPORT_FILTERS);
  return (
    <section className="space-y-4" aria-label="Relatórios">
      <TabHeader title="Relatórios Ambientais">
        <SearchField
          id="busca-relatorios"
          label="Buscar por título, autor ou descrição"
          value={filters.q}
          onChange={(v) => set('q', v)}
        />
      </TabHeader>
      {/* Two to a row on a phone (the neighbourhood's text across both), so the list is not pushed
          below the fold; one row on a wide screen. */}
      <div role="group" aria-label="Filtros" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <ChoiceSelect
          id="relatorios-status"
          label="Status"
          value={filters.status}
          onChange={(v) => set('status', v)}
          choices={STATUS_CHOICES}
        />
        <ChoiceSelect
          id="relatorios-tipo"
          label="Tipo"
          value={filters.type}
          onChange={(v) => set('type', v)}
          choices={TYPE_CHOICES}
        />
        <div className="col-span-2 space-y-1.5 lg:col-span-1">
          <Label htmlFor="relatorios-bairro">Bairro</Label>
          <Input
            id="relatorios-bairro"
            type="search"
            autoComplete="off"
            value={filters.neighborhood}
            onChange={(e) => set('neighborhood', e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="relatorios-de">De</Label>
          <Input
            id="relatorios-de"
            type="date"
            value={filters.from}
            onChange={(e) => set('from', e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="relatorios-ate">Até</Label>
          <Input
            id="relatorios-ate"
            type="date"
            value={filters.to}
            onChange={(e) => set('to', e.target.value)}
          />
        </div>
      </div>
      {filtered ? (
        <Button variant="ghost" size="sm" onClick={() => setFilters(NO_REPORT_FILTERS)}>
          Limpar filtros
        </Button>
      ) : null}
      <PagedList
        list={list}
        loadingLabel="Carregando relatórios..."
        errorText="Não foi possível carregar os relatórios."
        totalText={(count, total) => `${count} ${total === 1 ? 'relatório' : 'relatórios'}`}
        empty={<EmptyState text="Nenhum relatório encontrado" />}
      >
        {(items) => (
          <ul className="space-y-3" aria-label="Relatórios ambientais">
            {items.map((report) => (
              <li key={report.id}>
                <ReportTriageItem report={report} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
