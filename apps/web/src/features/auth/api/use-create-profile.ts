import { useMutation } from '@tanstack/react-query';
import type { Profile, profileSetupSchema } from '@saude/shared/schemas/auth';
import { api } from '@/lib/api-client';

/** The validated, normalised form values (digits only, empty optional values as null). */
export type ProfileSetupBody = ReturnType<typeof profileSetupSchema.parse>;
export type CreateProfileAnswer = { profile: Profile; pendingActivation?: boolean };

/** POST /api/users/profile */
export function useCreateProfile() {
  return useMutation({
    mutationFn: (body: ProfileSetupBody) => api.post<CreateProfileAnswer>('/api/users/profile', body),
  });
}
