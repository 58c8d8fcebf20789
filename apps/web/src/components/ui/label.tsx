import type { LabelHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** Callers always pass htmlFor, binding the text to its control. */
export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('block text-sm font-medium text-slate-800', className)} {...props} />;
}
