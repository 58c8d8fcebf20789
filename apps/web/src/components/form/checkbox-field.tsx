import type { ReactNode } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';

export type CheckboxFieldProps<V extends FieldValues = FieldValues> = {
  name: Path<V>;
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Called after the box is ticked or cleared (e.g. to forget a saved choice). */
  onValue?: (checked: boolean) => void;
  className?: string;
};

/**
 * A yes/no field of a SchemaForm: the form holds a boolean, the schema's message shows under the box
 * and is announced with it (aria-invalid, aria-describedby), and a refused submit can focus it.
 */
export function CheckboxField<V extends FieldValues = FieldValues>({
  name,
  id,
  label,
  required,
  onValue,
  className,
}: CheckboxFieldProps<V>) {
  const { field, fieldState } = useController<V>({ name });
  const error = fieldState.error?.message;
  const errorId = error ? `${id}-erro` : undefined;
  return (
    <div className="space-y-1.5">
      <Checkbox
        id={id}
        ref={field.ref}
        name={field.name}
        label={label}
        checked={field.value === true}
        onBlur={field.onBlur}
        onChange={(event) => {
          field.onChange(event.target.checked);
          onValue?.(event.target.checked);
        }}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={cn('items-start [&>input]:mt-0.5', className)}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
