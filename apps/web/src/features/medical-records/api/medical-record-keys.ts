/** Query keys of the medical-records feature (records, vaccinations, exams). */
export const medicalRecordKeys = {
  records: ['medical-records'] as const,
  vaccinations: ['health', 'vaccinations'] as const,
  exams: ['health', 'exams'] as const,
};
