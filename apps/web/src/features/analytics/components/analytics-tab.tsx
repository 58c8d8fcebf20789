import { useState, type ReactNode } from 'react';
import { RefreshCw } from '@/components/icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { useAnalytics } from '../api/use-analytics';
import { fullDay } from '../lib/fill-days';
import { AppointmentCharts } from './appointment-charts';
import { CareAnalytics } from './care-analytics';
import { DiagnosisAnalytics } from './diagnosis-analytics';
import { KeyFigures } from './key-figures';
import { PeriodPicker, type AnalyticsPeriod } from './period-picker';
import { ReportAnalytics } from './report-analytics';
import { WaitingRequests } from './waiting-requests';

/** 'Relatórios & Analytics': the city's care figures over the last 7, 30 or 90 days. */
export function AnalyticsTab() {
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const query = useAnalytics(days);
  const data = query.data;
  return (
    <section className="space-y-5" aria-labelledby="analytics-titulo">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="analytics-titulo" className="text-lg font-semibold text-slate-900">
            Relatórios & Analytics
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {data
              ? `De ${fullDay(data.period.from)} a ${fullDay(data.period.to)} (${data.period.days} dias)`
              : `Últimos ${days} dias`}
            {query.isFetching && data ? (
              <span className="ml-2 inline-flex items-center gap-1 text-slate-600">
                <Spinner className="size-3.5" /> Atualizando...
              </span>
            ) : null}
          </p>
        </div>
        <PeriodPicker value={days} onChange={setDays} />
      </div>

      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 py-10 text-slate-700">
          <Spinner className="text-teal-700" /> Carregando indicadores...
        </p>
      ) : query.isError && !data ? (
        <Alert tone="error" title="Não foi possível carregar os indicadores">
          <p>{apiErrorMessage(query.error, 'Erro de conexão. Verifique sua internet e tente novamente.')}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            <RefreshCw className="size-4" aria-hidden="true" /> Tentar Novamente
          </Button>
        </Alert>
      ) : data ? (
        <div className="space-y-6">
          <KeyFigures data={data} />
          <Group title="Consultas">
            <AppointmentCharts data={data} />
          </Group>
          <Group title="Diagnósticos">
            <DiagnosisAnalytics data={data} />
          </Group>
          <Group title="Fila de solicitações">
            <WaitingRequests waiting={data.requests_waiting} />
          </Group>
          <Group title="Relatórios ambientais">
            <ReportAnalytics data={data} />
          </Group>
          <Group title="Vacinação e receitas">
            <CareAnalytics data={data} />
          </Group>
        </div>
      ) : null}
    </section>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{title}</h3>
      {children}
    </div>
  );
}
