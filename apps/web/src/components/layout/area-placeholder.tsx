import type { IconComponent } from '@/components/icons';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

type AreaPlaceholderProps = { icon: IconComponent; title: string; children: ReactNode };

/** A calm empty state for an area whose content is still being built. */
export function AreaPlaceholder({ icon: Icon, title, children }: AreaPlaceholderProps) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-teal-50 text-teal-800">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-1 max-w-md text-sm text-slate-700">{children}</div>
    </Card>
  );
}
