import { useCallback, useState } from 'react';
import { LOOKUP_MESSAGES } from '@saude/shared/schemas/registration';
import { useReverseGeocode, type Coordinates } from '../api/use-reverse-geocode';

export const GEOLOCATION_UNSUPPORTED = 'Geolocalização não é suportada neste navegador';

/** Spec 01 section 9: high accuracy, 10 s time-out, a position up to 60 s old is fine. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 60_000,
};

export type DeviceLocation = Coordinates & { address: string; neighborhood: string | null };

/**
 * The reason after the spec's 'Erro ao obter localização: ', in Portuguese and with what to do: the
 * browser's own text is English ('User denied Geolocation') and says nothing of the way out.
 */
export function locationErrorReason(code: number): string {
  if (code === 1) {
    return 'o acesso à localização foi negado. Permita a localização para este site nas configurações do navegador e tente novamente.';
  }
  if (code === 3)
    return 'o aparelho demorou para encontrar a posição. Tente novamente, de preferência ao ar livre.';
  return 'a posição do aparelho não está disponível. Verifique se a localização está ligada e tente novamente.';
}

/** The device position and its address; a geocoder failure falls back to 'Localização registrada'. */
export function useDeviceLocation() {
  const geocode = useReverseGeocode();
  const { mutateAsync } = geocode;
  const [location, setLocation] = useState<DeviceLocation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);

  const locate = useCallback(() => {
    setError(null);
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setError(GEOLOCATION_UNSUPPORTED);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const coords = { latitude: position.coords.latitude, longitude: position.coords.longitude };
        let address: string = LOOKUP_MESSAGES.locationFallback;
        let neighborhood: string | null = null;
        try {
          const answer = await mutateAsync(coords);
          address = answer.address || address;
          neighborhood = answer.neighborhood;
        } catch {
          // The coordinates are what matters; the address is a convenience.
        }
        setLocation({ ...coords, address, neighborhood });
        setLocating(false);
      },
      (positionError) => {
        setError(`Erro ao obter localização: ${locationErrorReason(positionError.code)}`);
        setLocating(false);
      },
      GEOLOCATION_OPTIONS,
    );
  }, [mutateAsync]);

  const reset = useCallback(() => {
    setLocation(null);
    setError(null);
    setLocating(false);
  }, []);

  return { location, error, locating, locate, reset };
}
