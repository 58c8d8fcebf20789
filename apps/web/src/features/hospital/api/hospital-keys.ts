/**
 * Query keys of the hospital panel; every list is scoped to the signed-in unit by the server. The paged
 * lists get their first page's path appended (usePagedList), their counters 'total' and the path
 * (useListTotal), so one key refreshes a list with all its filters and counters.
 */
export const hospitalKeys = {
  all: ['hospital'] as const,
  requests: ['hospital', 'requests'] as const,
  requestCounts: ['hospital', 'request-counts'] as const,
  doctorOptions: (specialty: string) => ['hospital', 'doctor-options', specialty] as const,
  doctorDay: (doctor: string, date: string) => ['hospital', 'doctor-day', doctor, date] as const,
  doctors: ['hospital', 'doctors'] as const,
  staff: ['hospital', 'staff'] as const,
  prescriptions: ['hospital', 'prescriptions'] as const,
  exams: ['hospital', 'exams'] as const,
  vaccinations: ['hospital', 'vaccinations'] as const,
  patientSearch: ['hospital', 'patients', 'search'] as const,
};
