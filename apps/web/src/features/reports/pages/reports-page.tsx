import { Suspense, useState } from 'react';
import { Bug, Plus } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PagedList } from '@/components/ui/paged-list';
import { totalLabel } from '@/lib/api-list';
import { preloadOnIntent } from '@/lib/preloadable-lazy';
import type { ReportFilters as Filters } from '../api/reports-keys';
import { ALL_REPORTS, useMyReports } from '../api/use-my-reports';
import { ReportCard } from '../components/report-card';
import { ReportCreateDialog } from '../components/lazy-report-create-dialog';
import { ReportFilters } from '../components/report-filters';

const CREATE_INTENT = preloadOnIntent([ReportCreateDialog]);

/** '/reports' ('Relatórios Ambientais', spec 01 section 2): patients only. */
export default function ReportsPage() {
  const [filters, setFilters] = useState<Filters>(ALL_REPORTS);
  const [creating, setCreating] = useState(false);
  const list = useMyReports(filters);
  const filtered = filters.type !== 'all' || filters.status !== 'all';

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          Viu um foco de mosquito ou lixo acumulado? Informe o local com foto e localização e ajude a combater
          a dengue.
        </p>
        <Button onClick={() => setCreating(true)} className="shrink-0" {...CREATE_INTENT}>
          <Plus className="size-4" aria-hidden="true" />
          Novo Relatório
        </Button>
      </div>

      <ReportFilters value={filters} onChange={setFilters} />

      <section aria-labelledby="meus-relatorios" className="space-y-3">
        <h2 id="meus-relatorios" className="text-lg font-semibold text-slate-900">
          Meus Relatórios{' '}
          {list.isPending || list.isError ? null : (
            // The server's count of the filtered list, not the length of the pages loaded.
            <span className="font-normal text-slate-600">({totalLabel(list)})</span>
          )}
        </h2>
        <PagedList
          list={list}
          loadingLabel="Carregando relatórios..."
          errorText="Não foi possível carregar os relatórios."
          empty={
            <Card className="flex flex-col items-center px-6 py-12 text-center">
              <span className="flex size-14 items-center justify-center rounded-2xl bg-teal-50 text-teal-800">
                <Bug className="size-7" aria-hidden="true" />
              </span>
              <p className="mt-4 font-semibold text-slate-900">
                {filtered ? 'Nenhum relatório com estes filtros' : 'Nenhum relatório ainda'}
              </p>
              <p className="mt-1 max-w-md text-sm text-slate-700">
                Viu água parada ou lixo acumulado? Registre com foto e localização.
              </p>
              {filtered ? null : (
                <Button className="mt-5" onClick={() => setCreating(true)} {...CREATE_INTENT}>
                  Fazer Primeiro Relatório
                </Button>
              )}
            </Card>
          }
        >
          {(items) => (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {items.map((report) => (
                <li key={report.id}>
                  <ReportCard report={report} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </section>

      <Suspense fallback={null}>
        {creating ? <ReportCreateDialog open onOpenChange={setCreating} /> : null}
      </Suspense>
    </div>
  );
}
