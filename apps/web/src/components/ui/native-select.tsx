import type { Ref, SelectHTMLAttributes } from 'react';
import { ChevronDown } from '@/components/icons';
import { cn } from '@/lib/cn';
import { fieldClasses } from './input';

export type NativeSelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

/**
 * A styled native <select>: phones show their own picker and screen readers know it well, which
 * matters more on these forms than a custom popup.
 */
export function NativeSelect({ className, children, ...props }: NativeSelectProps) {
  return (
    <div className="relative">
      <select className={cn(fieldClasses, 'h-11 appearance-none pr-10', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600"
      />
    </div>
  );
}
