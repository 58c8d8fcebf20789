import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** What a form's submit shows: its label, or a spinner and the busy label while the request runs. */
export function SubmitContent({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: ReactNode;
  busyLabel: string;
}) {
  if (!busy) return label;
  return (
    <>
      <Spinner className="size-4" />
      {busyLabel}
    </>
  );
}
