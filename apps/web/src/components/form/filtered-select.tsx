import { useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { searchFold, searchWords } from '@saude/shared/domain/search-fold';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { FieldOption } from './form-field';

/**
 * Below this many choices a phone's picker shows them all at a glance; from it on (the city's 60
 * units) a box to type into narrows the list first.
 */
export const FILTER_FROM = 12;

/** The options whose label holds every typed word, accents and case aside (as every search here). */
export function filterOptions(options: readonly FieldOption[], query: string): readonly FieldOption[] {
  const words = searchWords(query);
  if (words.length === 0) return options;
  return options.filter((o) => {
    const label = searchFold(o.label);
    return words.every((w) => label.includes(w));
  });
}

type FilteredSelectProps = Omit<ComponentProps<typeof NativeSelect>, 'children' | 'onChange'> & {
  value: string;
  options: readonly FieldOption[];
  placeholder?: string;
  /**
   * The filter box's name for screen readers and its placeholder ("Filtrar por nome ou endereço");
   * without it the select has no box, however long its list.
   */
  filterLabel?: string;
  onChange(value: string): void;
};

/**
 * The form kit's select: a native select (the phone's own picker) with, for a long list given a
 * `filterLabel`, a box above it that narrows its options as one types. Enter in the box takes the
 * first option left instead of sending the form.
 */
export function FilteredSelect({
  value,
  options,
  placeholder,
  filterLabel,
  onChange,
  id,
  ...select
}: FilteredSelectProps) {
  const [query, setQuery] = useState('');
  const statusId = useId();
  const long = filterLabel !== undefined && options.length >= FILTER_FROM;
  const matches = long ? filterOptions(options, query) : options;
  // The chosen option stays in the list: narrowing it must not change the answer.
  const shown = matches.some((o) => o.value === value)
    ? matches
    : options.filter((o) => o.value === value || matches.includes(o));

  function onFilterKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const first = matches[0];
    if (!first) return;
    onChange(first.value);
    if (id) document.getElementById(id)?.focus();
  }

  const picker = (
    <NativeSelect {...select} id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {shown.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
  if (!long) return picker;
  return (
    <div className="space-y-2">
      <Input
        type="search"
        id={`${id}-filtro`}
        aria-label={filterLabel}
        aria-controls={id}
        aria-describedby={query ? statusId : undefined}
        placeholder={filterLabel}
        autoComplete="off"
        enterKeyHint="done"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onFilterKey}
      />
      {/* Always there, so screen readers hear it change; takes no room while empty. */}
      <p id={statusId} className="text-sm text-slate-600 empty:sr-only" aria-live="polite">
        {query.trim() === ''
          ? null
          : matches.length === 0
            ? `Nenhuma opção encontrada para “${query.trim()}”.`
            : `${matches.length} de ${options.length} opções.`}
      </p>
      {picker}
    </div>
  );
}
