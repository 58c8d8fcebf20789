/** Request validation with the shared zod schemas: 400 with the first Portuguese message. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, firstZodMessage } from './errors';

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('Corpo da requisição inválido (JSON esperado)');
  }
  return parseWith(schema, body);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(firstZodMessage(result.error));
  return result.data;
}
