import { Plus } from '@/components/icons';
import { Button } from '@/components/ui/button';

type ClinicalTabHeaderProps = { id: string; title: string; action: string; onAction(): void };

/** Title of the Exames/Vacinas tabs with their register button, shown in every list state. */
export function ClinicalTabHeader({ id, title, action, onAction }: ClinicalTabHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <Button onClick={onAction}>
        <Plus className="size-4" aria-hidden="true" />
        {action}
      </Button>
    </div>
  );
}
