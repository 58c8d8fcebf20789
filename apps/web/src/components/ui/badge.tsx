import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800',
  brand: 'bg-teal-50 text-teal-900 ring-1 ring-teal-200',
  success: 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
  danger: 'bg-red-50 text-red-900 ring-1 ring-red-200',
};

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
