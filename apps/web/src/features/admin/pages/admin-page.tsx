import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import { Spinner } from '@/components/ui/spinner';
import { useAreaContext } from '@/features/session';
import { AdminTabList, isAdminTab, type AdminTab } from '../components/admin-tabs';
import { AuthoritiesTab } from '../components/authorities-tab';
import { AuthorityFormDialog } from '../components/authority-form-dialog';
import { HealthUnitFormDialog } from '../components/health-unit-form-dialog';
import { HealthUnitsTab } from '../components/health-units-tab';
import { HospitalAdminFormDialog } from '../components/hospital-admin-form-dialog';
import { HospitalAdminsTab } from '../components/hospital-admins-tab';
import { MedicalDataTab } from '../components/medical-data-tab';
import { MessagesTab } from '../components/messages-tab';
import { OverviewTab, type QuickAction } from '../components/overview-tab';
import { PatientFormDialog } from '../components/patient-form-dialog';
import { PatientsTab } from '../components/patients-tab';
import { ReportsTab } from '../components/reports-tab';
import { StaffFormDialog } from '../components/staff-form-dialog';
import { StaffTab } from '../components/staff-tab';

// recharts and the trail load with their tabs, not with the panel.
const AnalyticsTab = lazy(() => import('@/features/analytics').then((m) => ({ default: m.AnalyticsTab })));
const AuditTrailTab = lazy(() =>
  import('@/features/audit-trail').then((m) => ({ default: m.AuditTrailTab })),
);

/** '/admin' (spec 02 section 2): the health department's administration panel. */
export default function AdminPage() {
  const { viewer } = useAreaContext();
  // The tab lives in the address (?aba=), so a reload or a shared link opens the same section.
  const [params, setParams] = useSearchParams();
  const raw = params.get('aba');
  const tab: AdminTab = isAdminTab(raw) ? raw : 'overview';
  const setTab = (next: AdminTab) => setParams(next === 'overview' ? {} : { aba: next }, { replace: true });
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
          <StaffTab />
        </Tabs.Content>
        <Tabs.Content value="patients" className="focus:outline-none">
          <PatientsTab />
        </Tabs.Content>
        <Tabs.Content value="health-units" className="focus:outline-none">
          <HealthUnitsTab />
        </Tabs.Content>
        <Tabs.Content value="hospital-admins" className="focus:outline-none">
          <HospitalAdminsTab />
        </Tabs.Content>
        <Tabs.Content value="public-authorities" className="focus:outline-none">
          <AuthoritiesTab />
        </Tabs.Content>
        <Tabs.Content value="reports" className="focus:outline-none">
          <ReportsTab />
        </Tabs.Content>
        <Tabs.Content value="messages" className="focus:outline-none">
          <MessagesTab />
        </Tabs.Content>
        <Tabs.Content value="medical-data" className="focus:outline-none">
          <MedicalDataTab />
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
      <StaffFormDialog {...dialog('new-staff')} />
      <PatientFormDialog {...dialog('new-patient')} />
      <HealthUnitFormDialog {...dialog('new-unit')} />
      <HospitalAdminFormDialog {...dialog('new-admin')} />
      <AuthorityFormDialog {...dialog('new-authority')} />
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
