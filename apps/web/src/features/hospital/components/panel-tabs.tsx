import type { LucideIcon } from 'lucide-react';
import { ClipboardCheck, FlaskConical, Pill, Stethoscope, Syringe, UserSearch, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as Tabs from '@radix-ui/react-tabs';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { cn } from '@/lib/cn';
import { prefetchPanelTab } from '../api/prefetch-panel-tab';
import { RequestsTab } from './requests-tab';

// The panel opens on the requests; the other tabs' code is fetched when a tab is first opened.
const DoctorsTab = lazy(() => import('./doctors-tab').then((m) => ({ default: m.DoctorsTab })));
const StaffTab = lazy(() => import('./staff-tab').then((m) => ({ default: m.StaffTab })));
const PrescriptionsTab = lazy(() => import('./clinical-tabs').then((m) => ({ default: m.PrescriptionsTab })));
const ExamsTab = lazy(() => import('./exams-tab').then((m) => ({ default: m.ExamsTab })));
const VaccinationsTab = lazy(() =>
  import('./vaccinations-tab').then((m) => ({ default: m.VaccinationsTab })),
);
const PatientsTab = lazy(() => import('./patients-tab').then((m) => ({ default: m.PatientsTab })));

type PanelTab = { value: string; label: string; icon: LucideIcon; content: () => React.ReactNode };

const TABS: PanelTab[] = [
  { value: 'solicitacoes', label: 'Solicitações', icon: ClipboardCheck, content: () => <RequestsTab /> },
  { value: 'medicos', label: 'Médicos', icon: Stethoscope, content: () => <DoctorsTab /> },
  { value: 'equipe', label: 'Equipe', icon: Users, content: () => <StaffTab /> },
  { value: 'receitas', label: 'Receitas', icon: Pill, content: () => <PrescriptionsTab /> },
  { value: 'exames', label: 'Exames', icon: FlaskConical, content: () => <ExamsTab /> },
  { value: 'vacinas', label: 'Vacinas', icon: Syringe, content: () => <VaccinationsTab /> },
  { value: 'pacientes', label: 'Pacientes', icon: UserSearch, content: () => <PatientsTab /> },
];

/**
 * The seven tabs of the hospital panel. Radix renders only the active panel, so each tab's list is
 * fetched when first opened. On phones the tab row scrolls sideways instead of wrapping.
 */
export function PanelTabs() {
  const queryClient = useQueryClient();
  return (
    <Tabs.Root
      defaultValue="solicitacoes"
      // The chosen tab's list is asked for alongside its lazy code, not after it.
      onValueChange={(tab) => prefetchPanelTab(queryClient, tab)}
      className="space-y-5"
    >
      <Tabs.List
        aria-label="Seções do painel"
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
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
