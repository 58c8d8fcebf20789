/**
 * Enumerates every API route registered in the app and proves its declared access is enforced:
 * 401 without a session, 403 for every role whose permissions lack the route's permission.
 * Routes added later are covered automatically.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@saude/shared/auth/roles';
import { roleHas } from '@saude/shared/auth/permissions';
import { createTestContext, TestClient, type TestContext } from '../test/harness';
import { pendingUserClient, signedIn } from '../test/fixtures';
import type { Access } from './access';

let ctx: TestContext;
const clients = new Map<Role, TestClient>();

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ROLES) {
    clients.set(
      role,
      role === 'pending_user' ? (await pendingUserClient(ctx)).client : await signedIn(ctx, role),
    );
  }
});
afterAll(async () => {
  await ctx.close();
});

type RouteInfo = { method: string; path: string; access: Access[] };

function apiRoutes(): RouteInfo[] {
  const byKey = new Map<string, RouteInfo>();
  for (const r of ctx.app.routes) {
    if (!r.path.startsWith('/api/') || r.method === 'ALL') continue;
    const key = `${r.method} ${r.path}`;
    const info = byKey.get(key) ?? { method: r.method, path: r.path, access: [] };
    const access = (r.handler as { access?: Access }).access;
    if (access) info.access.push(access);
    byKey.set(key, info);
  }
  return [...byKey.values()];
}

const concrete = (path: string) => path.replace(/:[A-Za-z_]+/g, '1');

describe('route access declarations', () => {
  it('finds the routes of the app', () => {
    expect(apiRoutes().length).toBeGreaterThan(20);
  });

  it('every API route declares exactly one access (a permission or public)', () => {
    const undeclared = apiRoutes().filter((r) => r.access.length !== 1);
    expect(undeclared.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('answers 401 without a session and 403 to every role lacking the permission', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      const access = route.access[0];
      if (!access || access.type !== 'permission') continue;
      const path = concrete(route.path);
      const body = route.method === 'GET' ? undefined : {};
      const anonymous = await new TestClient(ctx.app, '10.8.0.1').request(route.method, path, body);
      if (anonymous.status !== 401) failures.push(`${route.method} ${path} anonymous -> ${anonymous.status}`);
      for (const role of ROLES) {
        const res = await clients.get(role)!.request(route.method, path, body);
        const allowed = roleHas(role, access.permission);
        if (!allowed && res.status !== 403)
          failures.push(`${route.method} ${path} as ${role} -> ${res.status}, expected 403`);
        if (allowed && (res.status === 401 || res.status === 403)) {
          failures.push(`${route.method} ${path} as ${role} -> ${res.status}, expected access`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
