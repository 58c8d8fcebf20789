import { useMutation } from '@tanstack/react-query';
import type { PrescriptionVerification } from '@saude/shared/schemas/prescriptions';
import { api } from '@/lib/api-client';

/** POST /api/prescriptions/verify: checks the QR text's signature and that it matches the record. */
export function useVerifyQr() {
  return useMutation({
    mutationFn: (qr: string) => api.post<PrescriptionVerification>('/api/prescriptions/verify', { qr }),
  });
}
