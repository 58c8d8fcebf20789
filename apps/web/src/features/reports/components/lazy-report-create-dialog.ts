import { lazyDialog } from '@/lib/preloadable-lazy';

/**
 * The report form (zod, react-hook-form, the photo and the location), fetched when a patient first
 * opens it: the reports list and the patient home do not carry it. Render it inside a Suspense
 * boundary once the patient has asked for it.
 */
export const ReportCreateDialog = lazyDialog(() =>
  import('./report-create-dialog').then((m) => m.ReportCreateDialog),
);
