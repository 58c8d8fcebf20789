import { lazy } from 'react';

/*
 * The dialogs of /prescriptions, fetched when first opened: the QR code's drawing and the issuing form
 * are not part of the list the page opens to. Offline, the installed app serves them from its cache.
 * Render one only while it is open, inside a Suspense boundary.
 */
export const PrescriptionQrDialog = lazy(() =>
  import('./prescription-qr-dialog').then((m) => ({ default: m.PrescriptionQrDialog })),
);
export const IssuePrescriptionDialog = lazy(() =>
  import('./issue-prescription-dialog').then((m) => ({ default: m.IssuePrescriptionDialog })),
);
