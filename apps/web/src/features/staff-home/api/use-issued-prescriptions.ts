import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@saude/shared/domain/page-limits';
import type { Prescription } from '@saude/shared/schemas/prescriptions';
import { api } from '@/lib/api-client';
import { staffHomeKeys } from './staff-home-keys';

/** GET /api/prescriptions: the doctor's issued prescriptions (for the home's counter). */
export function useIssuedPrescriptions() {
  return useQuery({
    queryKey: staffHomeKeys.issued,
    queryFn: ({ signal }) =>
      api.get<Prescription[]>(`/api/prescriptions?page_size=${PAGE_SIZE_MAX}`, { signal }),
  });
}
