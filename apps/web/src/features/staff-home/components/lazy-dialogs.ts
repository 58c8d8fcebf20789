import { lazyDialog } from '@/lib/preloadable-lazy';

/*
 * The staff homes' dialogs: their forms (and their validation) are fetched when first opened, or when
 * the home's action row is reached (preloadOnIntent), not with the home. Render one only while it is
 * open, inside a Suspense boundary.
 */
export const IssuePrescriptionDialog = lazyDialog(() =>
  import('@/features/prescriptions').then((m) => m.IssuePrescriptionDialog),
);
export const ProvisionalRecordDialog = lazyDialog(() =>
  import('@/features/provisional-patients').then((m) => m.ProvisionalRecordDialog),
);
export const IssueResetCodeDialog = lazyDialog(() =>
  import('@/features/password-reset').then((m) => m.IssueResetCodeDialog),
);
