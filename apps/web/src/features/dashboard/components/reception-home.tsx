import { CalendarDays } from 'lucide-react';
import { GreetingCard } from './greeting-card';
import { QuickLinks } from './quick-links';

export function ReceptionHome({ name }: { name: string }) {
  return (
    <>
      <GreetingCard name={name}>Check-in dos pacientes e controle de faltas do dia.</GreetingCard>
      <QuickLinks
        title="Acesso rápido"
        links={[
          { to: '/appointments', label: 'Consultas', description: 'Check-in e faltas', icon: CalendarDays },
        ]}
      />
    </>
  );
}
