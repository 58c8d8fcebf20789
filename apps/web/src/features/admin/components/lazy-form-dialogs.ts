import { lazyDialog } from '@/lib/preloadable-lazy';

/*
 * The department's form dialogs, fetched when first opened: their forms, validation and schemas are
 * not part of the pages that show a list first (/admin, /users-management, /health-units-management).
 * Render one only while it is open, inside a Suspense boundary.
 */
export const StaffFormDialog = lazyDialog(() => import('./staff-form-dialog').then((m) => m.StaffFormDialog));
export const PatientFormDialog = lazyDialog(() =>
  import('./patient-form-dialog').then((m) => m.PatientFormDialog),
);
export const HealthUnitFormDialog = lazyDialog(() =>
  import('./health-unit-form-dialog').then((m) => m.HealthUnitFormDialog),
);
export const HospitalAdminFormDialog = lazyDialog(() =>
  import('./hospital-admin-form-dialog').then((m) => m.HospitalAdminFormDialog),
);
export const AuthorityFormDialog = lazyDialog(() =>
  import('./authority-form-dialog').then((m) => m.AuthorityFormDialog),
);
export const WipeConfirmDialog = lazyDialog(() =>
  import('./wipe-confirm-dialog').then((m) => m.WipeConfirmDialog),
);
