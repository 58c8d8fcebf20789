/**
 * GET /api/health-units: an active unit as the appointment request form offers it, with what tells
 * two units apart (address, city). Only these fields are sent; the department's full shape is
 * AdminHealthUnit (admin.ts).
 */
export type HealthUnitOption = {
  id: number;
  name: string;
  address: string | null;
  full_address: string | null;
  city: string | null;
  state: string | null;
};
