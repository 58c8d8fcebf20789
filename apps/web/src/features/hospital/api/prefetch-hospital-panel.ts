import type { QueryClient } from '@tanstack/react-query';
import { hospitalSessionQuery } from '@/features/session';
import { hospitalRequestsQuery } from './requests';

/**
 * Started at boot on /hospital-panel: once the session says a unit is signed in, asks for the first
 * tab's list (pending requests, which also gives the header's counter) instead of waiting until
 * the panel has rendered.
 */
export function prefetchHospitalPanel(queryClient: QueryClient): void {
  queryClient.fetchQuery(hospitalSessionQuery).then(
    (user) => {
      if (user) void queryClient.prefetchQuery(hospitalRequestsQuery('pending'));
    },
    () => undefined,
  );
}
