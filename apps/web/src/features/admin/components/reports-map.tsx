import { Suspense, useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { usePublicConfig } from '@/features/public-config';
import { formatCount } from '@/lib/api-list';
import { CONNECTION_PROBLEM } from '@/lib/connectivity';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useReportPoints } from '../api/use-admin-stats';
import { DRAWING_AREA, WAITING_TO_DRAW } from './drawing-area';

// Leaflet, its tiles and the points are fetched only when the map comes near the screen.
const MapCanvas = preloadableLazy(() => import('./reports-map-canvas').then((m) => m.ReportsMapCanvas));

/** The map's box while its code and tiles load. */
const MAP_LOADING = (
  <p role="status" className={DRAWING_AREA}>
    Carregando mapa...
  </p>
);

/** The overview's map of environmental reports, with how many of them have a location. */
export function ReportsMap() {
  // Only reads the points the map asked for: the line is drawn with the card, its figure once known.
  const points = useReportPoints(false).data?.points;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Mapa de relatórios</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="mb-2 min-h-5 text-sm text-slate-600">
          {points === undefined
            ? null
            : points.length === 0
              ? 'Nenhum relatório com localização.'
              : `${formatCount(points.length)} ${points.length === 1 ? 'relatório' : 'relatórios'} com localização.`}
        </p>
        <WhenNearViewport className="h-72 w-full sm:h-96" placeholder={WAITING_TO_DRAW}>
          <NearReportsMap />
        </WhenNearViewport>
      </CardContent>
    </Card>
  );
}

/** The map once near the screen: its points asked for then, its code and tiles with them. */
function NearReportsMap() {
  const tileUrl = usePublicConfig()?.mapTileUrl;
  const points = useReportPoints(true);
  // The map's code downloads alongside its points, not after them (none without a tile server).
  useEffect(() => {
    if (tileUrl) void MapCanvas.preload().catch(() => undefined);
  }, [tileUrl]);
  if (points.isError) {
    return (
      <Alert tone="error" title="Não foi possível carregar o mapa.">
        <p>{CONNECTION_PROBLEM}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void points.refetch()}>
          Tentar novamente
        </Button>
      </Alert>
    );
  }
  if (!tileUrl) return null;
  return points.data ? (
    <Suspense fallback={MAP_LOADING}>
      <MapCanvas.Component points={points.data.points} tileUrl={tileUrl} />
    </Suspense>
  ) : (
    MAP_LOADING
  );
}
