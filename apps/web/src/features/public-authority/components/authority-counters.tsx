import type { AuthoritySummary } from '@saude/shared/schemas/admin';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/lib/api-list';

const ITEMS: { key: keyof AuthoritySummary; label: string }[] = [
  { key: 'total', label: 'Total de registros' },
  { key: 'last_7_days', label: 'Últimos 7 dias' },
  { key: 'under_18', label: 'Menores de 18 anos' },
  { key: 'female', label: 'Sexo feminino' },
];

export function AuthorityCounters({ summary }: { summary: AuthoritySummary | undefined }) {
  return (
    <section aria-label="Resumo dos registros">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ITEMS.map(({ key, label }) => (
          <li key={key}>
            <Card className="p-4">
              <span className="block text-2xl font-semibold text-slate-900">
                {summary ? formatCount(summary[key]) : '-'}
              </span>
              <span className="block text-sm text-slate-600">{label}</span>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
