import type { IconComponent } from '@/components/icons';
import { Baby, Search, Shield, ShieldUser } from '@/components/icons';
import { AUTHORITY_TYPES, AUTHORITY_TYPE_LABELS, type AuthorityType } from '@saude/shared/auth/roles';
import { cn } from '@/lib/cn';

const ICONS: Record<AuthorityType, IconComponent> = {
  police: Shield,
  child_protection: Baby,
  missing_persons: Search,
  public_security: ShieldUser,
};

/** The four authorised public bodies (spec 02 section 1). */
export function AuthorisedBodies({ className }: { className?: string }) {
  return (
    <ul className={cn('grid grid-cols-1 gap-2 min-[400px]:grid-cols-2', className)}>
      {AUTHORITY_TYPES.map((type) => {
        const Icon = ICONS[type];
        return (
          <li
            key={type}
            className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800"
          >
            <Icon className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
            {AUTHORITY_TYPE_LABELS[type]}
          </li>
        );
      })}
    </ul>
  );
}
