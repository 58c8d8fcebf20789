import type { RequestStatus } from '@saude/shared/domain/constants';

/** Query keys of the hospital panel; every list is scoped to the signed-in unit by the server. */
export const hospitalKeys = {
  all: ['hospital'] as const,
  requests: (status: RequestStatus) => ['hospital', 'requests', status] as const,
  requestsAll: ['hospital', 'requests'] as const,
  doctorOptions: (specialty: string) => ['hospital', 'doctor-options', specialty] as const,
  doctors: ['hospital', 'doctors'] as const,
  staff: ['hospital', 'staff'] as const,
  prescriptions: ['hospital', 'prescriptions'] as const,
  exams: ['hospital', 'exams'] as const,
  vaccinations: ['hospital', 'vaccinations'] as const,
  patientSearch: (q: string) => ['hospital', 'patients', 'search', q] as const,
};
