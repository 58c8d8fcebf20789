import { DEFAULT_DOCTOR_SPECIALTY } from '@saude/shared/domain/constants';
import type { Profile } from '@saude/shared/schemas/auth';
import { DoctorDashboard } from '@/features/staff-home';
import { GreetingCard } from './greeting-card';

export function DoctorHome({ name, profile }: { name: string; profile: Profile | null }) {
  return (
    <>
      {/* 'Olá, Ricardo!' rather than 'Olá, Dr.!': the title is part of many doctors' names. */}
      <GreetingCard name={name.replace(/^\s*dra?\.?\s+/i, '')}>
        <p>{profile?.specialty || DEFAULT_DOCTOR_SPECIALTY}</p>
        {/* Demo and registered CRMs may already carry the prefix ('CRM-SP 123456'). */}
        {profile?.crm ? (
          <p className="text-sm">{/^crm/i.test(profile.crm) ? profile.crm : `CRM ${profile.crm}`}</p>
        ) : null}
      </GreetingCard>
      <DoctorDashboard />
    </>
  );
}
