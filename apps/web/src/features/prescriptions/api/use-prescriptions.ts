import { prescriptionEndpoints } from '@saude/shared/contract/prescriptions';
import { usePagedList } from '@/lib/use-paged-list';
import { prescriptionKeys } from './prescription-keys';

/** The list's key and first page, for the hook and for asking ahead at boot (prefetch-prescriptions.ts). */
export const prescriptionsSource = {
  queryKey: prescriptionKeys.list(),
  endpoint: prescriptionEndpoints.list,
};

/**
 * GET /api/prescriptions, newest first, page by page: the patient's own or the ones the doctor
 * issued (the server scopes it), every one reachable with "Carregar mais".
 */
export function usePrescriptions() {
  return usePagedList(prescriptionsSource);
}
