import { useQuery } from '@tanstack/react-query';
import {
  healthDepartmentSessionQuery,
  hospitalSessionQuery,
  publicAuthoritySessionQuery,
  useMainSession,
} from '@/features/session';
import { useUpdatesPoll } from '../api/use-updates-poll';

/**
 * Who the app knows to be signed in, read from the session answers already in the cache: the
 * poller never asks the server who is there (a visitor would only get 401s), it follows the pages'
 * own session checks. Null while nobody (or only a profile awaiting activation) is signed in. The
 * observers carry the sessions' own options, disabled: an observer's options become the query's, and
 * a query left without its function could not be asked again by the page that owns it.
 */
function useSignedInIdentity(): string | null {
  const main = useMainSession({ enabled: false });
  const department = useQuery({ ...healthDepartmentSessionQuery, enabled: false });
  const hospital = useQuery({ ...hospitalSessionQuery, enabled: false });
  const authority = useQuery({ ...publicAuthoritySessionQuery, enabled: false });

  const parts: string[] = [];
  if (main.status === 'resolved' && main.viewer?.role && main.viewer.role !== 'pending_user') {
    parts.push(`${main.viewer.kind}:${main.viewer.role}:${main.viewer.name}`);
  }
  if (department.data) parts.push(`health_department:${department.data.id}`);
  if (hospital.data) parts.push(`hospital:${hospital.data.id}`);
  if (authority.data) parts.push(`public_authority:${authority.data.id}`);
  return parts.length ? parts.join('|') : null;
}

/** Mounted once around every route: polls for updates while someone is signed in. Renders nothing. */
export function UpdatesPoller() {
  useUpdatesPoll(useSignedInIdentity());
  return null;
}
