import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '@saude/shared/domain/constants';
import { ChoiceSelect } from '@/components/ui/choice-select';

/**
 * The spec's filter values (spec 01 /appointments): all, scheduled, confirmed, completed, cancelled;
 * and no_show ('Faltou'), a status the lists show, so its visits can be found too.
 */
export const STATUS_FILTERS = ['all', 'scheduled', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const CHOICES = STATUS_FILTERS.map((f) => ({
  value: f,
  label: f === 'all' ? 'Todos os status' : APPOINTMENT_STATUS_LABELS[f as AppointmentStatus],
}));

export function AppointmentStatusFilter({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange(v: StatusFilter): void;
}) {
  return (
    <ChoiceSelect
      id="filtro-status"
      label="Status"
      labelAt="beside"
      selectClassName="min-w-44"
      value={value}
      onChange={onChange}
      choices={CHOICES}
    />
  );
}
