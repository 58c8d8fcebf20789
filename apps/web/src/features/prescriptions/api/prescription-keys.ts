/** Query keys of the prescriptions feature (and the searches its forms use). */
export const prescriptionKeys = {
  all: ['prescriptions'] as const,
  list: () => [...prescriptionKeys.all, 'list'] as const,
  patientSearch: (q: string) => ['patients', 'search', q] as const,
  patientAllergies: (id: number) => ['patients', id, 'allergies'] as const,
  medicationSearch: (q: string) => ['medications', 'search', q] as const,
};
