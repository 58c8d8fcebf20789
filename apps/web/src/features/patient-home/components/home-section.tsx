import type { ReactNode } from 'react';
import type { IconComponent } from '@/components/icons';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { BlockState } from '../lib/block-state';

type HomeSectionProps = {
  id: string;
  title: string;
  icon: IconComponent;
  link?: { to: string; label: string };
  state: BlockState;
  children: ReactNode;
};

/** A titled card of the patient home with its loading, error and empty states. */
export function HomeSection({ id, title, icon: Icon, link, state, children }: HomeSectionProps) {
  return (
    <Card aria-labelledby={id} role="region" className="flex flex-col p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Icon className="size-5 text-teal-700" aria-hidden="true" />
          {title}
        </h2>
        {link ? (
          <Link
            to={link.to}
            className="inline-flex min-h-11 items-center text-sm font-medium text-teal-800 underline-offset-4 hover:underline"
          >
            {link.label}
          </Link>
        ) : null}
      </div>
      <BlockBody state={state}>{children}</BlockBody>
    </Card>
  );
}

/**
 * A block's body by its state. A failed load says so (docs/decisions/013-one-list-contract.md): an
 * empty block would read as "nothing here".
 */
export function BlockBody({ state, children }: { state: BlockState; children: ReactNode }) {
  if (state.loading) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-600">
        <Spinner className="size-4" /> Carregando...
      </p>
    );
  }
  if (state.error) {
    return (
      <div role="alert" className="space-y-2 py-2 text-sm text-red-800">
        <p>{state.error}</p>
        <Button variant="outline" size="sm" onClick={state.onRetry}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (state.empty) return <p className="py-4 text-sm text-slate-600">{state.empty}</p>;
  return <>{children}</>;
}
