import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentRequestCreate, AppointmentRequestItem } from '@saude/shared/schemas/appointments';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

/** POST /api/appointment-requests; the new request goes on top of the list (spec 01 section 4). */
export function useCreateAppointmentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppointmentRequestCreate) =>
      api.post<AppointmentRequestItem>('/api/appointment-requests', body),
    onSuccess: (created) => {
      queryClient.setQueryData<AppointmentRequestItem[]>(appointmentKeys.requests, (list) => [
        created,
        ...(list ?? []).filter((r) => r.id !== created.id),
      ]);
    },
  });
}
