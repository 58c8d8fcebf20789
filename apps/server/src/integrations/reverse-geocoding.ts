/**
 * Reverse geocoding in the Nominatim format: GET <base>/reverse?format=jsonv2&lat=&lon=&accept-language=pt
 * answers { display_name, address: { road, suburb | neighbourhood, city | town, state } }.
 * It never fails the user: any problem gives the spec's fallback text.
 */
export type ReverseGeocode = { address: string; neighborhood: string | null };

export const LOCATION_FALLBACK = 'Localização registrada';
/** Nominatim's usage policy asks every application to identify itself. */
export const GEOCODING_USER_AGENT = 'SaudeMunicipal/1.0 (plataforma municipal de saude)';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

export function createReverseGeocoder(options: {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  contact?: string;
}) {
  return {
    async lookup(lat: number, lon: number): Promise<ReverseGeocode> {
      const fallback = { address: LOCATION_FALLBACK, neighborhood: null };
      try {
        const url = new URL(`${options.baseUrl}/reverse`);
        url.search = new URLSearchParams({
          format: 'jsonv2',
          lat: String(lat),
          lon: String(lon),
          'accept-language': 'pt',
        }).toString();
        const res = await options.fetch(url, {
          headers: {
            accept: 'application/json',
            'user-agent': options.contact
              ? `${GEOCODING_USER_AGENT} ${options.contact}`
              : GEOCODING_USER_AGENT,
          },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!res.ok) return fallback;
        const body = (await res.json()) as { display_name?: unknown; address?: Record<string, unknown> };
        const a = body?.address ?? {};
        const neighborhood = text(a.suburb) ?? text(a.neighbourhood) ?? text(a.quarter);
        const city = text(a.city) ?? text(a.town) ?? text(a.village) ?? text(a.municipality);
        // A short street-level address reads better in a report than Nominatim's long display name.
        const parts = [text(a.road), neighborhood, city, text(a.state)].filter((p): p is string => !!p);
        const address = parts.length >= 2 ? parts.join(', ') : (text(body?.display_name) ?? null);
        return address ? { address, neighborhood } : fallback;
      } catch {
        return fallback;
      }
    },
  };
}
export type ReverseGeocoder = ReturnType<typeof createReverseGeocoder>;
