import { medicalRecordEndpoints } from '@saude/shared/contract/health';
import { usePagedList } from '@/lib/use-paged-list';
import { medicalRecordKeys } from './medical-record-keys';

/** The list's key and first page, for the hook and for asking ahead at boot (prefetch-medical-records.ts). */
export const medicalRecordsSource = {
  queryKey: medicalRecordKeys.records,
  endpoint: medicalRecordEndpoints.list,
};

/** GET /api/medical-records, newest first: the patient's own records, or those the doctor wrote. */
export function useMedicalRecords() {
  return usePagedList(medicalRecordsSource);
}
