import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentItem, AppointmentStatusUpdate } from '@saude/shared/schemas/appointments';
import { api } from '@/lib/api-client';
import { invalidateTotals } from '@/lib/use-list-total';
import { updateListItems } from '@/lib/use-paged-list';
import { appointmentKeys } from './appointment-keys';

export type StatusChange = { id: number } & AppointmentStatusUpdate;

/**
 * PATCH /api/appointments/:id/status. The lists change only once the server says ok (spec 01
 * section 4): the answer replaces the item in every cached list, nothing is guessed beforehand.
 */
export function useUpdateAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StatusChange) =>
      api.patch<AppointmentItem>(`/api/appointments/${id}/status`, body),
    onSuccess: (updated, change) => {
      updateListItems<AppointmentItem>(queryClient, appointmentKeys.appointments, (a) =>
        a.id === updated.id ? updated : a,
      );
      // The homes' counters (confirmed, attended) move with it.
      void invalidateTotals(queryClient, 'appointments');
      // Finishing may have written a medical record: the records screen must not show a stale list.
      if (change.status === 'completed')
        void queryClient.invalidateQueries({ queryKey: ['medical-records'] });
    },
  });
}
