import type { ReactNode } from 'react';
import { Label } from './label';

export type FieldControlProps = {
  id: string;
  'aria-required': boolean | undefined;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label bound to its control, with the hint and the error announced through aria-describedby. */
export function Field({ id, label, required, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-dica` : undefined;
  const errorId = error ? `${id}-erro` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      {/* The asterisk sits outside the label so the field's name is exactly its label text;
          the control's `required` attribute is what assistive technology announces. */}
      <div className="flex items-baseline gap-1">
        <Label htmlFor={id}>{label}</Label>
        {required ? (
          <span className="text-sm font-medium text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children({
        id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
