import { IMAGE_MESSAGES } from '@saude/shared/schemas/reports';
import { ApiError, isNetworkError, isUnansweredWrite, noAnswerMessage } from '@/lib/api-client';

export const REPORT_CREATE_FAILED = 'Erro ao criar relatório. Tente novamente.';
export const REPORT_CONNECTION_ERROR = 'Erro de conexão. Verifique sua internet e tente novamente.';

/**
 * Report creation failures (spec 01 section 8): image and network problems get friendly texts,
 * other server texts are shown as they are, an unreadable answer names its HTTP status, and a
 * request that never reached the server is a connection problem.
 */
export function reportCreateErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const text = error.serverMessage;
    if (!text) return error.statusText ? `Erro ${error.status}: ${error.statusText}` : `Erro ${error.status}`;
    if (error.status === 413 || /too large|muito grande/i.test(text)) return IMAGE_MESSAGES.tooLarge;
    if (/invalid image|imagem inválid|formato de imagem/i.test(text)) return IMAGE_MESSAGES.unreadable;
    if (/network|conex/i.test(text)) return REPORT_CONNECTION_ERROR;
    return text;
  }
  if (isUnansweredWrite(error)) return noAnswerMessage(error);
  if (isNetworkError(error) || error instanceof TypeError) return REPORT_CONNECTION_ERROR;
  return REPORT_CREATE_FAILED;
}
