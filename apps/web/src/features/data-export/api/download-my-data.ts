import { useMutation } from '@tanstack/react-query';
import { pathOf } from '@saude/shared/contract/endpoint';
import { dataExportEndpoints } from '@saude/shared/contract/data-export';
import { ApiError } from '@/lib/api-client';

const FALLBACK_NAME = 'meus-dados.json';

/** The file name the server gives (`attachment; filename="meus-dados-2026-11-26.json"`). */
export function fileNameOf(disposition: string | null): string {
  const name = disposition?.match(/filename="([^"]+)"/)?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : FALLBACK_NAME;
}

/**
 * GET /api/me/export, saved as the file it is: fetched (so a failure is shown as a message rather
 * than a browser error page), then handed to the browser's download through a link to the blob.
 */
export async function downloadMyData(): Promise<string> {
  const response = await fetch(pathOf(dataExportEndpoints.export), {
    credentials: 'include',
    headers: { Accept: 'application/fhir+json' },
  });
  if (!response.ok) {
    let message: string | null = null;
    try {
      const body = (await response.json()) as { error?: unknown };
      if (typeof body.error === 'string') message = body.error;
    } catch {
      // Not the API's JSON: the message below says what happened.
    }
    throw new ApiError(response.status, message, response.statusText);
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition'));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
