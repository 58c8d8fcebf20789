import { Navigate, useNavigate } from 'react-router';
import { UserRoundPen } from '@/components/icons';
import { PageIntro, PublicPage } from '@/components/layout/public-page';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import {
  mainSessionKinds,
  PendingActivationNotice,
  SessionLoading,
  useAuth,
  useMainSession,
} from '@/features/session';
import { useCreateProfile } from '../api/use-create-profile';
import { ProfileSetupForm } from '../components/profile-setup-form';

/** '/profile-setup' ('Complete seu perfil'), after signing in with Google (spec 01 section 2). */
export default function ProfileSetupPage() {
  useDocumentTitle('Complete seu perfil');
  const state = useMainSession();
  const auth = useAuth();
  const navigate = useNavigate();
  const createProfile = useCreateProfile();

  if (state.status === 'pending') return <SessionLoading pending={state} />;
  const { session, viewer } = state;
  if (!session || !viewer) return <Navigate to="/login" replace />;
  if (session.patient || (viewer.hasProfile && !viewer.pendingActivation))
    return <Navigate to="/dashboard" replace />;

  const me = session.me;
  const signOut = () => void auth.signOut(mainSessionKinds(session), '/');

  return (
    <PublicPage width="md">
      <PageIntro icon={<UserRoundPen className="size-7" aria-hidden="true" />} title="Complete seu perfil">
        {viewer.pendingActivation ? null : 'Informe seus dados para começar a usar a plataforma.'}
      </PageIntro>
      {viewer.pendingActivation ? (
        <PendingActivationNotice userType={viewer.userType} onSignOut={signOut} />
      ) : (
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <ProfileSetupForm
              defaultName={me?.identity?.name ?? ''}
              submitting={createProfile.isPending}
              error={createProfile.error}
              onSubmit={(body) =>
                createProfile.mutate(body, {
                  onSuccess(answer) {
                    const pendingActivation = Boolean(answer.pendingActivation);
                    // Same shape as GET /api/users/me: a staff profile awaiting activation is not
                    // yet the user's profile.
                    const nextMe = pendingActivation
                      ? {
                          principal: 'external' as const,
                          profile: null,
                          hasProfile: false,
                          pendingActivation,
                          identity: me?.identity,
                        }
                      : { principal: 'external' as const, profile: answer.profile, hasProfile: true };
                    auth.setMainSession({ ...session, me: nextMe });
                    // Staff types wait for activation: this page then shows the notice instead.
                    if (!pendingActivation) void navigate('/dashboard', { replace: true });
                  },
                })
              }
            />
          </CardContent>
        </Card>
      )}
    </PublicPage>
  );
}
