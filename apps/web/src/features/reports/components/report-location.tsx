import { LocateFixed, MapPin } from '@/components/icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { DeviceLocation } from './use-device-location';

type ReportLocationProps = {
  location: DeviceLocation | null;
  error: string | null;
  locating: boolean;
  onLocate: () => void;
};

export function ReportLocation({ location, error, locating, onLocate }: ReportLocationProps) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800">Localização</p>
      {locating ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4" /> Obtendo localização...
        </p>
      ) : location ? (
        <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          <MapPin className="mt-0.5 size-4 shrink-0 text-teal-700" aria-hidden="true" />
          <span>
            <span className="block font-medium" data-testid="report-address">
              {location.address}
            </span>
            <span className="text-slate-600">
              {location.latitude.toFixed(6)}, {location.longitude.toFixed(6)}
            </span>
          </span>
        </p>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button variant="outline" size="sm" onClick={onLocate} disabled={locating}>
        <LocateFixed className="size-4" aria-hidden="true" />
        {location ? 'Atualizar localização' : 'Usar minha localização'}
      </Button>
    </div>
  );
}
