import { Link } from 'react-router';
import { LogIn } from '@/components/icons';
import { Brand } from '@/components/layout/brand';
import { buttonClasses } from '@/components/ui/button';

const SECTIONS = [
  { href: '#recursos', label: 'Recursos' },
  { href: '#para-quem', label: 'Para quem' },
  { href: '#seguranca', label: 'Segurança' },
  { href: '#contato', label: 'Contato' },
];

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Brand />
        <nav aria-label="Seções da página" className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <a
                  href={section.href}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/system-access" className={buttonClasses({ size: 'sm', className: 'ml-auto md:ml-2' })}>
          <LogIn className="size-4" aria-hidden="true" />
          Entrar
        </Link>
      </div>
    </header>
  );
}
