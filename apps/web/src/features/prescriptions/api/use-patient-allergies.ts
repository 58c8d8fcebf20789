import { useQuery } from '@tanstack/react-query';
import { patientEndpoints } from '@saude/shared/contract/health';
import { callApi } from '@/lib/api-client';
import { prescriptionKeys } from './prescription-keys';

/**
 * GET /api/patients/{id}/allergies: read each time a prescription or a visit's record is opened for a
 * patient (a card edited since must be seen), never cached across patients.
 */
export function usePatientAllergies(patientId: number | null | undefined) {
  return useQuery({
    queryKey: prescriptionKeys.patientAllergies(patientId ?? 0),
    queryFn: ({ signal }) => callApi(patientEndpoints.allergies, { params: { id: patientId ?? 0 }, signal }),
    enabled: patientId != null,
    staleTime: 0,
  });
}
