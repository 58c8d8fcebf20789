import { Suspense, type ReactNode } from 'react';
import { CircleQuestionMark } from '@/components/icons';
import { Card } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PendingActivationNotice, mainSessionKinds, useAreaContext, useAuth } from '@/features/session';
import { DoctorHome, HealthDepartmentHome, PatientHome, ReceptionHome } from '../components/homes';

export const UNKNOWN_TYPE_MESSAGE = 'Tipo de usuário não reconhecido';

/**
 * '/dashboard': the home of the user type (spec 01 section 2). The area layout already loaded
 * the patient session first, else the user profile, and sent visitors without a profile away.
 */
export default function DashboardPage() {
  const { viewer, session } = useAreaContext();
  const auth = useAuth();

  if (viewer.pendingActivation) {
    const signOut = () => void auth.signOut(session ? mainSessionKinds(session) : [viewer.kind], '/');
    return <PendingActivationNotice userType={viewer.userType} onSignOut={signOut} />;
  }

  switch (viewer.userType) {
    case 'patient':
      return <PatientHome name={viewer.name} />;
    case 'doctor':
      return (
        <StaffHome>
          <DoctorHome.Component name={viewer.name} profile={session?.me?.profile ?? null} />
        </StaffHome>
      );
    case 'reception':
      return (
        <StaffHome>
          <ReceptionHome.Component name={viewer.name} unit={session?.me?.profile?.health_unit_name} />
        </StaffHome>
      );
    case 'health_department':
      return (
        <StaffHome>
          <HealthDepartmentHome.Component name={viewer.name} />
        </StaffHome>
      );
    default:
      return (
        <Card className="flex items-center gap-3 p-6" role="alert">
          <CircleQuestionMark className="size-6 text-slate-600" aria-hidden="true" />
          <p className="font-medium text-slate-900">{UNKNOWN_TYPE_MESSAGE}</p>
        </Card>
      );
  }
}

/** A staff home whose code came with the page (the boot asked for it) shows at once; else it loads here. */
function StaffHome({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}
