import { lazy } from 'react';

/*
 * The register dialogs of /medical-records, fetched when first opened: their forms, the vaccine list
 * and the patient picker are not part of the lists a doctor or a patient opens the page to read.
 * Render one only while it is open, inside a Suspense boundary.
 */
export const RegisterVaccinationDialog = lazy(() =>
  import('./register-vaccination-dialog').then((m) => ({ default: m.RegisterVaccinationDialog })),
);
export const RegisterExamDialog = lazy(() =>
  import('./register-exam-dialog').then((m) => ({ default: m.RegisterExamDialog })),
);
