/** Request validation with the shared zod schemas: 400 with the first Portuguese message. */
import type { Context } from 'hono';
import type { z } from 'zod';
// zod's own messages in Portuguese (a number sent for optional text, a body that is not an object).
import '@saude/shared/schemas/locale';
import { badRequest, unsupportedMedia } from '../lib/errors';
import { firstZodMessage } from './errors';

/** C0 controls other than tab and line breaks (and DEL) are never typed by a person; NUL breaks PostgreSQL text. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  // Only JSON is accepted as a body: a form post or text/plain is refused before it is parsed.
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
    throw unsupportedMedia('Envie os dados em JSON (Content-Type: application/json)');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('Corpo da requisição inválido (JSON esperado)');
  }
  return parseWith(schema, body);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (hasControlCharacters(value)) throw badRequest('O texto contém caracteres de controle não permitidos');
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(firstZodMessage(result.error));
  return result.data;
}

/** Walks keys and string values without recursion, so deeply nested JSON cannot exhaust the stack. */
function hasControlCharacters(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (CONTROL_CHARACTERS.test(value)) return true;
    } else if (Array.isArray(value)) {
      for (const v of value) pending.push(v);
    } else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (CONTROL_CHARACTERS.test(key)) return true;
        pending.push(v);
      }
    }
  }
  return false;
}
