import { useMutation } from '@tanstack/react-query';
import { registrationEndpoints } from '@saude/shared/contract/registration';
import type { PatientRegistrationData } from '@saude/shared/schemas/registration';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/features/session';

export type RegistrationPayload = Omit<PatientRegistrationData, 'confirm_password'>;

/** POST /api/auth/patient/register: the server creates the account and signs the patient in. */
export function useRegisterPatient() {
  const auth = useAuth();
  return useMutation({
    mutationFn: (payload: RegistrationPayload) => callApi(registrationEndpoints.register, { body: payload }),
    async onSuccess(answer) {
      // The answer names the new patient, so the dashboard can greet them without another request.
      if (answer?.patient) {
        auth.setMainSession({ patient: answer.patient, me: null, principal: null, principalGuessed: false });
      } else {
        await auth.refreshMainSession();
      }
    },
  });
}
