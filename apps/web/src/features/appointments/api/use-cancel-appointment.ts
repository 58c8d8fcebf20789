import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentEndpoints, appointmentRequestEndpoints } from '@saude/shared/contract/appointments';
import type { AppointmentReschedule } from '@saude/shared/schemas/appointments';
import { callApi } from '@/lib/api-client';
import { invalidateTotals } from '@/lib/use-list-total';
import { appointmentKeys } from './appointment-keys';

/** After a patient's cancel, reschedule or withdrawal both lists are read again, with their totals. */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.appointments });
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.requests });
    void invalidateTotals(queryClient, 'appointments');
  };
}

/** PATCH /api/appointments/:id/status with 'cancelled': the patient cancels their own appointment. */
export function useCancelAppointment(id: number) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: { cancellation_reason?: string | null }) =>
      callApi(appointmentEndpoints.changeStatus, { params: { id }, body: { status: 'cancelled', ...body } }),
    onSuccess: refresh,
  });
}

/** POST /api/appointments/:id/reschedule: cancels it and opens the new request in one step. */
export function useRescheduleAppointment(id: number) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: AppointmentReschedule) =>
      callApi(appointmentEndpoints.reschedule, { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** POST /api/appointment-requests/:id/cancel: the patient withdraws a pending request. */
export function useWithdrawRequest(id: number) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (_body: Record<string, never>) =>
      callApi(appointmentRequestEndpoints.cancel, { params: { id } }),
    onSuccess: refresh,
  });
}
