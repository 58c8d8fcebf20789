import type { IconComponent } from '@/components/icons';
import { Link } from 'react-router';

export type QuickLink = { to: string; label: string; description: string; icon: IconComponent };

export function QuickLinks({ title, links }: { title: string; links: QuickLink[] }) {
  return (
    <section aria-labelledby="acoes-rapidas">
      <h2 id="acoes-rapidas" className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {links.map(({ to, label, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-teal-300"
            >
              <span className="rounded-xl bg-teal-50 p-2 text-teal-800">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-medium text-slate-900">{label}</span>
                <span className="block text-sm text-slate-600">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
