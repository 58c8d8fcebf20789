import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { REPORT_STATUS_LABELS } from '@saude/shared/domain/constants';
import type { ReportMapPoint } from '@saude/shared/schemas/admin';
import { MAP_TILES } from './map-tiles';

const COLORS = { pending: '#b45309', investigating: '#0f766e', resolved: '#15803d' } as const;

/**
 * The report map, drawn with Leaflet directly. Circle markers need no image files, so nothing depends
 * on how the bundler copies Leaflet's default marker icons.
 */
export function ReportsMapCanvas({ points, tileUrl }: { points: ReportMapPoint[]; tileUrl: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { scrollWheelZoom: false });
    L.tileLayer(tileUrl, { attribution: MAP_TILES.attribution, maxZoom: 19 }).addTo(map);
    const markers = points.map((p) =>
      L.circleMarker([p.latitude, p.longitude], {
        radius: 7,
        color: COLORS[p.status],
        fillColor: COLORS[p.status],
        fillOpacity: 0.7,
      }).bindPopup(`${escapeHtml(p.title)}<br>${REPORT_STATUS_LABELS[p.status]}`),
    );
    const group = L.featureGroup(markers).addTo(map);
    if (markers.length > 0) map.fitBounds(group.getBounds().pad(0.2), { maxZoom: 15 });
    else map.setView(MAP_TILES.fallbackCenter, 12);
    return () => {
      map.remove();
    };
  }, [points, tileUrl]);

  return (
    <div
      ref={container}
      role="region"
      aria-label="Mapa dos relatórios ambientais"
      className="z-0 h-full w-full overflow-hidden rounded-xl border border-slate-200"
    />
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
