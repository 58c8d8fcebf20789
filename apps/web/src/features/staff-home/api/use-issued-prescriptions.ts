import { useQuery } from '@tanstack/react-query';
import { API_PAGE_MAX } from '@/lib/page-limits';
import type { Prescription } from '@saude/shared/schemas/prescriptions';
import { api } from '@/lib/api-client';
import { staffHomeKeys } from './staff-home-keys';

/** GET /api/prescriptions: the doctor's issued prescriptions (for the home's counter). */
export function useIssuedPrescriptions() {
  return useQuery({
    queryKey: staffHomeKeys.issued,
    queryFn: ({ signal }) =>
      api.get<Prescription[]>(`/api/prescriptions?page_size=${API_PAGE_MAX}`, { signal }),
  });
}
