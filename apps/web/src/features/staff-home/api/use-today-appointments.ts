import { LIMITS } from '@saude/shared/domain/constants';
import type { AppointmentStatus } from '@saude/shared/domain/constants';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { withQuery } from '@/lib/api-list';
import { useListTotal } from '@/lib/use-list-total';
import { usePagedList } from '@/lib/use-paged-list';
import { staffHomeKeys } from './staff-home-keys';

/** GET /api/appointments?date=<today>, by time: the server keeps it to the doctor's own or the unit's. */
export function useTodayAppointments(date: string) {
  return usePagedList<AppointmentItem>({
    queryKey: staffHomeKeys.today,
    path: withQuery('/api/appointments', { date }),
    refetchInterval: LIMITS.pollingMs,
  });
}

/** How many of today's appointments (in a status), counted by the server. */
export function useTodayCount(date: string, status?: AppointmentStatus) {
  return useListTotal(staffHomeKeys.today, withQuery('/api/appointments', { date, status }), {
    refetchInterval: LIMITS.pollingMs,
  });
}
