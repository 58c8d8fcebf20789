import { useMutation } from '@tanstack/react-query';
import { passwordResetEndpoints } from '@saude/shared/contract/auth';
import type { IssueResetCode } from '@saude/shared/schemas/password-reset';
import { callApi } from '@/lib/api-client';

/**
 * POST /api/password-reset/codes: the counter (reception or a unit's panel) gives a one-time code to
 * the person in front of it, after seeing a photo ID. Answers the code and whose account it opens.
 */
export function useIssueResetCode() {
  return useMutation({
    mutationFn: (body: IssueResetCode) => callApi(passwordResetEndpoints.issueCode, { body }),
  });
}
