import { useState } from 'react';
import { toast } from 'sonner';
import {
  REPORT_STATUSES,
  REPORT_STATUS_LABELS,
  REPORT_TYPE_LABELS,
  type ReportStatus,
} from '@saude/shared/domain/constants';
import type { ReportWithReporter } from '@saude/shared/schemas/reports';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedList } from '@/components/ui/paged-list';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { maskCpf } from '@/lib/masks';
import { useAllReports, useSetReportStatus } from '../api/use-admin-reports';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { EmptyState, SearchField, TabHeader } from './admin-ui';

const STATUS_TONE = { pending: 'warning', investigating: 'brand', resolved: 'success' } as const;

/** Reports tab: newest first, search by title, reporter or description; any status may be chosen. */
export function ReportsTab() {
  const [text, setText] = useState('');
  const list = useAllReports(useDebouncedValue(text));
  return (
    <section className="space-y-4" aria-label="Relatórios">
      <TabHeader title="Relatórios Ambientais">
        <SearchField
          id="busca-relatorios"
          label="Buscar por título, autor ou descrição"
          value={text}
          onChange={setText}
        />
      </TabHeader>
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
                <ReportItem report={report} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

function ReportItem({ report }: { report: ReportWithReporter }) {
  const mutation = useSetReportStatus();
  const selectId = `relatorio-status-${report.id}`;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{report.title}</h3>
          <Badge tone={STATUS_TONE[report.status]}>{REPORT_STATUS_LABELS[report.status]}</Badge>
          <Badge>{REPORT_TYPE_LABELS[report.report_type] ?? report.report_type}</Badge>
        </div>
        <p className="text-sm text-slate-700">
          {report.patient_name}
          {report.patient_cpf ? ` · CPF ${maskCpf(report.patient_cpf)}` : ''} ·{' '}
          {formatDateTime(report.created_at)}
        </p>
        {report.description ? (
          <p className="text-sm break-words text-slate-800">{report.description}</p>
        ) : null}
        {report.neighborhood ? <p className="text-xs text-slate-600">Bairro: {report.neighborhood}</p> : null}
      </div>
      <div className="w-full shrink-0 sm:w-44">
        <label htmlFor={selectId} className="mb-1 block text-xs font-medium text-slate-700">
          Alterar status
        </label>
        <NativeSelect
          id={selectId}
          value={report.status}
          disabled={mutation.isPending}
          onChange={(event) =>
            mutation.mutate(
              { id: report.id, status: event.target.value as ReportStatus },
              {
                onError: (error) =>
                  toast.error(apiErrorMessage(error, 'Erro ao atualizar status do relatório')),
              },
            )
          }
        >
          {REPORT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {REPORT_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </Card>
  );
}
