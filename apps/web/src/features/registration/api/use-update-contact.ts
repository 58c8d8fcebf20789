import { useMutation } from '@tanstack/react-query';
import { patientAccountEndpoints } from '@saude/shared/contract/auth';
import type { PatientContactUpdate } from '@saude/shared/schemas/registration';
import { callApi } from '@/lib/api-client';
import { useAreaContext, useAuth } from '@/features/session';

/** PATCH /api/auth/patient/me; the answer replaces the patient in the session, so the home updates. */
export function useUpdateContact() {
  const auth = useAuth();
  const { session } = useAreaContext();
  return useMutation({
    mutationFn: (body: PatientContactUpdate) => callApi(patientAccountEndpoints.updateContact, { body }),
    onSuccess(answer) {
      if (session && answer?.patient) auth.setMainSession({ ...session, patient: answer.patient });
      else void auth.refreshMainSession();
    },
  });
}
