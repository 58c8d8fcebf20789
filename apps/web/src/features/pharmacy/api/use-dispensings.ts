import type { PharmacyDispensing } from '@saude/shared/schemas/pharmacies';
import { withQuery } from '@/lib/api-list';
import { usePagedList } from '@/lib/use-paged-list';

export const pharmacyKeys = { dispensings: ['pharmacy', 'dispensings'] as const };

const PAGE_SIZE = 20;

/** GET /api/prescriptions/dispensed: what this pharmacy dispensed, newest first, page by page. */
export function useDispensings() {
  return usePagedList<PharmacyDispensing>({
    queryKey: pharmacyKeys.dispensings,
    path: withQuery('/api/prescriptions/dispensed', { limit: PAGE_SIZE }),
  });
}
