import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LogOut, Menu } from '@/components/icons';
import { AppToaster } from '@/components/ui/app-toaster';
import { USER_TYPE_LABELS } from '@saude/shared/auth/roles';
import { Button } from '@/components/ui/button';
import { Brand } from '@/components/layout/brand';
import { SkipLink } from '@/components/layout/skip-link';
import { useDocumentTitle } from '@/lib/document-title';
import { InstallAppButton, NotificationBanner } from '@/features/pwa';
import { OfflineBanner } from '@/features/offline';
import type { Viewer } from '@/features/session';
import { navItemsFor } from './nav-items';
import { SideNav } from './side-nav';

const MobileMenu = lazy(() => import('./mobile-menu'));

type AppShellProps = {
  viewer: Viewer;
  title: string;
  onSignOut: () => void;
  children: ReactNode;
};

function typeLabel(userType: string | null): string {
  return userType && userType in USER_TYPE_LABELS
    ? USER_TYPE_LABELS[userType as keyof typeof USER_TYPE_LABELS]
    : '';
}

function UserSummary({ viewer }: { viewer: Viewer }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 px-3 py-2">
      <p className="truncate text-sm font-medium text-slate-900">{viewer.name}</p>
      <p className="truncate text-xs text-slate-600">{typeLabel(viewer.userType)}</p>
    </div>
  );
}

/** The signed-in shell (spec 01 section 2): side menu by role, page title, 'Sair', install button. */
export function AppShell({ viewer, title, onSignOut, children }: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navItemsFor(viewer.pendingActivation ? 'pending_user' : viewer.role);
  useDocumentTitle(title);

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <SkipLink />
      <aside className="sticky top-0 hidden h-dvh flex-col gap-6 border-r border-slate-200 bg-white p-4 lg:flex">
        <Brand to="/dashboard" className="px-2 py-1" />
        <SideNav items={items} />
        <div className="mt-auto">
          <UserSummary viewer={viewer} />
        </div>
      </aside>

      <div className="flex min-h-dvh min-w-0 flex-col">
        <OfflineBanner />
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
          <div className="flex h-16 items-center gap-2 px-3 sm:px-6">
            <Button
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-label="Abrir menu"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <Menu className="size-6" aria-hidden="true" />
            </Button>
            {menuOpen ? (
              <Suspense fallback={null}>
                <MobileMenu onClose={() => setMenuOpen(false)}>
                  <div className="flex h-full flex-col gap-6 p-4">
                    <Brand to="/dashboard" className="px-2 py-1" />
                    <SideNav items={items} onNavigate={() => setMenuOpen(false)} />
                    <div className="mt-auto space-y-3">
                      <InstallAppButton className="w-full" />
                      <UserSummary viewer={viewer} />
                    </div>
                  </div>
                </MobileMenu>
              </Suspense>
            ) : null}
            <h1 className="line-clamp-2 min-w-0 flex-1 text-base leading-tight font-semibold text-slate-900 sm:text-xl">
              {title}
            </h1>
            <InstallAppButton className="hidden sm:inline-flex" />
            <Button variant="ghost" size="sm" onClick={onSignOut}>
              <LogOut className="size-4" aria-hidden="true" />
              Sair
            </Button>
          </div>
        </header>

        <main id="conteudo" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          <div className="mx-auto w-full max-w-6xl space-y-6">
            {viewer.role === 'pending_user' ? null : <NotificationBanner role={viewer.role} />}
            {children}
          </div>
        </main>
      </div>
      <AppToaster />
    </div>
  );
}
