import { userEndpoints } from '@saude/shared/contract/auth';
import { ApiError, callApi } from '@/lib/api-client';

/**
 * GET /api/oauth/google/redirect_url, then the browser goes to the provider. Failures are only
 * logged (spec 01 section 8); the button becomes usable again.
 */
export async function startGoogleSignIn(): Promise<boolean> {
  try {
    const { redirectUrl } = await callApi(userEndpoints.googleRedirect);
    window.location.assign(redirectUrl);
    return true;
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    console.error(`Failed to get login redirect URL: API responded with HTTP status ${status}`, error);
    return false;
  }
}

export const NO_CODE_ERROR =
  'Cannot exchange code for session token: no code provided in the URL search params.';

/** What /login says after a sign-in with Google that did not complete. */
export const GOOGLE_FAILURE = 'Não foi possível concluir o login com Google. Tente novamente.';

/**
 * POST /api/sessions {code, state, iss}: turns the provider's code into our session cookie. The
 * provider's `iss` (RFC 9207) goes along when it sent one, for the server to check.
 */
export async function exchangeCodeForSession(params: URLSearchParams): Promise<void> {
  const code = params.get('code');
  if (!code) throw new Error(NO_CODE_ERROR);
  const iss = params.get('iss');
  try {
    await callApi(userEndpoints.exchange, {
      body: { code, state: params.get('state') ?? '', ...(iss ? { iss } : {}) },
    });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    throw new Error(`Failed to exchange code for session token: API responded with HTTP status ${status}`, {
      cause: error,
    });
  }
}

/** The Portuguese reason to show for a failed exchange: the server's when it gave one. */
export function googleFailureMessage(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof ApiError && cause.status < 500 && cause.serverMessage
    ? cause.serverMessage
    : GOOGLE_FAILURE;
}
