import { CalendarDays, ClipboardList, Pill } from 'lucide-react';
import { DEFAULT_DOCTOR_SPECIALTY } from '@saude/shared/domain/constants';
import type { Profile } from '@saude/shared/schemas/auth';
import { GreetingCard } from './greeting-card';
import { QuickLinks } from './quick-links';

export function DoctorHome({ name, profile }: { name: string; profile: Profile | null }) {
  return (
    <>
      <GreetingCard name={name}>
        <p>{profile?.specialty || DEFAULT_DOCTOR_SPECIALTY}</p>
        {profile?.crm ? <p className="text-sm">CRM {profile.crm}</p> : null}
      </GreetingCard>
      <QuickLinks
        title="Acesso rápido"
        links={[
          { to: '/appointments', label: 'Agenda', description: 'Consultas do dia', icon: CalendarDays },
          {
            to: '/medical-records',
            label: 'Prontuários',
            description: 'Histórico dos pacientes',
            icon: ClipboardList,
          },
          { to: '/prescriptions', label: 'Receitas', description: 'Receitas emitidas', icon: Pill },
        ]}
      />
    </>
  );
}
