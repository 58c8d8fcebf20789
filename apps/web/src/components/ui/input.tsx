import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

export const fieldClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs ' +
  'placeholder:text-slate-500 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-700';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
