import type { QueryClient } from '@tanstack/react-query';
import { mainSessionQuery, viewerFromMain } from '@/features/session';
import { inboxQuery } from '@/features/messages/api/use-inbox';
import { myAppointmentsQuery } from '@/features/patient-home/api/use-appointments';
import { examsQuery } from '@/features/patient-home/api/use-exams';
import { recentPrescriptionsQuery } from '@/features/patient-home/api/use-prescriptions';
import { vaccinationsQuery } from '@/features/patient-home/api/use-vaccinations';
import { myReportsQuery } from '@/features/reports/api/use-my-reports';

/**
 * Started at boot on /dashboard: as soon as the session says a patient is signed in, asks for the
 * patient home's lists and code, instead of waiting until the home has rendered and each list's
 * component has mounted. The hooks then find these answers (same keys and functions).
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  queryClient.fetchQuery(mainSessionQuery).then(
    (session) => {
      const viewer = session ? viewerFromMain(session) : null;
      if (viewer?.userType !== 'patient' || viewer.pendingActivation) return;
      void import('@/features/patient-home/components/patient-home-body').catch(() => undefined);
      void import('@/features/messages').catch(() => undefined);
      void queryClient.prefetchQuery(inboxQuery);
      void queryClient.prefetchQuery(vaccinationsQuery);
      void queryClient.prefetchQuery(examsQuery);
      void queryClient.prefetchQuery(recentPrescriptionsQuery);
      void queryClient.prefetchQuery(myAppointmentsQuery);
      void queryClient.prefetchQuery(myReportsQuery());
    },
    () => undefined,
  );
}
