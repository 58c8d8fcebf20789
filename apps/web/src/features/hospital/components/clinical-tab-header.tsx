import type { ReactNode } from 'react';
import { Plus } from '@/components/icons';
import { Button } from '@/components/ui/button';

type ClinicalTabHeaderProps = {
  id: string;
  title: string;
  action: string;
  onAction(): void;
  /** What else sits beside the button (the search). */
  children?: ReactNode;
};

/** Title of the Exames/Vacinas tabs with their register button, shown in every list state. */
export function ClinicalTabHeader({ id, title, action, onAction, children }: ClinicalTabHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">
        {children}
        <Button onClick={onAction}>
          <Plus className="size-4" aria-hidden="true" />
          {action}
        </Button>
      </div>
    </div>
  );
}
