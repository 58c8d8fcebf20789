import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient, type MutateOptions } from '@tanstack/react-query';
import { appointmentEndpoints } from '@saude/shared/contract/appointments';
import type { AppointmentItem, AppointmentStatusUpdate } from '@saude/shared/schemas/appointments';
import { ApiError, callApi } from '@/lib/api-client';
import { invalidateTotals } from '@/lib/use-list-total';
import { updateListItems } from '@/lib/use-paged-list';
import { useSettling } from '../lib/use-settling';
import { appointmentKeys } from './appointment-keys';

export type StatusChange = { id: number } & AppointmentStatusUpdate;

/**
 * PATCH /api/appointments/:id/status. The lists change only once the server says ok (spec 01
 * section 4): the answer replaces the item in every cached list, nothing is guessed beforehand. A
 * refusal for the appointment's current status (409) reads the lists again, so they show it.
 *
 * `change` sends at most one change per appointment at a time: a second tap that lands before the
 * button shows it is busy (the pending state reaches React a task later) is dropped, not sent.
 * `justCheckedIn(id)` holds for a moment after a check-in (useSettling): the screens show it instead
 * of the row's new buttons, so a double tap's late second tap lands on none of them.
 */
export function useUpdateAppointmentStatus() {
  const queryClient = useQueryClient();
  const inFlight = useRef(new Set<number>());
  const { settle, isSettling } = useSettling();
  const mutation = useMutation({
    mutationFn: ({ id, ...body }: StatusChange) =>
      callApi(appointmentEndpoints.changeStatus, { params: { id }, body }),
    onSuccess: (updated, change) => {
      updateListItems<AppointmentItem>(queryClient, appointmentKeys.appointments, (a) =>
        a.id === updated.id ? updated : a,
      );
      // The homes' counters (confirmed, attended) move with it.
      void invalidateTotals(queryClient, 'appointments');
      // Finishing may have written a medical record: the records screen must not show a stale list.
      if (change.status === 'completed')
        void queryClient.invalidateQueries({ queryKey: ['medical-records'] });
      if (change.status === 'confirmed') settle(change.id);
    },
    onError: (error) => {
      // Refused for the appointment's status now (another desk moved it): the rows show that status.
      if (!(error instanceof ApiError) || error.status !== 409) return;
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.appointments });
      void invalidateTotals(queryClient, 'appointments');
    },
    onSettled: (_answer, _error, change) => {
      inFlight.current.delete(change.id);
    },
  });
  const { mutate } = mutation;
  const change = useCallback(
    (next: StatusChange, options?: MutateOptions<AppointmentItem, Error, StatusChange>) => {
      if (inFlight.current.has(next.id)) return;
      inFlight.current.add(next.id);
      mutate(next, options);
    },
    [mutate],
  );
  return { ...mutation, change, justCheckedIn: isSettling };
}
