import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '@saude/shared/domain/constants';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** The spec's filter values (spec 01 /appointments): all, scheduled, confirmed, completed, cancelled. */
export const STATUS_FILTERS = ['all', 'scheduled', 'confirmed', 'completed', 'cancelled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const label = (f: StatusFilter) =>
  f === 'all' ? 'Todos os status' : APPOINTMENT_STATUS_LABELS[f as AppointmentStatus];

export function AppointmentStatusFilter({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange(v: StatusFilter): void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="filtro-status" className="shrink-0">
        Status
      </Label>
      <NativeSelect
        id="filtro-status"
        className="min-w-44"
        value={value}
        onChange={(e) => onChange(e.target.value as StatusFilter)}
      >
        {STATUS_FILTERS.map((f) => (
          <option key={f} value={f}>
            {label(f)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
