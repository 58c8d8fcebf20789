import { lazy } from 'react';

/*
 * The department's form dialogs, fetched when first opened: their forms, validation and schemas are
 * not part of the pages that show a list first (/admin, /users-management, /health-units-management).
 * Render one only while it is open, inside a Suspense boundary.
 */
export const StaffFormDialog = lazy(() =>
  import('./staff-form-dialog').then((m) => ({ default: m.StaffFormDialog })),
);
export const PatientFormDialog = lazy(() =>
  import('./patient-form-dialog').then((m) => ({ default: m.PatientFormDialog })),
);
export const HealthUnitFormDialog = lazy(() =>
  import('./health-unit-form-dialog').then((m) => ({ default: m.HealthUnitFormDialog })),
);
export const HospitalAdminFormDialog = lazy(() =>
  import('./hospital-admin-form-dialog').then((m) => ({ default: m.HospitalAdminFormDialog })),
);
export const AuthorityFormDialog = lazy(() =>
  import('./authority-form-dialog').then((m) => ({ default: m.AuthorityFormDialog })),
);
export const WipeConfirmDialog = lazy(() =>
  import('./wipe-confirm-dialog').then((m) => ({ default: m.WipeConfirmDialog })),
);
