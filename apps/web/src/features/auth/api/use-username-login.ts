import { useMutation } from '@tanstack/react-query';
import type { HealthDepartmentUser, HospitalUser, PublicAuthorityUser } from '@saude/shared/schemas/auth';
import type { PharmacyUser } from '@saude/shared/schemas/pharmacies';
import {
  authorityAccountEndpoints,
  departmentAccountEndpoints,
  hospitalAccountEndpoints,
  pharmacyAccountEndpoints,
} from '@saude/shared/contract/auth';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/features/session';

export type InstitutionalKind = 'health_department' | 'hospital' | 'public_authority' | 'pharmacy';
export type UsernameCredentials = { username: string; password: string };

type Users = {
  health_department: HealthDepartmentUser;
  hospital: HospitalUser;
  public_authority: PublicAuthorityUser;
  pharmacy: PharmacyUser;
};

const LOGIN: { [K in InstitutionalKind]: (body: UsernameCredentials) => Promise<{ user: Users[K] }> } = {
  health_department: (body) => callApi(departmentAccountEndpoints.login, { body }),
  hospital: (body) => callApi(hospitalAccountEndpoints.login, { body }),
  public_authority: (body) => callApi(authorityAccountEndpoints.login, { body }),
  pharmacy: (body) => callApi(pharmacyAccountEndpoints.login, { body }),
};

/** POST /api/health-department/login, /api/hospital/login, /api/public-authority/login or /api/pharmacy/login. */
export function useUsernameLogin<K extends InstitutionalKind>(kind: K) {
  const auth = useAuth();
  return useMutation({
    mutationFn: (credentials: UsernameCredentials) => LOGIN[kind](credentials),
    onSuccess(answer) {
      if (answer?.user) auth.setInstitutionalUser(kind, answer.user);
    },
  });
}
