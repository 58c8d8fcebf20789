import { lazy } from 'react';

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
export const FinishAppointmentDialog = lazy(() =>
  import('./finish-appointment-dialog').then((m) => ({ default: m.FinishAppointmentDialog })),
);
export const IssuePrescriptionDialog = lazy(() =>
  import('@/features/prescriptions').then((m) => ({ default: m.IssuePrescriptionDialog })),
);
/** The no-show confirmation: the reception's home opens without it and its dialog library. */
export const LazyNoShowDialog = lazy(() =>
  import('./no-show-dialog').then((m) => ({ default: m.NoShowDialog })),
);
