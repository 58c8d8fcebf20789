import { useQuery } from '@tanstack/react-query';
import { prescriptionEndpoints } from '@saude/shared/contract/prescriptions';
import type { PrescriptionVerification } from '@saude/shared/schemas/prescriptions';
import { callApi } from '@/lib/api-client';
import { validationKeys } from './validation-keys';

/**
 * The prescription's state for the validation page (public: a pharmacy needs no account to check).
 * Opened from a scanned QR code, the link carries the signature (decision 020) and the whole link is
 * checked (POST /api/prescriptions/verify); opened by id alone, GET /api/prescriptions/validate/:id.
 */
export function usePrescriptionValidation(publicId: string | null, scannedLink: string | null = null) {
  return useQuery({
    queryKey: validationKeys.asked(publicId ?? '', scannedLink),
    queryFn: ({ signal }): Promise<PrescriptionVerification> =>
      scannedLink
        ? callApi(prescriptionEndpoints.verify, { body: { qr: scannedLink }, signal })
        : callApi(prescriptionEndpoints.validate, { params: { publicId: publicId ?? '' }, signal }),
    enabled: Boolean(publicId),
    retry: false,
    // The answer must reflect a dispensing done a moment ago at another counter.
    staleTime: 0,
  });
}
