/**
 * The one list contract (docs/decisions/013-one-list-contract.md): every list answers a JSON array,
 * takes `?limit=` (default 50, at most 100) and an opaque `?cursor=`, and tells the next page in a
 * `Link: <url>; rel="next"` header and the total in `X-Total-Count` (capped, see page-limits.ts).
 *
 * A cursor is where the next page starts: which part of the list's order it is in (an agenda reads
 * the days from today on, then the earlier ones) and the sort key of the last row sent. It is encoded
 * so clients treat it as a token; the server checks its shape here and its types against the list.
 */
import { z } from 'zod';
import './locale';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from '../domain/page-limits';

export type CursorValue = string | number;
export type Seek = { part: number; key: CursorValue[] };

/** No list sorts on more columns than this (plus the part). */
const MAX_KEY_LENGTH = 6;
const MAX_CURSOR_LENGTH = 4096;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function encodeCursor(seek: Seek): string {
  return toBase64Url(JSON.stringify([seek.part, ...seek.key]));
}

/** The cursor's content, or null when it is not one this server made. */
export function decodeCursor(text: string): Seek | null {
  const json = fromBase64Url(text);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length < 2 || value.length > MAX_KEY_LENGTH + 1) return null;
  const [part, ...key] = value as unknown[];
  if (typeof part !== 'number' || !Number.isInteger(part) || part < 0) return null;
  const valid = key.every(
    (v) => (typeof v === 'string' && v.length <= 500) || (typeof v === 'number' && Number.isFinite(v)),
  );
  return valid ? { part, key: key as CursorValue[] } : null;
}

export const INVALID_CURSOR_MESSAGE = 'Cursor de paginação inválido';
const LIMIT_MESSAGE = `O limite deve ser um número inteiro de 1 a ${LIST_LIMIT_MAX}`;

/**
 * A list's `?q=`: what was typed, trimmed and cut to 100 characters (a longer text is a paste, not a
 * search; the list answers for its start rather than refusing it). Absent, it is ''.
 */
export const listSearchText = z
  .string()
  .optional()
  .transform((v) => v?.trim().slice(0, 100) ?? '');

/** `?limit=&cursor=`; every list's query schema extends it with its own filters. */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(LIST_LIMIT_MAX, LIMIT_MESSAGE)
    .default(LIST_LIMIT_DEFAULT),
  cursor: z
    .string()
    .max(MAX_CURSOR_LENGTH, INVALID_CURSOR_MESSAGE)
    .transform((text, ctx) => {
      const seek = decodeCursor(text);
      if (!seek) ctx.addIssue({ code: 'custom', message: INVALID_CURSOR_MESSAGE });
      return seek ?? undefined;
    })
    .optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;
