import { Users, Building, ChartColumn } from '@/components/icons';
import { useAdminStats } from '@/features/admin';
import { formatCount } from '@/lib/api-list';
import { GreetingCard } from './greeting-card';
import { QuickLinks } from './quick-links';

/** The department's dashboard: greeting, the overview counts and the way into each admin page. */
export function HealthDepartmentHome({ name }: { name: string }) {
  const stats = useAdminStats();
  const counts = stats.data?.counts;
  const tiles = [
    { label: 'Funcionários', value: counts?.staff },
    { label: 'Pacientes', value: counts?.patients },
    { label: 'Unidades de Saúde', value: counts?.health_units },
    { label: 'Relatórios', value: counts?.reports },
  ];
  return (
    <>
      <GreetingCard name={name}>Administração da plataforma municipal de saúde.</GreetingCard>
      <section aria-label="Visão geral">
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {tiles.map(({ label, value }) => (
            <li key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <span className="block text-2xl font-semibold text-slate-900 tabular-nums">
                {value === undefined ? '-' : formatCount(value)}
              </span>
              <span className="block text-sm text-slate-600">{label}</span>
            </li>
          ))}
        </ul>
      </section>
      <QuickLinks
        title="Administração"
        links={[
          {
            to: '/admin',
            label: 'Relatórios & Analytics',
            description: 'Painel de administração',
            icon: ChartColumn,
          },
          {
            to: '/users-management',
            label: 'Usuários',
            description: 'Funcionários, pacientes e órgãos',
            icon: Users,
          },
          {
            to: '/health-units-management',
            label: 'Unidades de Saúde',
            description: 'Hospitais e UBS',
            icon: Building,
          },
        ]}
      />
    </>
  );
}
