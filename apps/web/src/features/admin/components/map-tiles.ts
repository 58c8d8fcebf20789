/**
 * Map settings of the report map. The tile server comes from the server's configuration
 * (MAP_TILE_URL, served in GET /api/public/config) so each city can use its own provider; the CSP
 * allows https images, which is what tiles are.
 */
export const MAP_TILES = {
  attribution: '&copy; colaboradores do <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  /** Shown when no report has a location: the centre of São Paulo. */
  fallbackCenter: [-23.5505, -46.6333] as [number, number],
};
