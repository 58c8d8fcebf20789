import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as Tabs from '@radix-ui/react-tabs';
import { Spinner } from '@/components/ui/spinner';
import { useAreaContext } from '@/features/session';
import { useTabParam } from '@/lib/use-tab-param';
import { ADMIN_TABS, AdminTabList, type AdminTab } from '../components/admin-tabs';
import { OverviewTab, type QuickAction } from '../components/overview-tab';
import { prefetchAdminTab } from '../api/prefetch-admin-tab';

/*
 * The panel opens on the overview: the other tabs (recharts and the trail with theirs) and the quick
 * actions' dialogs are fetched when first opened, not with the panel.
 */
const StaffTab = lazy(() => import('../components/staff-tab').then((m) => ({ default: m.StaffTab })));
const PatientsTab = lazy(() =>
  import('../components/patients-tab').then((m) => ({ default: m.PatientsTab })),
);
const HealthUnitsTab = lazy(() =>
  import('../components/health-units-tab').then((m) => ({ default: m.HealthUnitsTab })),
);
const HospitalAdminsTab = lazy(() =>
  import('../components/hospital-admins-tab').then((m) => ({ default: m.HospitalAdminsTab })),
);
const AuthoritiesTab = lazy(() =>
  import('../components/authorities-tab').then((m) => ({ default: m.AuthoritiesTab })),
);
const PharmaciesTab = lazy(() =>
  import('../components/pharmacies-tab').then((m) => ({ default: m.PharmaciesTab })),
);
const ReportsTab = lazy(() => import('../components/reports-tab').then((m) => ({ default: m.ReportsTab })));
const MessagesTab = lazy(() =>
  import('../components/messages-tab').then((m) => ({ default: m.MessagesTab })),
);
const MedicalDataTab = lazy(() =>
  import('../components/medical-data-tab').then((m) => ({ default: m.MedicalDataTab })),
);
const AnalyticsTab = lazy(() => import('@/features/analytics').then((m) => ({ default: m.AnalyticsTab })));
const AuditTrailTab = lazy(() =>
  import('@/features/audit-trail').then((m) => ({ default: m.AuditTrailTab })),
);
const StaffFormDialog = lazy(() =>
  import('../components/staff-form-dialog').then((m) => ({ default: m.StaffFormDialog })),
);
const PatientFormDialog = lazy(() =>
  import('../components/patient-form-dialog').then((m) => ({ default: m.PatientFormDialog })),
);
const HealthUnitFormDialog = lazy(() =>
  import('../components/health-unit-form-dialog').then((m) => ({ default: m.HealthUnitFormDialog })),
);
const HospitalAdminFormDialog = lazy(() =>
  import('../components/hospital-admin-form-dialog').then((m) => ({ default: m.HospitalAdminFormDialog })),
);
const AuthorityFormDialog = lazy(() =>
  import('../components/authority-form-dialog').then((m) => ({ default: m.AuthorityFormDialog })),
);

const ADMIN_TAB_VALUES = ADMIN_TABS.map((t) => t.value);

/** '/admin' (spec 02 section 2): the health department's administration panel. */
export default function AdminPage() {
  const { viewer } = useAreaContext();
  // The tab lives in the address (?aba=), so a reload or a shared link opens the same section.
  const [tab, setTab] = useTabParam(ADMIN_TAB_VALUES, 'overview');
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
        <AdminTabList value={tab} onChange={setTab} />
        <Tabs.Content value="overview" className="focus:outline-none">
          <OverviewTab onAction={setAction} onTab={setTab} />
        </Tabs.Content>
        <Tabs.Content value="staff" className="focus:outline-none">
          <Suspense fallback={<TabLoading />}>
            <StaffTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="patients" className="focus:outline-none">
          <Suspense fallback={<TabLoading />}>
            <PatientsTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="health-units" className="focus:outline-none">
          <Suspense fallback={<TabLoading />}>
            <HealthUnitsTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="hospital-admins" className="focus:outline-none">
          <Suspense fallback={<TabLoading />}>
            <HospitalAdminsTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="public-authorities" className="focus:outline-none">
          <Suspense fallback={<TabLoading />}>
            <AuthoritiesTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="pharmacies" className="focus:outline-none">
          <Suspense fallback={<TabLoading />}>
            <PharmaciesTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="reports" className="focus:outline-none">
          <Suspense fallback={<TabLoading />}>
            <ReportsTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="messages" className="focus:outline-none">
          <Suspense fallback={<TabLoading />}>
            <MessagesTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="medical-data" className="focus:outline-none">
          <Suspense fallback={<TabLoading />}>
            <MedicalDataTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="analytics" className="focus:outline-none">
          <Suspense fallback={<TabLoading />}>
            <AnalyticsTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="audit-trail" className="focus:outline-none">
          <Suspense fallback={<TabLoading />}>
            <AuditTrailTab />
          </Suspense>
        </Tabs.Content>
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
