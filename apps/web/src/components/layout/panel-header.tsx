import type { ReactNode } from 'react';
import { LogOut } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Brand } from './brand';

type PanelHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  onSignOut: () => void;
  children?: ReactNode;
};

/** Header of the hospital and public-authority panels: who is signed in, and 'Sair'. */
export function PanelHeader({ title, subtitle, onSignOut, children }: PanelHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <Brand className="hidden sm:inline-flex" />
        <div className="min-w-0 flex-1 sm:border-l sm:border-slate-200 sm:pl-4">
          <p className="line-clamp-2 leading-tight font-semibold text-slate-900">{title}</p>
          {subtitle ? <p className="truncate text-sm text-slate-600">{subtitle}</p> : null}
        </div>
        {/* On a phone, under the name and "Sair" (a unit's name needs the whole line). */}
        {children ? (
          <div className="order-last basis-full empty:hidden sm:order-none sm:basis-auto">{children}</div>
        ) : null}
        <Button variant="outline" size="sm" onClick={onSignOut}>
          <LogOut className="size-4" aria-hidden="true" />
          Sair
        </Button>
      </div>
    </header>
  );
}
