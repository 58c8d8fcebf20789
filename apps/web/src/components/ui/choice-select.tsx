import { Label } from './label';
import { NativeSelect } from './native-select';
import { cn } from '@/lib/cn';

export type Choice<V extends string> = { value: V; label: string };

type ChoiceSelectProps<V extends string> = {
  id: string;
  label: string;
  value: V;
  onChange(value: V): void;
  choices: readonly Choice<V>[];
  /**
   * Where the label goes: above the select (a filter bar, a form), beside it (a lone filter), or
   * only for screen readers (a filter beside a search field, whose first choice says what it does).
   */
  labelAt?: 'above' | 'beside' | 'hidden';
  /** The wrapper's classes: its width or its place in a grid. */
  className?: string;
  selectClassName?: string;
};

/**
 * A labelled native select of fixed choices, the shape of every filter: "Todos os status",
 * "Todas as unidades", a period. The choices' values are the filter's values as sent.
 */
export function ChoiceSelect<V extends string>({
  id,
  label,
  value,
  onChange,
  choices,
  labelAt = 'above',
  className,
  selectClassName,
}: ChoiceSelectProps<V>) {
  return (
    <div
      className={cn(
        labelAt === 'beside' ? 'flex items-center gap-2' : labelAt === 'above' && 'space-y-1.5',
        className,
      )}
    >
      <Label
        htmlFor={id}
        className={cn(labelAt === 'hidden' && 'sr-only', labelAt === 'beside' && 'shrink-0')}
      >
        {label}
      </Label>
      <NativeSelect
        id={id}
        className={selectClassName}
        value={value}
        // The select offers only `choices`, so what it reports is one of their values.
        onChange={(e) => onChange(e.target.value as V)}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Choices from a list of values and their labels, after an optional "all" choice valued ''. */
export function choicesOf<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
  all?: string,
): Choice<V | ''>[] {
  const listed: Choice<V | ''>[] = values.map((v) => ({ value: v, label: labels[v] }));
  return all === undefined ? listed : [{ value: '', label: all }, ...listed];
}
