import { prescriptionEndpoints } from '@saude/shared/contract/prescriptions';
import { usePagedList } from '@/lib/use-paged-list';
import { prescriptionKeys } from './prescription-keys';

/**
 * GET /api/prescriptions, newest first, page by page: the patient's own or the ones the doctor
 * issued (the server scopes it), every one reachable with "Carregar mais".
 */
export function usePrescriptions() {
  return usePagedList({ queryKey: prescriptionKeys.list(), endpoint: prescriptionEndpoints.list });
}
