import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { prefetchForMainViewer } from '@/features/session/api/prefetch-for-viewer';
import { unreadCountQuery } from '@/features/messages/api/use-inbox';
import { cardExamsQuery } from '@/features/patient-home/api/use-exams';
import { cardVaccinationsQuery } from '@/features/patient-home/api/use-vaccinations';
import { issuedPrescriptionsSource } from '@/features/staff-home/api/use-issued-prescriptions';
import { staffHomeKeys } from '@/features/staff-home/api/staff-home-keys';
import { todayAppointmentsSource, todayCountSource } from '@/features/staff-home/api/use-today-appointments';
import type { Endpoint } from '@saude/shared/contract/endpoint';
import type { ListSource } from '@/lib/api-list';
import { localIsoDay } from '@/lib/calendar-day';
import { listTotalQuery } from '@/lib/use-list-total';
import { prefetchPagedList } from '@/lib/use-paged-list';

/**
 * Started at boot on /dashboard: as soon as the session says who is signed in, asks for what their
 * home shows first, instead of waiting until the home has rendered and each block's component has
 * mounted: for a patient the bell's unread counter, the health card's latest vaccines and exams and
 * the home's code; for a doctor or the reception today's appointments and the day's counters. The
 * hooks then find these answers: same keys and functions. Settles once all of it has arrived or
 * failed, and the first render waits for it.
 *
 * Not the patient's recent prescriptions, appointments and reports: they are below the card, off a
 * phone's first screen, and their blocks ask for them once the home is shown. Three requests fewer
 * before the first render, on a phone's six connections, took the home's largest paint from about
 * 3.02 to 2.91 s in Lighthouse on the generated city (bench/RESULTS.md).
 */
export function prefetchDashboard(queryClient: QueryClient): Promise<unknown> {
  const today = localIsoDay();
  const count = <E extends Endpoint>(key: QueryKey, source: ListSource<E>) =>
    queryClient.prefetchQuery(listTotalQuery(key, source));
  return Promise.allSettled([
    prefetchForMainViewer(queryClient, ['patient'], () =>
      Promise.allSettled([
        import('@/features/patient-home/components/patient-home-body'),
        import('@/features/messages'),
        // The bell's badge, under the key the badge reads.
        queryClient.prefetchQuery(unreadCountQuery),
        queryClient.prefetchQuery(cardVaccinationsQuery),
        queryClient.prefetchQuery(cardExamsQuery),
      ]),
    ),
    prefetchForMainViewer(queryClient, ['doctor', 'reception'], () =>
      Promise.allSettled([
        prefetchPagedList(queryClient, todayAppointmentsSource(today)),
        count(staffHomeKeys.today, todayCountSource(today)),
        count(staffHomeKeys.today, todayCountSource(today, 'completed')),
      ]),
    ),
    prefetchForMainViewer(queryClient, ['reception'], () =>
      count(staffHomeKeys.today, todayCountSource(today, 'confirmed')),
    ),
    prefetchForMainViewer(queryClient, ['doctor'], () =>
      count(staffHomeKeys.issued, issuedPrescriptionsSource),
    ),
  ]);
}
