import { ChoiceSelect } from '@/components/ui/choice-select';
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
      <ChoiceSelect
        id="filtro-tipo"
        label="Tipo"
        value={value.type}
        onChange={(type) => onChange({ ...value, type })}
        choices={TYPE_OPTIONS}
      />
      <ChoiceSelect
        id="filtro-status"
        label="Status"
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
        choices={STATUS_OPTIONS}
      />
    </div>
  );
}
