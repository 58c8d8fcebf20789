import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Report, ReportCreate } from '@saude/shared/schemas/reports';
import { reportsKeys } from './reports-keys';

/**
 * A failed creation, with what the answer said. The spec's message for an unreadable error body
 * names the HTTP status text, which the shared API client does not keep, so this call reads the
 * answer itself.
 */
export class ReportCreateError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly serverMessage: string | null;

  constructor(status: number, statusText: string, serverMessage: string | null) {
    super(serverMessage ?? `Erro ${status}: ${statusText}`);
    this.name = 'ReportCreateError';
    this.status = status;
    this.statusText = statusText;
    this.serverMessage = serverMessage;
  }
}

async function createReport(body: ReportCreate): Promise<Report> {
  const response = await fetch('/api/reports', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const error =
      data && typeof data === 'object' && 'error' in data ? (data as { error: unknown }).error : null;
    throw new ReportCreateError(
      response.status,
      response.statusText,
      typeof error === 'string' && error.trim() ? error : null,
    );
  }
  return data as Report;
}

/** POST /api/reports; every filtered list of "my reports" is refreshed afterwards. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKeys.mine }),
  });
}
