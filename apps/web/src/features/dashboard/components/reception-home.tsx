import { ReceptionDashboard } from '@/features/staff-home';
import { GreetingCard } from './greeting-card';

export function ReceptionHome({ name }: { name: string }) {
  return (
    <>
      <GreetingCard name={name}>Check-in dos pacientes e controle de faltas do dia.</GreetingCard>
      <ReceptionDashboard />
    </>
  );
}
