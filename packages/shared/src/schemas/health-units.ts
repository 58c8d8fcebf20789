import { z } from 'zod';

/**
 * GET /api/health-units: an active unit as the appointment request form offers it, with what tells
 * two units apart (address, city). Only these fields are sent; the department's full shape is
 * AdminHealthUnit (admin.ts).
 */
export const healthUnitOptionSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  full_address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type HealthUnitOption = z.output<typeof healthUnitOptionSchema>;
