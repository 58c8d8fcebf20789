import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The app's mark and name; links home. */
export function Brand({ className, to = '/' }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      className={cn('inline-flex items-center gap-2.5 rounded-lg font-semibold text-slate-900', className)}
    >
      <svg viewBox="0 0 64 64" className="size-9 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0f766e" />
        <path d="M26 14h12v12h12v12H38v12H26V38H14V26h12z" fill="#fff" />
      </svg>
      <span className="leading-tight">
        Saúde Digital
        <span className="block text-xs font-normal text-slate-600">Municipal</span>
      </span>
    </Link>
  );
}
