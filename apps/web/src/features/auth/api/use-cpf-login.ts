import { useMutation } from '@tanstack/react-query';
import { patientAccountEndpoints, staffAccountEndpoints } from '@saude/shared/contract/auth';
import type { PatientProfile, Profile, StaffUser } from '@saude/shared/schemas/auth';
import { callApi } from '@/lib/api-client';
import { useAuth, type MainSession } from '@/features/session';

export type CpfLoginMode = 'patient' | 'staff';
export type CpfCredentials = { cpf: string; password: string };

function profileFromStaff(user: StaffUser): Profile {
  return {
    id: user.id,
    user_type: user.user_type,
    full_name: user.full_name,
    cpf: user.cpf,
    phone: user.phone,
    is_active: user.is_active,
    created_at: user.created_at,
    updated_at: user.updated_at,
    specialty: user.specialty,
    crm: user.crm,
    crm_uf: user.crm_uf,
    cbo: user.cbo,
  };
}

type LoginAnswer = { patient?: PatientProfile; user?: StaffUser };

/** POST /api/auth/patient/login or /api/auth/staff/login with {cpf (digits), password}. */
export function useCpfLogin(mode: CpfLoginMode) {
  const auth = useAuth();
  return useMutation({
    mutationFn: (credentials: CpfCredentials): Promise<LoginAnswer> =>
      mode === 'patient'
        ? callApi(patientAccountEndpoints.login, { body: credentials })
        : callApi(staffAccountEndpoints.login, { body: credentials }),
    onSuccess(answer) {
      let session: MainSession | null = null;
      if (mode === 'patient' && answer.patient) {
        session = { patient: answer.patient, me: null, principal: null, principalGuessed: false };
      } else if (mode === 'staff' && answer.user) {
        const me = { principal: 'staff' as const, profile: profileFromStaff(answer.user), hasProfile: true };
        session = { patient: null, me, principal: 'staff', principalGuessed: false };
      }
      // The answer names the user: the dashboard can show at once. Otherwise ask the server.
      if (session) auth.setMainSession(session);
      // A doctor's or receptionist's home names their unit, which the sign-in's answer does not carry.
      const homeNamesUnit = answer.user != null && answer.user.user_type !== 'health_department';
      if (!session || homeNamesUnit) void auth.refreshMainSession();
    },
  });
}
