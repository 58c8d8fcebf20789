import { useQuery } from '@tanstack/react-query';
import { dataExportEndpoints } from '@saude/shared/contract/data-export';
import { callApi } from '@/lib/api-client';

const keys = {
  card: ['me', 'vaccination-card'] as const,
  verify: (link: string) => ['vaccination-card', 'verify', link] as const,
};

/** GET /api/me/vaccination-card: the card to print, with its signed QR link (issued anew each time). */
export function useVaccinationCard() {
  return useQuery({
    queryKey: keys.card,
    queryFn: ({ signal }) => callApi(dataExportEndpoints.vaccinationCard, { signal }),
    staleTime: 0,
  });
}

/** POST /api/vaccination-card/verify: the signature of a scanned card's link, checked by the server. */
export function useVerifyVaccinationCard(link: string | null) {
  return useQuery({
    queryKey: keys.verify(link ?? ''),
    queryFn: ({ signal }) =>
      callApi(dataExportEndpoints.verifyVaccinationCard, { body: { qr: link ?? '' }, signal }),
    enabled: Boolean(link),
    retry: false,
  });
}
