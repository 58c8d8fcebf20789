/**
 * Query keys of the medical-records feature. Vaccinations and exams share the 'health' root with the
 * patient home's health card, so a new one recorded here refreshes the card too.
 */
export const medicalRecordKeys = {
  records: ['medical-records', 'list'] as const,
  vaccinations: ['health', 'vaccinations', 'list'] as const,
  exams: ['health', 'exams', 'list'] as const,
  /** What a new vaccination or exam makes stale (the lists and the health card). */
  vaccinationsRoot: ['health', 'vaccinations'] as const,
  examsRoot: ['health', 'exams'] as const,
};
