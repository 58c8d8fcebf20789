import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import { appointmentEndpoints } from '@saude/shared/contract/appointments';
import { homeListQuery } from './home-list-query';

/** GET /api/appointments?limit=3: the patient's next appointments first, then the latest past ones. */
export const recentAppointmentsQuery = homeListQuery(
  ['appointments'],
  appointmentEndpoints.list,
  LIMITS.dashboardListSize,
);

export function useRecentAppointments() {
  return useQuery(recentAppointmentsQuery);
}
