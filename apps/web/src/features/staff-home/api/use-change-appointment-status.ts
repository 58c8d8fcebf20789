import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentStatus } from '@saude/shared/domain/constants';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { api } from '@/lib/api-client';
import { staffHomeKeys } from './staff-home-keys';

/**
 * PATCH /api/appointments/:id/status. The cached list is changed only once the server answers ok
 * (spec 01 section 4), with the appointment it returns.
 */
export function useChangeAppointmentStatus(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: AppointmentStatus }) =>
      api.patch<AppointmentItem>(`/api/appointments/${id}/status`, { status }),
    onSuccess(updated) {
      queryClient.setQueryData<AppointmentItem[]>(staffHomeKeys.today(date), (list) =>
        list?.map((a) => (a.id === updated.id ? { ...a, ...updated } : a)),
      );
    },
  });
}
