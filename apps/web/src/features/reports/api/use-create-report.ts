import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportEndpoints } from '@saude/shared/contract/reports';
import type { ReportCreate } from '@saude/shared/schemas/reports';
import { callApi } from '@/lib/api-client';
import { reportsKeys } from './reports-keys';

/** POST /api/reports; every filtered list of "my reports" is refreshed afterwards. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportCreate) => callApi(reportEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKeys.mine }),
  });
}
