import { Bug, CalendarDays, ClipboardList, Pill } from 'lucide-react';
import { GreetingCard } from './greeting-card';
import { QuickLinks } from './quick-links';

export function PatientHome({ name }: { name: string }) {
  return (
    <>
      <GreetingCard name={name}>Acompanhe suas consultas, receitas e sua saúde em um só lugar.</GreetingCard>
      <QuickLinks
        title="Ações rápidas"
        links={[
          {
            to: '/appointments',
            label: 'Minhas consultas',
            description: 'Solicite e acompanhe',
            icon: CalendarDays,
          },
          {
            to: '/medical-records',
            label: 'Prontuário',
            description: 'Consultas, vacinas e exames',
            icon: ClipboardList,
          },
          { to: '/prescriptions', label: 'Receitas', description: 'Receitas com QR Code', icon: Pill },
          { to: '/reports', label: 'Foco de Mosquito', description: 'Reporte focos e lixo', icon: Bug },
        ]}
      />
    </>
  );
}
