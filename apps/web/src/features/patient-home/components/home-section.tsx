import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

type HomeSectionProps = {
  id: string;
  title: string;
  icon: LucideIcon;
  link?: { to: string; label: string };
  loading: boolean;
  empty: string | null;
  children: ReactNode;
};

/** A titled card of the patient home with its loading and empty states. */
export function HomeSection({ id, title, icon: Icon, link, loading, empty, children }: HomeSectionProps) {
  return (
    <Card aria-labelledby={id} role="region" className="flex flex-col p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Icon className="size-5 text-teal-700" aria-hidden="true" />
          {title}
        </h2>
        {link ? (
          <Link to={link.to} className="text-sm font-medium text-teal-800 underline-offset-4 hover:underline">
            {link.label}
          </Link>
        ) : null}
      </div>
      {loading ? (
        <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-600">
          <Spinner className="size-4" /> Carregando...
        </p>
      ) : empty ? (
        <p className="py-4 text-sm text-slate-600">{empty}</p>
      ) : (
        children
      )}
    </Card>
  );
}
