import { lazy } from 'react';
import { preloadableLazy } from '@/lib/preloadable-lazy';

/*
 * The appointment dialogs with a form, fetched when first opened: their forms, validation and the
 * prescription code are not part of the lists that open first (/appointments). Render one only while
 * it is open, inside a Suspense boundary.
 */
export const AppointmentRequestDialog = lazy(() =>
  import('./appointment-request-dialog').then((m) => ({ default: m.AppointmentRequestDialog })),
);
export const CancelAppointmentDialog = lazy(() =>
  import('./patient-cancel-dialogs').then((m) => ({ default: m.CancelAppointmentDialog })),
);
export const RescheduleAppointmentDialog = lazy(() =>
  import('./patient-cancel-dialogs').then((m) => ({ default: m.RescheduleAppointmentDialog })),
);
export const WithdrawRequestDialog = lazy(() =>
  import('./patient-cancel-dialogs').then((m) => ({ default: m.WithdrawRequestDialog })),
);
/** The doctor's two dialogs on an appointment, whose code is also asked for ahead (use-doctor-dialogs). */
export const FINISH_DIALOG = preloadableLazy(() =>
  import('./finish-appointment-dialog').then((m) => m.FinishAppointmentDialog),
);
export const PRESCRIPTION_DIALOG = preloadableLazy(() =>
  import('@/features/prescriptions').then((m) => m.IssuePrescriptionDialog),
);
/** The no-show confirmation: the reception's home opens without it and its dialog library. */
export const LazyNoShowDialog = lazy(() =>
  import('./no-show-dialog').then((m) => ({ default: m.NoShowDialog })),
);
