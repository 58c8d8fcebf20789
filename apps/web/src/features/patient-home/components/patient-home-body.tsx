import { Suspense, useState } from 'react';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import { MyDataCard } from '@/features/data-export';
import { ReportCreateDialog } from '@/features/reports';
import { AccountCard } from './account-card';
import { HealthCard } from './health-card';
import { PatientQuickActions } from './patient-quick-actions';
import { RecentAppointments, RecentPrescriptions, RecentReports } from './recent-lists';

/** Everything below the greeting on the patient home. */
export default function PatientHomeBody({ patient }: { patient: PatientProfile | null }) {
  const [reporting, setReporting] = useState(false);
  // Once opened the dialog stays mounted, so that closing it animates like any other dialog.
  const [reportOpened, setReportOpened] = useState(false);
  return (
    <>
      <HealthCard patient={patient} />
      <PatientQuickActions
        onReport={() => {
          setReportOpened(true);
          setReporting(true);
        }}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <RecentPrescriptions />
        <RecentAppointments />
        <RecentReports />
      </div>
      {patient ? <AccountCard patient={patient} /> : null}
      {patient ? <MyDataCard /> : null}
      {reportOpened ? (
        <Suspense fallback={null}>
          <ReportCreateDialog open={reporting} onOpenChange={setReporting} />
        </Suspense>
      ) : null}
    </>
  );
}
