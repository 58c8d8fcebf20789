import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { startGoogleSignIn } from '../api/google-sign-in';

/** A four-colour "G" drawn from arcs, for the provider's button. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" strokeWidth="3.4">
      <path d="M12.6 12H20A8 8 0 0 1 17.66 17.66" stroke="#4285F4" />
      <path d="M17.66 17.66A8 8 0 0 1 5.07 16" stroke="#34A853" />
      <path d="M5.07 16A8 8 0 0 1 5.07 8" stroke="#FBBC05" />
      <path d="M5.07 8A8 8 0 0 1 18.13 6.86" stroke="#EA4335" />
    </svg>
  );
}

export const GOOGLE_DISABLED_NOTE = 'Login com Google não está configurado nesta instalação';

/** 'Entrar com Google'; disabled with an explanation when the installation has no Google sign-in. */
export function GoogleSignInButton({ enabled }: { enabled: boolean }) {
  const [redirecting, setRedirecting] = useState(false);

  async function onClick() {
    setRedirecting(true);
    const leaving = await startGoogleSignIn();
    if (!leaving) setRedirecting(false);
  }

  return (
    <div className="space-y-1.5">
      <Button
        variant="outline"
        className="w-full"
        disabled={!enabled || redirecting}
        onClick={() => void onClick()}
        aria-describedby={enabled ? undefined : 'google-indisponivel'}
      >
        {redirecting ? <Spinner className="size-4" /> : <GoogleMark />}
        Entrar com Google
      </Button>
      {enabled ? null : (
        <p id="google-indisponivel" className="text-center text-xs text-slate-600">
          {GOOGLE_DISABLED_NOTE}
        </p>
      )}
    </div>
  );
}
