import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentRequestEndpoints } from '@saude/shared/contract/appointments';
import type { AppointmentRequestCreate } from '@saude/shared/schemas/appointments';
import { callApi } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

/**
 * POST /api/appointment-requests. The list is read again: newest first, so the new request is on top
 * (spec 01 section 4), with the server's total.
 */
export function useCreateAppointmentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppointmentRequestCreate) => callApi(appointmentRequestEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.requests }),
  });
}
