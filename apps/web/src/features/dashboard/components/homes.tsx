import { Bug, CalendarDays, ClipboardList, Pill, Users, Building, ChartColumn } from 'lucide-react';
import { DEFAULT_DOCTOR_SPECIALTY } from '@saude/shared/domain/constants';
import type { Profile } from '@saude/shared/schemas/auth';
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
