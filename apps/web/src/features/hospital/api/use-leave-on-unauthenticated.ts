import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isUnauthenticated } from '@/lib/api-client';

/**
 * Spec 02 section 8: a failed load of hospital data sends the user to the hospital login. A 401/403
 * means the unit's session ended (expired, revoked or signed out in another tab).
 */
export function useLeaveOnUnauthenticated(error: unknown): void {
  const navigate = useNavigate();
  const leave = isUnauthenticated(error);
  useEffect(() => {
    if (leave) void navigate('/hospital-login', { replace: true });
  }, [leave, navigate]);
}
