import { accessLogEndpoints } from '@saude/shared/contract/access-log';
import { usePagedList } from '@/lib/use-paged-list';

export const accessLogKeys = { all: ['access-log'] as const };

/** GET /api/me/access-log, newest first: who read the signed-in patient's health data. */
export function useAccessLog() {
  return usePagedList({ queryKey: accessLogKeys.all, endpoint: accessLogEndpoints.list });
}
