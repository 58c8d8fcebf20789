import type { HTMLAttributes, ReactNode } from 'react';
import type { IconComponent } from '@/components/icons';
import { CircleCheck, CircleExclamationPoint, Info, TriangleExclamationPoint } from '@/components/icons';
import { cn } from '@/lib/cn';

type AlertTone = 'error' | 'info' | 'success' | 'warning';

const tones: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-950',
};
const icons: Record<AlertTone, IconComponent> = {
  error: CircleExclamationPoint,
  info: Info,
  success: CircleCheck,
  warning: TriangleExclamationPoint,
};

type AlertProps = HTMLAttributes<HTMLDivElement> & {
  tone?: AlertTone;
  title?: ReactNode;
  icon?: IconComponent;
};

/**
 * An inline message box. Errors use role="alert" so they are read out as soon as they appear;
 * informational boxes use role="status" (polite).
 */
export function Alert({ tone = 'info', title, icon, className, children, ...props }: AlertProps) {
  const Icon = icon ?? icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-3 text-sm', tones[tone], className)}
      {...props}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
