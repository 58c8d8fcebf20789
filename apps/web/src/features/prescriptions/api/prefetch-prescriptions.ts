import type { QueryClient } from '@tanstack/react-query';
import { prefetchForMainViewer } from '@/features/session/api/prefetch-for-viewer';
import { prefetchPagedList } from '@/lib/use-paged-list';
import { prescriptionsSource } from './use-prescriptions';

/** Started at boot on /prescriptions: the first page of the patient's or the doctor's prescriptions. */
export function prefetchPrescriptions(queryClient: QueryClient): Promise<unknown> {
  return prefetchForMainViewer(queryClient, ['patient', 'doctor'], () =>
    prefetchPagedList(queryClient, prescriptionsSource),
  );
}
