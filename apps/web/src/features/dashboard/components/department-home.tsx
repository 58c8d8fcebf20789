import { Users, Building, ChartColumn } from 'lucide-react';
import { GreetingCard } from './greeting-card';
import { QuickLinks } from './quick-links';

export function HealthDepartmentHome({ name }: { name: string }) {
  return (
    <>
      <GreetingCard name={name}>Administração da plataforma municipal de saúde.</GreetingCard>
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
