import { useState } from 'react';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import { ReportCreateDialog } from '@/features/reports';
import { HealthCard } from './health-card';
import { PatientQuickActions } from './patient-quick-actions';
import { RecentAppointments, RecentPrescriptions, RecentReports } from './recent-lists';

/** Everything below the greeting on the patient home. */
export default function PatientHomeBody({ patient }: { patient: PatientProfile | null }) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <HealthCard patient={patient} />
      <PatientQuickActions onReport={() => setReporting(true)} />
      <div className="grid gap-4 lg:grid-cols-3">
        <RecentPrescriptions />
        <RecentAppointments />
        <RecentReports />
      </div>
      <ReportCreateDialog open={reporting} onOpenChange={setReporting} />
    </>
  );
}
