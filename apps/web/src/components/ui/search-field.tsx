import { Search } from '@/components/icons';
import { Input } from './input';

/**
 * A list's search box: its label read by screen readers and shown as the placeholder (or a shorter
 * placeholder, where the label would be cut on a phone), a magnifier inside. The list asks the
 * server as the text settles (useDebouncedValue).
 */
export function SearchField({
  id,
  label,
  placeholder = label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    // A set width beside other controls: in a row that sizes to its content, a width taken from the
    // row would shrink the box below its placeholder ("Buscar por nome ou CPF" cut at "CF").
    <div className="relative w-full sm:w-80">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
