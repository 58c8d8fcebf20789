import type { IconComponent } from '@/components/icons';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** What a tab shows with nothing in it. */
export function EmptyRecords({ icon: Icon, text }: { icon: IconComponent; text: string }) {
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center">
      <Icon className="size-8 text-slate-400" aria-hidden="true" />
      <p className="mt-2 text-sm text-slate-700">{text}</p>
    </Card>
  );
}

/**
 * A label and its value in a `<dl>`; absent values are left out rather than shown as blanks. The
 * group's own div is the one wrapper a `<dl>` allows: layout classes go on it, not on another div.
 */
export function Detail({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div className={className}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-slate-900">{value}</dd>
    </div>
  );
}
