import { useQuery } from '@tanstack/react-query';
import type { Prescription } from '@saude/shared/schemas/prescriptions';
import { api } from '@/lib/api-client';
import { prescriptionKeys } from './prescription-keys';

/** GET /api/prescriptions: the patient's own or the ones the doctor issued (the server scopes it). */
export function usePrescriptions(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: prescriptionKeys.list(),
    queryFn: ({ signal }) => api.get<Prescription[]>('/api/prescriptions', { signal }),
    enabled: options.enabled ?? true,
  });
}
