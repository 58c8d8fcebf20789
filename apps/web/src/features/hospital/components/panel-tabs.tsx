import type { LucideIcon } from 'lucide-react';
import { ClipboardCheck, FlaskConical, Pill, Stethoscope, Syringe, UserSearch, Users } from 'lucide-react';
import * as Tabs from '@radix-ui/react-tabs';
import { cn } from '@/lib/cn';
import { PrescriptionsTab } from './clinical-tabs';
import { DoctorsTab } from './doctors-tab';
import { ExamsTab } from './exams-tab';
import { PatientsTab } from './patients-tab';
import { RequestsTab } from './requests-tab';
import { StaffTab } from './staff-tab';
import { VaccinationsTab } from './vaccinations-tab';

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
  return (
    <Tabs.Root defaultValue="solicitacoes" className="space-y-5">
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
          {content()}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
