import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { api } from '@/lib/api-client';
import { staffHomeKeys } from './staff-home-keys';

/** GET /api/appointments?date=<today>: the server keeps it to the doctor's own or the unit's. */
export function useTodayAppointments(date: string) {
  return useQuery({
    queryKey: staffHomeKeys.today(date),
    queryFn: ({ signal }) =>
      api.get<AppointmentItem[]>(`/api/appointments?date=${date}&limit=200`, { signal }),
    refetchInterval: LIMITS.pollingMs,
  });
}
