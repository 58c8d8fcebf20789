import type { QueryClient } from '@tanstack/react-query';
import { prefetchForMainViewer } from '@/features/session/api/prefetch-for-viewer';
import { unreadCountQuery } from '@/features/messages/api/use-inbox';
import { cardExamsQuery } from '@/features/patient-home/api/use-exams';
import { cardVaccinationsQuery } from '@/features/patient-home/api/use-vaccinations';
import { localIsoDay } from '@/lib/calendar-day';
import { DoctorHome, HealthDepartmentHome, ReceptionHome } from '../components/homes';

const staffHome = () => import('./prefetch-staff-home');

/**
 * Started at boot on /dashboard: as soon as the session says who is signed in, asks for what their
 * home shows first, instead of waiting until the home has rendered and each block's component has
 * mounted: for a patient the bell's unread counter, the health card's latest vaccines and exams and
 * the home's code; for a doctor or the reception their home's code, today's appointments and the
 * day's counters; for the department its home's code. The hooks then find these answers: same keys
 * and functions. Settles once all of it has arrived or failed, and the first render waits for it.
 * Each role's code is asked for only for that role: the page of each role lists it (routes.tsx,
 * ROLE_CODE), so it still comes with the first scripts.
 *
 * Not the patient's recent prescriptions, appointments and reports: they are below the card, off a
 * phone's first screen, and their blocks ask for them once the home is shown. Three requests fewer
 * before the first render, on a phone's six connections, took the home's largest paint from about
 * 3.02 to 2.91 s in Lighthouse on the generated city (bench/RESULTS.md).
 */
export function prefetchDashboard(queryClient: QueryClient): Promise<unknown> {
  const today = localIsoDay();
  return Promise.allSettled([
    prefetchForMainViewer(queryClient, ['patient'], () =>
      Promise.allSettled([
        import('@/features/patient-home/components/patient-home-body'),
        import('@/features/messages'),
        // The bell's badge, under the key the badge reads.
        queryClient.prefetchQuery(unreadCountQuery),
        queryClient.prefetchQuery(cardVaccinationsQuery),
        queryClient.prefetchQuery(cardExamsQuery),
      ]),
    ),
    prefetchForMainViewer(queryClient, ['doctor'], () =>
      Promise.allSettled([
        DoctorHome.preload(),
        staffHome().then((m) => m.prefetchStaffHome(queryClient, 'doctor', today)),
      ]),
    ),
    prefetchForMainViewer(queryClient, ['reception'], () =>
      Promise.allSettled([
        ReceptionHome.preload(),
        staffHome().then((m) => m.prefetchStaffHome(queryClient, 'reception', today)),
      ]),
    ),
    prefetchForMainViewer(queryClient, ['health_department'], () => HealthDepartmentHome.preload()),
  ]);
}
