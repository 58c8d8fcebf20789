import { skipToken, useQuery } from '@tanstack/react-query';
import type { HealthDepartmentUser, HospitalUser, PublicAuthorityUser } from '@saude/shared/schemas/auth';
import { sessionKeys, useMainSession } from '@/features/session';
import { useUpdatesPoll } from '../api/use-updates-poll';

/**
 * Who the app knows to be signed in, read from the session answers already in the cache: the
 * poller never asks the server who is there (a visitor would only get 401s), it follows the pages'
 * own session checks. Null while nobody (or only a profile awaiting activation) is signed in.
 */
function useSignedInIdentity(): string | null {
  const main = useMainSession({ enabled: false });
  const department = useQuery<HealthDepartmentUser | null>({
    queryKey: sessionKeys.healthDepartment,
    queryFn: skipToken,
  });
  const hospital = useQuery<HospitalUser | null>({ queryKey: sessionKeys.hospital, queryFn: skipToken });
  const authority = useQuery<PublicAuthorityUser | null>({
    queryKey: sessionKeys.publicAuthority,
    queryFn: skipToken,
  });

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
