import type { AnalyticsAnswer } from '@saude/shared/schemas/analytics';
import { cid10Label, formatCid10 } from '@saude/shared/domain/cid10';
import { ChartCard, listSummary } from './chart-card';
import { HorizontalBars } from './charts';

/** The CID-10 codes most recorded on the period's visits. */
export function DiagnosisAnalytics({ data }: { data: AnalyticsAnswer }) {
  const diagnoses = data.diagnoses_by_code;
  const rows = diagnoses.map((d) => ({ label: cid10Label(d), value: d.count }));
  return (
    <ChartCard
      title="Diagnósticos mais frequentes (CID-10)"
      description="Os códigos mais registrados nas consultas finalizadas no período"
      summary={diagnoses.length === 0 ? 'Nenhum diagnóstico codificado no período.' : `${listSummary(rows)}.`}
      columns={['Diagnóstico (CID-10)', 'Registros']}
      rows={rows}
      empty={diagnoses.length === 0}
      emptyText="Nenhum diagnóstico codificado no período"
      height={diagnoses.length > 6 ? 'h-80' : 'h-56'}
    >
      {/* Bars by code, short enough for a phone; the summary and the table give the descriptions. */}
      <HorizontalBars
        data={diagnoses.map((d) => ({ label: formatCid10(d.code), count: d.count }))}
        name="Registros"
        color="#b45309"
        labelWidth={56}
      />
    </ChartCard>
  );
}
