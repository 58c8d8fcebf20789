import type { IconComponent } from '@/components/icons';
import {
  ClipboardCheck,
  FlaskConical,
  Pill,
  Stethoscope,
  Syringe,
  UserSearch,
  Users,
} from '@/components/icons';
import { Suspense, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as Tabs from '@radix-ui/react-tabs';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { cn } from '@/lib/cn';
import { WithCode, type preloadableLazy } from '@/lib/preloadable-lazy';
import { useTabParam } from '@/lib/use-tab-param';
import { prefetchPanelTab } from '../api/prefetch-panel-tab';
import { PANEL_TAB_CODE, PANEL_TABS, preloadPanelTabs, type PanelTab } from './panel-tab-code';
import { RequestsTab } from './requests-tab';

type PanelTabItem = { value: PanelTab; label: string; icon: IconComponent; content: () => React.ReactNode };

/** A tab whose code comes when first chosen: its "Carregando..." until then. */
function LazyTab({ code }: { code: ReturnType<typeof preloadableLazy<object>> }) {
  return (
    <WithCode code={code} fallback={<LoadingScreen />}>
      <code.Component />
    </WithCode>
  );
}

const { medicos, equipe, receitas, exames, vacinas, pacientes } = PANEL_TAB_CODE;
const TABS: PanelTabItem[] = [
  { value: 'solicitacoes', label: 'Solicitações', icon: ClipboardCheck, content: () => <RequestsTab /> },
  { value: 'medicos', label: 'Médicos', icon: Stethoscope, content: () => <LazyTab code={medicos} /> },
  { value: 'equipe', label: 'Equipe', icon: Users, content: () => <LazyTab code={equipe} /> },
  { value: 'receitas', label: 'Receitas', icon: Pill, content: () => <LazyTab code={receitas} /> },
  { value: 'exames', label: 'Exames', icon: FlaskConical, content: () => <LazyTab code={exames} /> },
  { value: 'vacinas', label: 'Vacinas', icon: Syringe, content: () => <LazyTab code={vacinas} /> },
  { value: 'pacientes', label: 'Pacientes', icon: UserSearch, content: () => <LazyTab code={pacientes} /> },
];

/**
 * The seven tabs of the hospital panel, the open one in the address (?aba=). Radix renders only the
 * active panel, so each tab's list is fetched when first opened. On phones the tab row scrolls
 * sideways instead of wrapping.
 */
export function PanelTabs() {
  const queryClient = useQueryClient();
  const [tab, setTab] = useTabParam(PANEL_TABS, 'solicitacoes');
  const list = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls sideways: a tab opened by the address may start out of sight.
  useEffect(() => scrollIntoRow(list.current), [tab]);
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(next) => {
        // The chosen tab's list is asked for before it renders, not after.
        void prefetchPanelTab(queryClient, next);
        setTab(next as PanelTab);
      }}
      className="space-y-5"
    >
      <Tabs.List
        ref={list}
        // The other tabs' code as soon as the row is pointed at, touched, focused or scrolled, so that
        // a click mostly finds it arrived; not before: the panel's first screen does not need it.
        onPointerEnter={preloadPanelTabs}
        onTouchStart={preloadPanelTabs}
        onFocus={preloadPanelTabs}
        onScroll={preloadPanelTabs}
        aria-label="Seções do painel"
        className="scroll-hint -mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
      >
        {TABS.map(({ value, label, icon: Icon }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className={cn(
              'inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-medium text-slate-700',
              'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
              'data-[state=active]:border-teal-700 data-[state=active]:text-teal-900',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value, content }) => (
        <Tabs.Content key={value} value={value} className="focus:outline-none">
          <Suspense fallback={<LoadingScreen />}>{content()}</Suspense>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** Scrolls the tab row sideways (only it, not the page) until its active tab is in sight. */
function scrollIntoRow(row: HTMLElement | null) {
  const active = row?.querySelector('[data-state="active"]');
  if (!row || !active) return;
  const shown = row.getBoundingClientRect();
  const tab = active.getBoundingClientRect();
  if (tab.left < shown.left || tab.right > shown.right) row.scrollLeft += tab.left - shown.left - 16;
}
