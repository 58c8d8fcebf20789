import { useMutation } from '@tanstack/react-query';
import { lookupEndpoints } from '@saude/shared/contract/registration';
import { callApi } from '@/lib/api-client';

export type Coordinates = { latitude: number; longitude: number };

/** GET /api/lookup/reverse-geocode?lat=&lon= (the server asks the geocoder in Portuguese). */
export function useReverseGeocode() {
  return useMutation({
    mutationFn: ({ latitude, longitude }: Coordinates) =>
      callApi(lookupEndpoints.reverseGeocode, { query: { lat: latitude, lon: longitude } }),
  });
}
