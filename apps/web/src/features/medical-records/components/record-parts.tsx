import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** What a tab shows with nothing in it. */
export function EmptyRecords({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center">
      <Icon className="size-8 text-slate-400" aria-hidden="true" />
      <p className="mt-2 text-sm text-slate-700">{text}</p>
    </Card>
  );
}

/** A label and its value; absent values are left out rather than shown as blanks. */
export function Detail({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-slate-900">{value}</dd>
    </div>
  );
}
