import { SENDER_NAME } from '@saude/shared/domain/constants';

/** Whatever the server sends, patients always see the department as the sender (spec 01). */
export const MESSAGE_SENDER = SENDER_NAME;
export const BELL_PREVIEW_CHARS = 60;
export const INBOX_PREVIEW_CHARS = 100;

export function preview(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** '9+' above nine, as the spec asks, so the badge stays small. */
export function unreadBadge(count: number): string {
  return count > 9 ? '9+' : String(count);
}
