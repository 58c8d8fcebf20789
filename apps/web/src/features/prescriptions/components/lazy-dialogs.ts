import { lazyDialog } from '@/lib/preloadable-lazy';

/*
 * The dialogs of /prescriptions, fetched when first opened: the QR code's drawing and the issuing form
 * are not part of the list the page opens to. Offline, the installed app serves them from its cache.
 * Render one only while it is open, inside a Suspense boundary.
 */
export const PrescriptionQrDialog = lazyDialog(() =>
  import('./prescription-qr-dialog').then((m) => m.PrescriptionQrDialog),
);
export const IssuePrescriptionDialog = lazyDialog(() =>
  import('./issue-prescription-dialog').then((m) => m.IssuePrescriptionDialog),
);
