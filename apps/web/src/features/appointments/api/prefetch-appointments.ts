import type { QueryClient } from '@tanstack/react-query';
import { prefetchForMainViewer } from '@/features/session/api/prefetch-for-viewer';
import { localIsoDay } from '@/lib/calendar-day';
import { prefetchPagedList } from '@/lib/use-paged-list';
import { appointmentRequestsSource } from './use-appointment-requests';
import { appointmentsSource } from './use-appointments';
import { healthUnitsQuery } from './use-health-units';

/**
 * Started at boot on /appointments: the first page of the appointments from today, as the page opens
 * on them for every role, and for a patient their requests and the units of the request form.
 */
export function prefetchAppointments(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    prefetchForMainViewer(queryClient, ['patient', 'doctor', 'reception', 'health_department'], () =>
      prefetchPagedList(queryClient, appointmentsSource({ status: 'all', from: localIsoDay() })),
    ),
    prefetchForMainViewer(queryClient, ['patient'], () =>
      Promise.all([
        prefetchPagedList(queryClient, appointmentRequestsSource),
        queryClient.prefetchQuery(healthUnitsQuery),
      ]),
    ),
  ]);
}
