import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import type { NavItem } from './nav-items';

type SideNavProps = { items: NavItem[]; onNavigate?: () => void };

export function SideNav({ items, onNavigate }: SideNavProps) {
  return (
    <nav aria-label="Menu principal">
      <ul className="space-y-1">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-teal-50 text-teal-900'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <Icon
                    className={cn('size-5', isActive ? 'text-teal-700' : 'text-slate-500')}
                    aria-hidden="true"
                  />
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
