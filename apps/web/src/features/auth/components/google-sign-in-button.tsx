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

/** 'Entrar com Google', shown only where the installation has Google sign-in. */
export function GoogleSignInButton() {
  const [redirecting, setRedirecting] = useState(false);

  async function onClick() {
    setRedirecting(true);
    const leaving = await startGoogleSignIn();
    if (!leaving) setRedirecting(false);
  }

  return (
    <Button variant="outline" className="w-full" disabled={redirecting} onClick={() => void onClick()}>
      {redirecting ? <Spinner className="size-4" /> : <GoogleMark />}
      Entrar com Google
    </Button>
  );
}
