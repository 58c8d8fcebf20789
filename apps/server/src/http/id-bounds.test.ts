/**
 * Ids past PostgreSQL's integer (2147483648 and beyond) name no row: every route answers them with a
 * 4xx, in the path, in a body and inside a list cursor, never with the database's "out of range"
 * error as a 500. On SQLite any number compares; the PostgreSQL run (TEST_DATABASE_URL) is the one
 * that shows the difference.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@saude/shared/auth/roles';
import { roleHas } from '@saude/shared/auth/permissions';
import { encodeCursor } from '@saude/shared/schemas/list';
import { seedDemo } from '../features/demo/demo-seed';
import { createLogger } from '../lib/logger';
import { createTestContext, TestClient, type TestContext } from '../test/harness';
import { signedIn } from '../test/fixtures';
import { HOSTILE_ROUTES, seededIds, type SeededIds } from '../test/hostile-routes';
import type { Access } from './access';

const PAST_INTEGER = '2147483648';

let ctx: TestContext;
let ids: SeededIds;
const clients = new Map<Role, TestClient>();

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db, createLogger('silent'));
  ids = await seededIds(ctx.db);
  for (const role of ROLES) if (role !== 'pending_user') clients.set(role, await signedIn(ctx, role));
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

/** A client the route's access check lets through. */
function clientFor(access: Access): TestClient {
  if (access.type === 'public') return new TestClient(ctx.app, '10.67.1.1');
  const role = ROLES.find((r) => r !== 'pending_user' && roleHas(r, access.permission));
  return clients.get(role!)!;
}

describe('ids past the integer range', () => {
  it('in the path: every route with an id answers 4xx', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const r of ctx.app.routes) {
      const access = (r.handler as { access?: Access }).access;
      if (!access || !r.path.startsWith('/api/') || !/:id\b/.test(r.path)) continue;
      // Files are named by a random text id, not a number.
      if (r.path.startsWith('/api/files/')) continue;
      const path = r.path.replace(':id', PAST_INTEGER);
      const spec = HOSTILE_ROUTES[`${r.method} ${r.path}`];
      const body = r.method === 'GET' ? undefined : (spec?.base?.(ids) ?? {});
      const res = await clientFor(access).request(r.method, path, body);
      tried++;
      if (res.status < 400 || res.status >= 500) failures.push(`${r.method} ${path} -> ${res.status}`);
    }
    expect(tried).toBeGreaterThan(15);
    expect(failures).toEqual([]);
  });

  it('in a body: the chosen unit, patient, doctor or recipient is refused with a 400', async () => {
    const cases: [Role, string, Record<string, unknown>][] = [
      [
        'patient',
        '/api/appointment-requests',
        { specialty: 'Cardiologista', appointment_type: 'consultation', health_unit_id: 2147483648 },
      ],
      ['doctor', '/api/prescriptions/standalone', { patient_id: 2147483648, prescription_text: 'Dipirona' }],
      [
        'health_department',
        '/api/admin/hospital-administrators',
        { health_unit_id: 2147483648, administrator_name: 'Adm', username: 'adm_x', password: 'senha-123' },
      ],
      [
        'health_department',
        '/api/messages',
        { message_text: 'Olá', recipient_type: 'individual', recipient_id: 'patient_2147483648' },
      ],
    ];
    for (const [role, path, body] of cases) {
      const res = await clients.get(role)!.post<{ error: string }>(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error).toBeTruthy();
    }
    const approve = await clients
      .get('hospital')!
      .post(`/api/hospital/appointment-requests/${ids.request}/approve`, {
        assigned_doctor_id: 'staff:2147483648',
        appointment_date: '2030-01-10',
        appointment_time: '09:00',
      });
    expect([400, 404]).toContain(approve.status);
  });

  it('in a list cursor: a forged key past the range is a 400', async () => {
    const cursor = encodeCursor({ part: 0, key: ['2026-01-01T00:00:00.000Z', 2147483648] });
    const res = await clients
      .get('health_department')!
      .get(`/api/admin/public-authorities?cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(400);
  });
});
