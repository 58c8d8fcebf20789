import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { loadList } from './load-list';

/** GET /api/appointments (the patient's own, oldest first as the server lists them). */
export const myAppointmentsQuery = queryOptions({
  queryKey: ['patient-home', 'appointments'],
  queryFn: () => loadList<AppointmentItem>('/api/appointments', 'appointments'),
});

export function useMyAppointments() {
  return useQuery(myAppointmentsQuery);
}
