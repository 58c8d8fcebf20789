import type { QueryClient } from '@tanstack/react-query';
import { prefetchForMainViewer } from '@/features/session/api/prefetch-for-viewer';
import { UNREAD_PATH } from '@/features/messages/api/use-inbox';
import { messagesKeys } from '@/features/messages/api/messages-keys';
import { recentAppointmentsQuery } from '@/features/patient-home/api/use-appointments';
import { cardExamsQuery } from '@/features/patient-home/api/use-exams';
import { recentPrescriptionsQuery } from '@/features/patient-home/api/use-prescriptions';
import { recentReportsQuery } from '@/features/patient-home/api/use-reports';
import { cardVaccinationsQuery } from '@/features/patient-home/api/use-vaccinations';
import { getListPage, totalLabel } from '@/lib/api-list';

/**
 * Started at boot on /dashboard: as soon as the session says a patient is signed in, asks for what the
 * patient home shows (the bell's unread counter, the health card's latest vaccines and exams, the 3
 * recent prescriptions, appointments and reports) and its code, instead of waiting until the home
 * has rendered and each block's component has mounted. The hooks then find these answers: same keys
 * and functions. Settles once all of it has arrived or failed.
 */
export function prefetchDashboard(queryClient: QueryClient): Promise<unknown> {
  return prefetchForMainViewer(queryClient, ['patient'], () =>
    Promise.allSettled([
      import('@/features/patient-home/components/patient-home-body'),
      import('@/features/messages'),
      // The bell's badge, cached as useListTotal caches it (its key plus 'total' and the path).
      queryClient.prefetchQuery({
        queryKey: [...messagesKeys.inbox, 'total', UNREAD_PATH],
        queryFn: async ({ signal }) => {
          const page = await getListPage<unknown>(`${UNREAD_PATH}&limit=1`, signal);
          return { total: page.total, exact: page.exact, label: totalLabel(page) };
        },
      }),
      queryClient.prefetchQuery(cardVaccinationsQuery),
      queryClient.prefetchQuery(cardExamsQuery),
      queryClient.prefetchQuery(recentPrescriptionsQuery),
      queryClient.prefetchQuery(recentAppointmentsQuery),
      queryClient.prefetchQuery(recentReportsQuery),
    ]),
  );
}
