import { medicalRecordEndpoints } from '@saude/shared/contract/health';
import { usePagedList } from '@/lib/use-paged-list';
import { medicalRecordKeys } from './medical-record-keys';

/** GET /api/medical-records, newest first: the patient's own records, or those the doctor wrote. */
export function useMedicalRecords() {
  return usePagedList({ queryKey: medicalRecordKeys.records, endpoint: medicalRecordEndpoints.list });
}
