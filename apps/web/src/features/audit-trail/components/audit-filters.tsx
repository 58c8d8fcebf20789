import { X } from '@/components/icons';
import { AUDIT_ACTOR_KINDS } from '@saude/shared/schemas/audit';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ChoiceSelect, choicesOf } from '@/components/ui/choice-select';
import { NativeSelect } from '@/components/ui/native-select';
import type { AuditFilters } from '../api/use-audit-events';
import { ACTION_GROUPS, ACTOR_KIND_LABELS } from '../lib/audit-labels';

/** Full width on phones, where only the two dates share a row. */
const wide = 'col-span-2 space-y-1.5 sm:col-span-1 lg:col-span-2';

const ACTOR_CHOICES = choicesOf(AUDIT_ACTOR_KINDS, ACTOR_KIND_LABELS, 'Todos');

type Props = {
  value: AuditFilters;
  onChange: (next: AuditFilters) => void;
  onClear: () => void;
  dateError: string | null;
};

/** Category/action, who, when and free text; every change reads the trail again from its newest event. */
export function AuditFiltersBar({ value, onChange, onClear, dateError }: Props) {
  const set = (key: keyof AuditFilters) => (v: string) => onChange({ ...value, [key]: v });
  const dirty = Object.values(value).some((v) => v !== '');
  return (
    <form
      role="search"
      aria-label="Filtros da trilha de acesso"
      onSubmit={(e) => e.preventDefault()}
      className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-6"
    >
      <div className={wide}>
        <Label htmlFor="trilha-acao">Ação</Label>
        <NativeSelect id="trilha-acao" value={value.action} onChange={(e) => set('action')(e.target.value)}>
          <option value="">Todas as ações</option>
          {ACTION_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </div>
      <ChoiceSelect
        id="trilha-quem"
        label="Tipo de usuário"
        className={wide}
        value={value.actor_kind}
        onChange={set('actor_kind')}
        choices={ACTOR_CHOICES}
      />
      <div className={wide}>
        <Label htmlFor="trilha-busca">Busca livre</Label>
        <Input
          id="trilha-busca"
          type="search"
          placeholder="Nome, ação, alvo ou IP"
          maxLength={100}
          value={value.q}
          onChange={(e) => set('q')(e.target.value)}
        />
      </div>
      <div className="space-y-1.5 lg:col-span-2">
        <Label htmlFor="trilha-de">De</Label>
        <Input
          id="trilha-de"
          type="date"
          value={value.from}
          max={value.to || undefined}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? 'trilha-datas-erro' : undefined}
          onChange={(e) => set('from')(e.target.value)}
        />
      </div>
      <div className="space-y-1.5 lg:col-span-2">
        <Label htmlFor="trilha-ate">Até</Label>
        <Input
          id="trilha-ate"
          type="date"
          value={value.to}
          min={value.from || undefined}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? 'trilha-datas-erro' : undefined}
          onChange={(e) => set('to')(e.target.value)}
        />
      </div>
      <div className="col-span-2 flex items-end sm:col-span-1 lg:col-span-2">
        <Button variant="outline" className="w-full" onClick={onClear} disabled={!dirty}>
          <X className="size-4" aria-hidden="true" /> Limpar filtros
        </Button>
      </div>
      {dateError ? (
        <p
          id="trilha-datas-erro"
          role="alert"
          className="text-sm font-medium text-red-700 col-span-2 lg:col-span-6"
        >
          {dateError}
        </p>
      ) : null}
    </form>
  );
}
