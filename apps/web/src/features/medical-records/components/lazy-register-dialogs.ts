import { lazyDialog } from '@/lib/preloadable-lazy';

/*
 * The register dialogs of /medical-records, fetched when first opened: their forms, the vaccine list
 * and the patient picker are not part of the lists a doctor or a patient opens the page to read.
 * Render one only while it is open, inside a Suspense boundary.
 */
export const RegisterVaccinationDialog = lazyDialog(() =>
  import('./register-vaccination-dialog').then((m) => m.RegisterVaccinationDialog),
);
export const RegisterExamDialog = lazyDialog(() =>
  import('./register-exam-dialog').then((m) => m.RegisterExamDialog),
);
