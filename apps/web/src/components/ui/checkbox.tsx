import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A native checkbox wrapped in its label, so the whole text is a click target. */
export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  return (
    <label
      htmlFor={id}
      className={cn('inline-flex cursor-pointer items-center gap-2 text-sm text-slate-800', className)}
    >
      <input
        id={id}
        type="checkbox"
        className="size-4 rounded border-slate-400 accent-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        {...props}
      />
      {label}
    </label>
  );
}
