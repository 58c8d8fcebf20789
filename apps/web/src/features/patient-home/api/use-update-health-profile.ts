import { useMutation } from '@tanstack/react-query';
import { healthCardEndpoints } from '@saude/shared/contract/health';
import type { HealthProfileUpdate } from '@saude/shared/schemas/health';
import { ApiError, callApi } from '@/lib/api-client';
import { useAreaContext, useAuth } from '@/features/session';

/** Health info (spec 01 section 8): server error or 'Erro desconhecido'; no answer at all: retry text. */
export function healthUpdateErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return `Erro ao atualizar informações: ${error.serverMessage ?? 'Erro desconhecido'}`;
  }
  return 'Erro ao atualizar informações. Tente novamente.';
}

/** PATCH /api/health/profile; the answer replaces the patient in the session, so the card updates. */
export function useUpdateHealthProfile() {
  const auth = useAuth();
  const { session } = useAreaContext();
  return useMutation({
    mutationFn: (body: HealthProfileUpdate) => callApi(healthCardEndpoints.updateProfile, { body }),
    onSuccess(answer) {
      if (session && answer?.patient) auth.setMainSession({ ...session, patient: answer.patient });
      else void auth.refreshMainSession();
    },
  });
}
