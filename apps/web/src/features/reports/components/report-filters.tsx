import { NativeSelect } from '@/components/ui/native-select';
import { Label } from '@/components/ui/label';
import type { ReportFilters as Filters } from '../api/reports-keys';

const TYPE_OPTIONS = [
  { value: 'all', label: 'Todos' },
  { value: 'mosquito', label: 'Mosquito' },
  { value: 'trash', label: 'Lixo' },
] as const;

const STATUS_OPTIONS = [
  { value: 'all', label: 'Todos Status' },
  { value: 'pending', label: 'Pendente' },
  { value: 'investigating', label: 'Investigando' },
  { value: 'resolved', label: 'Resolvido' },
] as const;

type ReportFiltersProps = { value: Filters; onChange: (value: Filters) => void };

export function ReportFilters({ value, onChange }: ReportFiltersProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
      <div className="space-y-1.5">
        <Label htmlFor="filtro-tipo">Tipo</Label>
        <NativeSelect
          id="filtro-tipo"
          value={value.type}
          onChange={(e) => onChange({ ...value, type: e.target.value as Filters['type'] })}
        >
          {TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="filtro-status">Status</Label>
        <NativeSelect
          id="filtro-status"
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as Filters['status'] })}
        >
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
