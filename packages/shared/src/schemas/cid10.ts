/**
 * CID-10 diagnoses (issue: national health network): the search a doctor types into while finishing a
 * visit, and the codes a record carries. Whether a well-formed code exists is checked by the server
 * against the DATASUS table it ships; the web app never downloads the table.
 */
import { z } from 'zod';
import { CID10_CODE_PATTERN, CID10_MAX_CODES, normalizeCid10 } from '../domain/cid10';
import { listQuerySchema } from './list';

export const CID10_INVALID_MESSAGE = 'Código CID-10 inválido';
export const CID10_UNKNOWN_MESSAGE = 'Código CID-10 não encontrado na tabela';
export const CID10_TOO_MANY_MESSAGE = `Informe no máximo ${CID10_MAX_CODES} códigos CID-10`;

/** One code as typed ('j06.9') -> as kept ('J069'). */
export const cid10CodeSchema = z
  .string({ error: CID10_INVALID_MESSAGE })
  .max(10, CID10_INVALID_MESSAGE)
  .transform(normalizeCid10)
  .pipe(z.string().regex(CID10_CODE_PATTERN, CID10_INVALID_MESSAGE));

/** The record's diagnoses in the doctor's order; a code chosen twice counts once. */
export const cid10CodesSchema = z
  .array(cid10CodeSchema, { error: CID10_INVALID_MESSAGE })
  .max(CID10_MAX_CODES, CID10_TOO_MANY_MESSAGE)
  .transform((codes) => [...new Set(codes)]);

/** GET /api/cid10?q=: by code ('J06', 'j069', 'J06.9') or by words of the description. */
export const cid10SearchQuerySchema = listQuerySchema.extend({
  q: z.string().trim().max(100, 'Busca muito longa').default(''),
});

// ---- Answers ----

export const cid10ItemSchema = z.strictObject({
  /** Upper case, without the dot: 'J069'. */
  code: z.string(),
  description: z.string(),
});
export type Cid10Item = z.output<typeof cid10ItemSchema>;
