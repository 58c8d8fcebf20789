import { describe, expect, it } from 'vitest';
import { recordFirstRequests, TODAY } from './record-first-requests';

describe('recordFirstRequests', () => {
  it("records what a route's boot asks for, by role, the day's date left as a mark", async () => {
    expect(await recordFirstRequests('/dashboard', 'patient')).toEqual([
      '/api/messages/inbox?unread=1&limit=1',
      '/api/health/vaccinations?limit=5',
      '/api/health/exams?limit=5',
    ]);
    const doctor = await recordFirstRequests('/dashboard', 'doctor');
    expect(doctor).toContain(`/api/appointments?date=${TODAY}`);
    expect(doctor.join(' ')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("asks for the users page's list and the count on each of its tabs, so the first render has them", async () => {
    expect(await recordFirstRequests('/users-management', 'health_department')).toEqual([
      '/api/admin/staff',
      '/api/admin/staff?limit=1',
      '/api/admin/patients?limit=1',
      '/api/admin/public-authorities?limit=1',
    ]);
  });

  it("asks for the department overview's figures with its page, not after its first render", async () => {
    expect(await recordFirstRequests('/admin', 'health_department')).toEqual(['/api/admin/stats']);
  });

  it('records nothing for a role the page shows no data to, or a page without a prefetch', async () => {
    expect(await recordFirstRequests('/reports', 'doctor')).toEqual([]);
    expect(await recordFirstRequests('/users-management', 'patient')).toEqual([]);
    expect(await recordFirstRequests('/login', 'patient')).toEqual([]);
  });

  it('leaves the real fetch in place afterwards', async () => {
    const before = globalThis.fetch;
    await recordFirstRequests('/prescriptions', 'patient');
    expect(globalThis.fetch).toBe(before);
  });
});
