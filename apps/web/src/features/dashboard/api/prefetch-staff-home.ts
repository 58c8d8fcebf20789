import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Endpoint } from '@saude/shared/contract/endpoint';
import { issuedPrescriptionsSource } from '@/features/staff-home/api/use-issued-prescriptions';
import { staffHomeKeys } from '@/features/staff-home/api/staff-home-keys';
import { todayAppointmentsSource, todayCountSource } from '@/features/staff-home/api/use-today-appointments';
import type { ListSource } from '@/lib/api-list';
import { listTotalQuery } from '@/lib/use-list-total';
import { prefetchPagedList } from '@/lib/use-paged-list';

/**
 * What a doctor's or a reception's home shows first: today's appointments and the day's counters
 * (for a doctor also the prescriptions issued). Loaded by the dashboard's boot once the session says
 * who is signed in, so a patient's home never downloads it.
 */
export function prefetchStaffHome(
  queryClient: QueryClient,
  role: 'doctor' | 'reception',
  today: string,
): Promise<unknown> {
  const count = <E extends Endpoint>(key: QueryKey, source: ListSource<E>) =>
    queryClient.prefetchQuery(listTotalQuery(key, source));
  return Promise.allSettled([
    prefetchPagedList(queryClient, todayAppointmentsSource(today)),
    count(staffHomeKeys.today, todayCountSource(today)),
    count(staffHomeKeys.today, todayCountSource(today, 'completed')),
    role === 'reception'
      ? count(staffHomeKeys.today, todayCountSource(today, 'confirmed'))
      : count(staffHomeKeys.issued, issuedPrescriptionsSource),
  ]);
}
