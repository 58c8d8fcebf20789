import { CircleQuestionMark } from 'lucide-react';
import { Card } from '@/components/ui/card';
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
      return <DoctorHome name={viewer.name} profile={session?.me?.profile ?? null} />;
    case 'reception':
      return <ReceptionHome name={viewer.name} />;
    case 'health_department':
      return <HealthDepartmentHome name={viewer.name} />;
    default:
      return (
        <Card className="flex items-center gap-3 p-6" role="alert">
          <CircleQuestionMark className="size-6 text-slate-600" aria-hidden="true" />
          <p className="font-medium text-slate-900">{UNKNOWN_TYPE_MESSAGE}</p>
        </Card>
      );
  }
}
