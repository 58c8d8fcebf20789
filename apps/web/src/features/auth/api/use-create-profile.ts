import { useMutation } from '@tanstack/react-query';
import { userEndpoints } from '@saude/shared/contract/auth';
import type { CreatedProfile, profileSetupSchema } from '@saude/shared/schemas/auth';
import { callApi } from '@/lib/api-client';

/** The validated, normalised form values (digits only, empty optional values as null). */
export type ProfileSetupBody = ReturnType<typeof profileSetupSchema.parse>;
export type CreateProfileAnswer = CreatedProfile;

/** POST /api/users/profile */
export function useCreateProfile() {
  return useMutation({
    mutationFn: (body: ProfileSetupBody) => callApi(userEndpoints.createProfile, { body }),
  });
}
