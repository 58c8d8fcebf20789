import { useMutation } from '@tanstack/react-query';
import { prescriptionEndpoints } from '@saude/shared/contract/prescriptions';
import { callApi } from '@/lib/api-client';

/** POST /api/prescriptions/verify: checks the QR text's signature and that it matches the record. */
export function useVerifyQr() {
  return useMutation({
    mutationFn: (qr: string) => callApi(prescriptionEndpoints.verify, { body: { qr } }),
  });
}
