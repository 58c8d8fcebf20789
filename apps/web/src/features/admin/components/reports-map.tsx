import { lazy, Suspense } from 'react';
import type { ReportMapPoint } from '@saude/shared/schemas/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { usePublicConfig } from '@/features/public-config';
import { formatCount } from '@/lib/api-list';
import { DRAWING_AREA, WAITING_TO_DRAW } from './drawing-area';

// Leaflet and its tiles are fetched only when the map comes near the screen.
const ReportsMapCanvas = lazy(() =>
  import('./reports-map-canvas').then((m) => ({ default: m.ReportsMapCanvas })),
);

/** The map's box while its code and tiles load. */
const MAP_LOADING = (
  <p role="status" className={DRAWING_AREA}>
    Carregando mapa...
  </p>
);

/** The overview's map of environmental reports, with how many of them have a location. */
export function ReportsMap({ points }: { points: ReportMapPoint[] }) {
  const tileUrl = usePublicConfig()?.mapTileUrl;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Mapa de relatórios</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="mb-2 text-sm text-slate-600">
          {points.length === 0
            ? 'Nenhum relatório com localização.'
            : `${formatCount(points.length)} ${points.length === 1 ? 'relatório' : 'relatórios'} com localização.`}
        </p>
        <WhenNearViewport className="h-72 w-full sm:h-96" placeholder={WAITING_TO_DRAW}>
          {tileUrl ? (
            <Suspense fallback={MAP_LOADING}>
              <ReportsMapCanvas points={points} tileUrl={tileUrl} />
            </Suspense>
          ) : null}
        </WhenNearViewport>
      </CardContent>
    </Card>
  );
}
