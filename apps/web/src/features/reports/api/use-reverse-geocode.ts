import { useMutation } from '@tanstack/react-query';
import type { ReverseGeocodeResult } from '@saude/shared/schemas/registration';
import { api } from '@/lib/api-client';

export type Coordinates = { latitude: number; longitude: number };

/** GET /api/lookup/reverse-geocode?lat=&lon= (the server asks the geocoder in Portuguese). */
export function useReverseGeocode() {
  return useMutation({
    mutationFn: ({ latitude, longitude }: Coordinates) =>
      api.get<ReverseGeocodeResult>(`/api/lookup/reverse-geocode?lat=${latitude}&lon=${longitude}`),
  });
}
