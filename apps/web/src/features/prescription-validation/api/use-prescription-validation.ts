import { useQuery } from '@tanstack/react-query';
import type { PrescriptionValidation } from '@saude/shared/schemas/prescriptions';
import { api } from '@/lib/api-client';
import { validationKeys } from './validation-keys';

/** GET /api/prescriptions/validate/:publicId (public: a pharmacy needs no account to check). */
export function usePrescriptionValidation(publicId: string | null) {
  return useQuery({
    queryKey: validationKeys.byPublicId(publicId ?? ''),
    queryFn: ({ signal }) =>
      api.get<PrescriptionValidation>(`/api/prescriptions/validate/${encodeURIComponent(publicId ?? '')}`, {
        signal,
      }),
    enabled: Boolean(publicId),
    retry: false,
    // The answer must reflect a dispensing done a moment ago at another counter.
    staleTime: 0,
  });
}
