import { useQuery } from '@tanstack/react-query';
import type { MedicalRecord } from '@saude/shared/schemas/health';
import { api } from '@/lib/api-client';
import { medicalRecordKeys } from './medical-record-keys';

/** GET /api/medical-records: the patient's own records, or those the doctor wrote. */
export function useMedicalRecords() {
  return useQuery({
    queryKey: medicalRecordKeys.records,
    queryFn: ({ signal }) => api.get<MedicalRecord[]>('/api/medical-records', { signal }),
  });
}
