import { useMutation } from '@tanstack/react-query';
import type { HealthDepartmentUser, HospitalUser, PublicAuthorityUser } from '@saude/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { useAuth } from '@/features/session';

export type InstitutionalKind = 'health_department' | 'hospital' | 'public_authority';
export type UsernameCredentials = { username: string; password: string };

type Users = {
  health_department: HealthDepartmentUser;
  hospital: HospitalUser;
  public_authority: PublicAuthorityUser;
};

const PATHS: Record<InstitutionalKind, string> = {
  health_department: '/api/health-department/login',
  hospital: '/api/hospital/login',
  public_authority: '/api/public-authority/login',
};

/** POST /api/health-department/login, /api/hospital/login or /api/public-authority/login. */
export function useUsernameLogin<K extends InstitutionalKind>(kind: K) {
  const auth = useAuth();
  return useMutation({
    mutationFn: (credentials: UsernameCredentials) => api.post<{ user: Users[K] }>(PATHS[kind], credentials),
    onSuccess(answer) {
      if (answer?.user) auth.setInstitutionalUser(kind, answer.user);
    },
  });
}
