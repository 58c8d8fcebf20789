import { lazyDialog } from '@/lib/preloadable-lazy';

/*
 * The appointment dialogs with a form, fetched when first opened (or when the button or row that
 * opens one is reached, see preloadOnIntent): their forms, validation and the prescription code are
 * not part of the lists that open first (/appointments). Render one only while it is open, inside a
 * Suspense boundary.
 */
export const AppointmentRequestDialog = lazyDialog(() =>
  import('./appointment-request-dialog').then((m) => m.AppointmentRequestDialog),
);
export const CancelAppointmentDialog = lazyDialog(() =>
  import('./patient-cancel-dialogs').then((m) => m.CancelAppointmentDialog),
);
export const RescheduleAppointmentDialog = lazyDialog(() =>
  import('./patient-cancel-dialogs').then((m) => m.RescheduleAppointmentDialog),
);
export const WithdrawRequestDialog = lazyDialog(() =>
  import('./patient-cancel-dialogs').then((m) => m.WithdrawRequestDialog),
);
/** The doctor's two dialogs on an appointment (use-doctor-dialogs). */
export const FinishAppointmentDialog = lazyDialog(() =>
  import('./finish-appointment-dialog').then((m) => m.FinishAppointmentDialog),
);
export const PrescriptionDialog = lazyDialog(() =>
  import('@/features/prescriptions').then((m) => m.IssuePrescriptionDialog),
);
/** The no-show confirmation: the reception's home opens without it and its dialog library. */
export const LazyNoShowDialog = lazyDialog(() => import('./no-show-dialog').then((m) => m.NoShowDialog));
