import { Search } from '@/components/icons';
import { GENDERS, GENDER_LABELS } from '@saude/shared/domain/constants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ChoiceSelect, choicesOf } from '@/components/ui/choice-select';
import type { PeopleFilters } from '../api/use-provisional-patients';

const AGE_GROUPS = [
  { value: '', label: 'Todas' },
  { value: 'child', label: 'Criança (0-17 anos)' },
  { value: 'adult', label: 'Adulto (18-59 anos)' },
  { value: 'elderly', label: 'Idoso (60+ anos)' },
];
const SEXES = choicesOf(GENDERS, GENDER_LABELS, 'Todos');

type Props = { value: PeopleFilters; onChange: (next: PeopleFilters) => void };

/** Search (provisional id, description, location), sex and age group. */
export function PeopleFiltersBar({ value, onChange }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <div className="space-y-1.5">
        <Label htmlFor="pessoas-busca">Buscar</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id="pessoas-busca"
            type="search"
            className="pl-9"
            placeholder="ID, descrição física ou local"
            value={value.q}
            onChange={(e) => onChange({ ...value, q: e.target.value })}
          />
        </div>
      </div>
      <ChoiceSelect
        id="pessoas-sexo"
        label="Sexo"
        value={value.gender}
        onChange={(gender) => onChange({ ...value, gender })}
        choices={SEXES}
      />
      <ChoiceSelect
        id="pessoas-idade"
        label="Faixa etária"
        value={value.age_group}
        onChange={(age_group) => onChange({ ...value, age_group })}
        choices={AGE_GROUPS}
      />
    </div>
  );
}
