/**
 * Path parameters shared by many endpoints. Kept apart from endpoint.ts, which the web's first page
 * loads, so that page does not carry the schema library for them.
 */
import { z } from 'zod';
import { idParam } from '../schemas/common';

/** A path naming a row by its `:id` (a positive integer), with the message of a row not found. */
export const byId = (notFound: string) => ({ params: z.strictObject({ id: idParam }), notFound });

/**
 * A prescription's public id (22 base64url characters today; a looser length keeps older ids valid):
 * anything else cannot exist and costs no query.
 */
export const byPublicId = {
  params: z.strictObject({ publicId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
  notFound: 'Receita não encontrada',
};
