import { Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as Tabs from '@radix-ui/react-tabs';
import { Spinner } from '@/components/ui/spinner';
import { useAreaContext } from '@/features/session';
import { preloadAll, WithCode } from '@/lib/preloadable-lazy';
import { useTabParam } from '@/lib/use-tab-param';
import { ADMIN_TAB_CODE, type LazyTab } from '../components/admin-tab-code';
import { ADMIN_TABS, AdminTabList, MEDICAL_DATA_TAB_PARAM, type AdminTab } from '../components/admin-tabs';
import {
  AuthorityFormDialog,
  HealthUnitFormDialog,
  HospitalAdminFormDialog,
  PatientFormDialog,
  StaffFormDialog,
} from '../components/lazy-form-dialogs';
import { OverviewTab, type QuickAction } from '../components/overview-tab';
import { prefetchAdminTab } from '../api/prefetch-admin-tab';

// The quick actions' dialogs are fetched when first opened, the tabs but the overview when reached.
const LAZY_TABS = Object.keys(ADMIN_TAB_CODE) as LazyTab[];

/** A tab pointed at or focused: its code is asked for then, so that the click finds it arrived. */
function preloadTab(tab: AdminTab) {
  if (tab !== 'overview') preloadAll([ADMIN_TAB_CODE[tab]]);
}

const ADMIN_TAB_VALUES = ADMIN_TABS.map((t) => t.value);

/** '/admin' (spec 02 section 2): the health department's administration panel. */
export default function AdminPage() {
  const { viewer } = useAreaContext();
  // The tab lives in the address (?aba=), so a reload or a shared link opens the same section.
  const [tab, setTab] = useTabParam(ADMIN_TAB_VALUES, 'overview', { clears: [MEDICAL_DATA_TAB_PARAM] });
  // The tab's list is asked for alongside its lazy code, not after it (a cached list is not asked again).
  const queryClient = useQueryClient();
  useEffect(() => void prefetchAdminTab(queryClient, tab), [queryClient, tab]);
  const [action, setAction] = useState<QuickAction | null>(null);
  const dialog = (name: QuickAction) => ({
    open: action === name,
    onOpenChange: (open: boolean) => setAction(open ? name : null),
  });

  return (
    <div className="space-y-5">
      <p className="text-lg text-slate-800">
        Olá, <span className="font-semibold">{viewer.name}</span>
      </p>
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as AdminTab)} className="space-y-5">
        <AdminTabList value={tab} onChange={setTab} onIntent={preloadTab} />
        <Tabs.Content value="overview" className="focus:outline-none">
          <OverviewTab onAction={setAction} onTab={setTab} />
        </Tabs.Content>
        {LAZY_TABS.map((value) => {
          const Tab = ADMIN_TAB_CODE[value].Component;
          return (
            <Tabs.Content key={value} value={value} className="focus:outline-none">
              <Suspense fallback={<TabLoading />}>
                <WithCode code={ADMIN_TAB_CODE[value]} fallback={<TabLoading />}>
                  <Tab />
                </WithCode>
              </Suspense>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
      <Suspense fallback={null}>
        {action === 'new-staff' ? <StaffFormDialog {...dialog('new-staff')} /> : null}
        {action === 'new-patient' ? <PatientFormDialog {...dialog('new-patient')} /> : null}
        {action === 'new-unit' ? <HealthUnitFormDialog {...dialog('new-unit')} /> : null}
        {action === 'new-admin' ? <HospitalAdminFormDialog {...dialog('new-admin')} /> : null}
        {action === 'new-authority' ? <AuthorityFormDialog {...dialog('new-authority')} /> : null}
      </Suspense>
    </div>
  );
}

function TabLoading() {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-slate-700">
      <Spinner className="text-teal-700" /> Carregando...
    </p>
  );
}
