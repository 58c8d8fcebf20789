import { useMutation } from '@tanstack/react-query';
import type { HealthDepartmentUser, HospitalUser, PublicAuthorityUser } from '@saude/shared/schemas/auth';
import type { PharmacyUser } from '@saude/shared/schemas/pharmacies';
import { api } from '@/lib/api-client';
import { useAuth } from '@/features/session';

export type InstitutionalKind = 'health_department' | 'hospital' | 'public_authority' | 'pharmacy';
export type UsernameCredentials = { username: string; password: string };

type Users = {
  health_department: HealthDepartmentUser;
  hospital: HospitalUser;
  public_authority: PublicAuthorityUser;
  pharmacy: PharmacyUser;
};

const PATHS: Record<InstitutionalKind, string> = {
  health_department: '/api/health-department/login',
  hospital: '/api/hospital/login',
  public_authority: '/api/public-authority/login',
  pharmacy: '/api/pharmacy/login',
};

/** POST /api/health-department/login, /api/hospital/login, /api/public-authority/login or /api/pharmacy/login. */
export function useUsernameLogin<K extends InstitutionalKind>(kind: K) {
  const auth = useAuth();
  return useMutation({
    mutationFn: (credentials: UsernameCredentials) => api.post<{ user: Users[K] }>(PATHS[kind], credentials),
    onSuccess(answer) {
      if (answer?.user) auth.setInstitutionalUser(kind, answer.user);
    },
  });
}
