import { LIMITS } from '@saude/shared/domain/constants';
import type { AppointmentStatus } from '@saude/shared/domain/constants';
import { appointmentEndpoints } from '@saude/shared/contract/appointments';
import { useListTotal } from '@/lib/use-list-total';
import { usePagedList } from '@/lib/use-paged-list';
import { staffHomeKeys } from './staff-home-keys';

/**
 * GET /api/appointments?date=<today>, by time: the server keeps it to the doctor's own or the unit's;
 * `q`, the patient the reception looks for (name or start of the CPF).
 */
export function useTodayAppointments(date: string, q = '') {
  return usePagedList({
    ...todayAppointmentsSource(date, q),
    refetchInterval: LIMITS.pollingMs,
    keepPreviousWhileLoading: true,
  });
}

export const todayAppointmentsSource = (date: string, q = '') => ({
  queryKey: staffHomeKeys.today,
  endpoint: appointmentEndpoints.list,
  query: { date, q: q.trim() || undefined },
});

/** How many of today's appointments (in a status), counted by the server. */
export function useTodayCount(date: string, status?: AppointmentStatus) {
  return useListTotal(staffHomeKeys.today, todayCountSource(date, status), {
    refetchInterval: LIMITS.pollingMs,
  });
}

export const todayCountSource = (date: string, status?: AppointmentStatus) => ({
  endpoint: appointmentEndpoints.list,
  query: { date, status },
});
