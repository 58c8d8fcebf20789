import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentRequestCreate, AppointmentRequestItem } from '@saude/shared/schemas/appointments';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

/**
 * POST /api/appointment-requests. The list is read again: newest first, so the new request is on top
 * (spec 01 section 4), with the server's total.
 */
export function useCreateAppointmentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppointmentRequestCreate) =>
      api.post<AppointmentRequestItem>('/api/appointment-requests', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.requests }),
  });
}
