import type { AnalyticsAnswer } from '@saude/shared/schemas/analytics';
import { fillDays, fullDay } from '../lib/fill-days';
import { formatCount } from '../lib/format';
import { ChartCard, listSummary } from './chart-card';
import { DailyBars, HorizontalBars } from './charts';

/** Vaccines given and prescriptions issued in the period. */
export function CareAnalytics({ data }: { data: AnalyticsAnswer }) {
  const vaccines = [...data.vaccinations_by_vaccine]
    .sort((a, b) => b.count - a.count)
    .map((v) => ({ label: v.vaccine_name, count: v.count }));
  const vaccineRows = vaccines.map((v) => ({ label: v.label, value: v.count }));
  const days = fillDays(data.period.from, data.period.to, data.prescriptions_over_time);
  const total = data.prescriptions_total;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title="Vacinações por vacina"
        description="As vacinas mais aplicadas no período"
        summary={vaccines.length === 0 ? 'Nenhuma vacinação no período.' : `${listSummary(vaccineRows)}.`}
        columns={['Vacina', 'Doses aplicadas']}
        rows={vaccineRows}
        empty={vaccines.length === 0}
        height={vaccines.length > 6 ? 'h-80' : 'h-56'}
      >
        <HorizontalBars data={vaccines} name="Doses" color="#0369a1" labelWidth={140} />
      </ChartCard>
      <ChartCard
        title={`Receitas emitidas: ${formatCount(total)}`}
        description="Receitas por dia de emissão"
        summary={
          total === 0
            ? 'Nenhuma receita emitida no período.'
            : `${total} receitas emitidas em ${days.length} dias.`
        }
        columns={['Dia', 'Receitas']}
        rows={days.map((d) => ({ label: fullDay(d.date), value: formatCount(d.count) }))}
        empty={total === 0}
        height="h-56"
      >
        <DailyBars data={days} name="Receitas" color="#7c3aed" />
      </ChartCard>
    </div>
  );
}
