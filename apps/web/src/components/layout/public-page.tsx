import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from '@/components/icons';
import { cn } from '@/lib/cn';
import { Brand } from './brand';
import { SkipLink } from './skip-link';

type PublicPageProps = {
  children: ReactNode;
  /** Link shown at the top right, e.g. back to the access chooser. */
  back?: { to: string; label: string };
  width?: 'sm' | 'md' | 'lg';
  className?: string;
};

const widths = { sm: 'max-w-md', md: 'max-w-2xl', lg: 'max-w-5xl' };

/** Frame of the pages seen before signing in: brand header, centred content, small footer. */
export function PublicPage({ children, back, width = 'sm', className }: PublicPageProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-teal-50/80 via-slate-50 to-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200/70 bg-white/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <Brand />
          {back ? (
            <Link
              to={back.to}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-teal-800 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {back.label}
            </Link>
          ) : null}
        </div>
      </header>
      <main
        id="conteudo"
        tabIndex={-1}
        className={cn(
          'mx-auto w-full flex-1 px-4 py-8 focus:outline-none sm:px-6 sm:py-12',
          widths[width],
          className,
        )}
      >
        {children}
      </main>
      <footer className="py-6 text-center text-sm text-slate-600">
        Saúde Digital Municipal · Secretaria Municipal de Saúde
      </footer>
    </div>
  );
}

type PageIntroProps = { icon?: ReactNode; title: string; children?: ReactNode };

/** The page's single h1, with an optional icon and intro text. */
export function PageIntro({ icon, title, children }: PageIntroProps) {
  return (
    <div className="mb-8 text-center">
      {icon ? (
        <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl bg-teal-700 text-white shadow-sm">
          {icon}
        </span>
      ) : null}
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children ? <div className="mt-2 text-slate-700">{children}</div> : null}
    </div>
  );
}
