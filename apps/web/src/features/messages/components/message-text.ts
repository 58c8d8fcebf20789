import { SENDER_NAME } from '@saude/shared/domain/constants';

/** Whatever the server sends, patients always see the department as the sender (spec 01). */
export const MESSAGE_SENDER = SENDER_NAME;
export const BELL_PREVIEW_CHARS = 60;
export const INBOX_PREVIEW_CHARS = 100;

export function preview(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/**
 * The bell's accessible name: how many are unread, none, or that the count is loading, so a screen
 * reader never hears 'none' before the count is known. A count that could not be read is not said.
 */
export function bellLabel(unread: number | undefined, failed = false): string {
  if (unread === undefined) return failed ? 'Mensagens' : 'Mensagens, carregando';
  return `Mensagens, ${unreadPhrase(unread)}`;
}

/** 'nenhuma não lida', '1 não lida', '3 não lidas'. */
export function unreadPhrase(unread: number): string {
  if (unread === 0) return 'nenhuma não lida';
  return `${unread} ${unread === 1 ? 'não lida' : 'não lidas'}`;
}

/** '9+' above nine, as the spec asks, so the badge stays small. */
export function unreadBadge(count: number): string {
  return count > 9 ? '9+' : String(count);
}
