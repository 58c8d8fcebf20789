import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { homeListQuery } from './home-list-query';

/** GET /api/appointments?limit=3: the patient's next appointments first, then the latest past ones. */
export const recentAppointmentsQuery = homeListQuery<AppointmentItem>(
  ['appointments'],
  '/api/appointments',
  LIMITS.dashboardListSize,
);

export function useRecentAppointments() {
  return useQuery(recentAppointmentsQuery);
}
