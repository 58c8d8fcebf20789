import { Building2 } from '@/components/icons';
import { DEFAULT_DOCTOR_SPECIALTY } from '@saude/shared/domain/constants';
import { crmLabel } from '@saude/shared/domain/professional-codes';
import type { Profile } from '@saude/shared/schemas/auth';
import { DoctorDashboard } from '@/features/staff-home';
import { GreetingCard } from './greeting-card';

export function DoctorHome({ name, profile }: { name: string; profile: Profile | null }) {
  return (
    <>
      {/* 'Olá, Ricardo!' rather than 'Olá, Dr.!': the title is part of many doctors' names. */}
      <GreetingCard name={name.replace(/^\s*dra?\.?\s+/i, '')}>
        <p>{profile?.specialty || DEFAULT_DOCTOR_SPECIALTY}</p>
        {profile?.crm ? <p className="text-sm">{crmLabel(profile.crm, profile.crm_uf)}</p> : null}
        {profile?.health_unit_name ? (
          <p className="mt-1 flex items-center gap-2 text-sm">
            <Building2 className="size-4 shrink-0" aria-hidden="true" /> {profile.health_unit_name}
          </p>
        ) : null}
      </GreetingCard>
      <DoctorDashboard />
    </>
  );
}
