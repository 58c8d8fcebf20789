import { LIMITS } from '@saude/shared/domain/constants';
import { hospitalRequestEndpoints } from '@saude/shared/contract/hospital';
import { usePagedList } from '@/lib/use-paged-list';
import { hospitalKeys } from './hospital-keys';

/** GET /api/hospital/cancellations: the unit's appointments cancelled by patients, newest first. */
export function useHospitalCancellations() {
  return usePagedList({
    queryKey: [...hospitalKeys.all, 'cancellations'],
    endpoint: hospitalRequestEndpoints.cancellations,
    query: {},
    // Patients cancel at any time; the panel polls like its request queue (spec 02 section 7).
    refetchInterval: LIMITS.pollingMs,
  });
}
