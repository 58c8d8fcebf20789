import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isUnauthenticated } from '@/lib/api-client';
import { hospitalKeys } from './hospital-keys';

/**
 * Spec 02 section 8: a failed load of hospital data sends the user to the hospital login. A 401/403
 * means the unit's session ended (expired, revoked or signed out in another tab). The panel's loads
 * (lists, counters, any of their pages) are watched in the query cache; `error` adds an action's
 * failure (approving, saving).
 */
export function useLeaveOnUnauthenticated(error?: unknown): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leave = isUnauthenticated(error);
  useEffect(() => {
    if (leave) void navigate('/hospital-login', { replace: true });
  }, [leave, navigate]);
  useEffect(() => {
    const cache = queryClient.getQueryCache();
    const leaveIfSignedOut = (failure: unknown) => {
      if (isUnauthenticated(failure)) void navigate('/hospital-login', { replace: true });
    };
    for (const query of cache.findAll({ queryKey: hospitalKeys.all })) leaveIfSignedOut(query.state.error);
    return cache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] === hospitalKeys.all[0]) leaveIfSignedOut(event.action.error);
    });
  }, [navigate, queryClient]);
}
