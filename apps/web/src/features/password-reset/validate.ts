import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** Checks with the shared schema (the server's own rules): the data, or each field's first message. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return { errors };
}
