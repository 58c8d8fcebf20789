import { CircleCheck } from '@/components/icons';

/** Where the row's buttons were, for a moment after its check-in (useSettling). */
export function CheckedInNote() {
  return (
    <span className="inline-flex h-9 items-center gap-1.5 text-sm font-medium text-emerald-800">
      <CircleCheck className="size-4" aria-hidden="true" />
      Check-in feito
    </span>
  );
}
