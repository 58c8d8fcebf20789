import { prescriptionEndpoints } from '@saude/shared/contract/prescriptions';
import { usePagedList } from '@/lib/use-paged-list';

export const pharmacyKeys = { dispensings: ['pharmacy', 'dispensings'] as const };

const PAGE_SIZE = 20;

/** GET /api/prescriptions/dispensed: what this pharmacy dispensed, newest first, page by page. */
export function useDispensings() {
  return usePagedList({
    queryKey: pharmacyKeys.dispensings,
    endpoint: prescriptionEndpoints.dispensed,
    query: { limit: PAGE_SIZE },
  });
}
