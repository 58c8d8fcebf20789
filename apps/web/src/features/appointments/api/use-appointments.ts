import { LIMITS, type AppointmentStatus } from '@saude/shared/domain/constants';
import { appointmentEndpoints } from '@saude/shared/contract/appointments';
import { usePagedList } from '@/lib/use-paged-list';
import { appointmentKeys } from './appointment-keys';

/**
 * GET /api/appointments (the server scopes it by role): from `from` on, soonest first, then the days
 * before it, most recent first; filtered by status and by the patient searched in the database.
 */
export function useAppointments(filter: AppointmentsFilter) {
  return usePagedList({
    ...appointmentsSource(filter),
    // A check-in at the desk, a visit finished by the doctor: seen on every open agenda in one interval.
    refetchInterval: LIMITS.pollingMs,
    // A name being typed keeps the last rows on screen (marked busy) until the new ones arrive.
    keepPreviousWhileLoading: true,
  });
}

type AppointmentsFilter = { status: AppointmentStatus | 'all'; from: string; q?: string };

/** The list's key and request, shared with the prefetch at boot (prefetch-appointments.ts). */
export const appointmentsSource = ({ status, from, q }: AppointmentsFilter) => ({
  queryKey: appointmentKeys.lists,
  endpoint: appointmentEndpoints.list,
  query: { status: status === 'all' ? undefined : status, from, q: q?.trim() || undefined },
});
