/**
 * Hostile input on every write route of the real app (property-based, fast-check): bodies invalid by
 * construction (wrong types, missing and extra fields, 100k strings, control characters, SQL and
 * markup in constrained fields, impossible dates, malformed CPF/CEP/phone, fake and oversized
 * images), non-JSON bodies and garbage path ids. Each must get a 4xx with a Portuguese `{error}`,
 * never a 5xx, and leave the database as it was. Free text that merely looks dangerous is valid:
 * it must be stored and answered exactly as sent.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@saude/shared/auth/roles';
import { roleHas } from '@saude/shared/auth/permissions';
import { seedDemo } from '../features/demo/demo-seed';
import { createLogger } from '../lib/logger';
import { createTestContext, TestClient, type TestContext } from '../test/harness';
import { pendingUserClient, signedIn } from '../test/fixtures';
import { pngDataUrl } from '../test/fake-images';
import {
  HOSTILE_ROUTES,
  NOTHING_TO_ATTACK,
  seededIds,
  type RouteSpec,
  type SeededIds,
} from '../test/hostile-routes';
import { snapshotPlan, takeSnapshot } from '../test/hostile-snapshot';
import { expectRefusal, holdsExactly, sendRaw, short } from '../test/hostile-client';
import {
  garbageIds,
  invalidBody,
  legitimateHostileText,
  notAnObject,
  rawBodies,
} from '../test/hostile-values';
import type { Access } from './access';

/** Runs per route: enough variety on every run, bounded so the file stays well under a minute. */
const RUNS = 15;

let ctx: TestContext;
let ids: SeededIds;
let plan: Awaited<ReturnType<typeof snapshotPlan>>;
const clients = new Map<Role, TestClient>();

beforeAll(async () => {
  // Sign-in with Google configured (at a closed local port) so its routes validate instead of answering 503.
  ctx = await createTestContext({
    GOOGLE_CLIENT_ID: 'cliente',
    GOOGLE_CLIENT_SECRET: 'segredo',
    GOOGLE_ISSUER: 'http://127.0.0.1:9',
  });
  await seedDemo(ctx.db, createLogger('silent'));
  ids = await seededIds(ctx.db);
  // The first verification creates the signing key: a legitimate write, done before any snapshot.
  await new TestClient(ctx.app, '10.66.2.2').post('/api/prescriptions/verify', { qr: 'x' });
  plan = await snapshotPlan(ctx.db);
  for (const role of ROLES) {
    clients.set(
      role,
      role === 'pending_user' ? (await pendingUserClient(ctx)).client : await signedIn(ctx, role),
    );
  }
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

function accessOf(key: string): Access | undefined {
  for (const r of ctx.app.routes) {
    const access = (r.handler as { access?: Access }).access;
    if (access && `${r.method} ${r.path}` === key) return access;
  }
  return undefined;
}

/** A client allowed through the route's access check: the first role holding its permission. */
function clientFor(key: string): TestClient {
  const access = accessOf(key);
  if (!access) throw new Error(`route not registered: ${key}`);
  if (access.type === 'public') return new TestClient(ctx.app, '10.66.1.1');
  const role = ROLES.find((r) => roleHas(r, access.permission));
  if (!role) throw new Error(`no role has ${access.permission}`);
  return clients.get(role)!;
}

type Case = { path: string; json?: unknown; raw?: { type: string; body: string } };

function casesFor(key: string, spec: RouteSpec): fc.Arbitrary<Case> {
  const template = key.slice(key.indexOf(' ') + 1);
  const at = (id: string) => template.replace(/:[A-Za-z]+/, encodeURIComponent(id));
  const existing = spec.param ? at(String(ids[spec.param])) : template;
  const arbs: fc.WeightedArbitrary<Case>[] = [];
  if (spec.base && spec.fields) {
    const base = spec.base(ids);
    arbs.push({
      weight: 8,
      arbitrary: invalidBody(base, spec.fields).map((json) => ({ path: existing, json })),
    });
    arbs.push({ weight: 1, arbitrary: notAnObject.map((json) => ({ path: existing, json })) });
    arbs.push({ weight: 1, arbitrary: rawBodies.map((raw) => ({ path: existing, raw })) });
  }
  if (spec.param) {
    // A well-formed public id that names no prescription, beside the malformed ones.
    const garbage =
      spec.param === 'publicId' ? fc.oneof(garbageIds, fc.constant('A'.repeat(22))) : garbageIds;
    const body = spec.base ? fc.constant<unknown>(spec.base(ids)) : fc.oneof(notAnObject, fc.constant({}));
    arbs.push({
      weight: 2,
      arbitrary: fc.record({ id: garbage, json: body }).map((c) => ({ path: at(c.id), json: c.json })),
    });
  }
  return fc.oneof(...arbs);
}

describe('hostile input on every write route', () => {
  it('has a hostile-input case for every registered write route', () => {
    const missing = new Set<string>();
    for (const r of ctx.app.routes) {
      if (!r.path.startsWith('/api/') || !['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method)) continue;
      const key = `${r.method} ${r.path}`;
      if (!HOSTILE_ROUTES[key] && !NOTHING_TO_ATTACK.has(key)) missing.add(key);
    }
    expect([...missing]).toEqual([]);
  });

  for (const [key, spec] of Object.entries(HOSTILE_ROUTES)) {
    it(`${key} refuses invalid input and writes nothing`, async () => {
      const method = key.slice(0, key.indexOf(' '));
      const client = clientFor(key);
      await fc.assert(
        fc.asyncProperty(casesFor(key, spec), async (c) => {
          const before = await takeSnapshot(ctx.db, plan);
          const res = c.raw
            ? await sendRaw(ctx.app, client, method, c.path, c.raw.type, c.raw.body)
            : await client.request(method, c.path, c.json);
          const what = `${method} ${c.path} ${short(c.raw ?? c.json)}`;
          expectRefusal(res, what);
          expect(await takeSnapshot(ctx.db, plan), `${what} changed the database`).toEqual(before);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    });
  }
});

/** Free-text fields: markup and SQL are legitimate text, kept byte for byte and answered as JSON. */
type FreeTextCase = {
  role: Role;
  create: string;
  body: (text: string) => Record<string, unknown>;
  /** A read of the stored records that must hold the text exactly. */
  read: string;
  /** Whether the creation answer returns the record (a provisional registration answers only its id). */
  echoes?: false;
};
const FREE_TEXT: Record<string, FreeTextCase> = {
  'report title and description': {
    role: 'patient',
    create: '/api/reports',
    body: (t) => ({ report_type: 'trash', title: t, description: t }),
    read: '/api/reports/my',
  },
  'appointment request notes': {
    role: 'patient',
    create: '/api/appointment-requests',
    body: (t) => ({ specialty: 'Cardiologista', appointment_type: 'consultation', notes: t }),
    read: '/api/appointment-requests',
  },
  'department message title and text': {
    role: 'health_department',
    create: '/api/messages',
    body: (t) => ({ title: t, message_text: t, recipient_type: 'all_patients' }),
    read: '/api/messages',
  },
  'provisional patient description': {
    role: 'reception',
    create: '/api/provisional-patients',
    body: (t) => ({
      photo_url: pngDataUrl(),
      approximate_age: 40,
      gender: 'feminino',
      physical_description: t,
      registration_location: t,
    }),
    read: '/api/public-authority/provisional-patients?limit=100',
    echoes: false,
  },
  'hospital doctor name and notes': {
    role: 'hospital',
    create: '/api/hospital/doctors',
    body: (t) => ({ doctor_name: t, specialty: 'Pediatra', crm: '9090', crm_uf: 'SP', schedule_notes: t }),
    read: '/api/hospital/doctors',
  },
};

describe('dangerous-looking free text is data, never code', () => {
  for (const [name, c] of Object.entries(FREE_TEXT)) {
    it(`${name} is stored and answered exactly as sent`, async () => {
      const writer = clients.get(c.role)!;
      await fc.assert(
        fc.asyncProperty(legitimateHostileText, async (text) => {
          const res = await writer.post(c.create, c.body(text));
          expect(res.status, `${c.create} ${short(text)} -> ${short(res.body)}`).toBeLessThan(300);
          expect(res.headers.get('content-type')).toMatch(/^application\/json/);
          if (c.echoes !== false) {
            expect(holdsExactly(res.body, text), `answer of ${c.create} altered ${short(text)}`).toBe(true);
          }
          const reader = c.role === 'reception' ? clients.get('public_authority')! : writer;
          const read = await reader.get(c.read);
          expect(read.headers.get('content-type')).toMatch(/^application\/json/);
          expect(holdsExactly(read.body, text), `${c.read} altered ${short(text)}`).toBe(true);
        }),
        { numRuns: 5, endOnFailure: true },
      );
    });
  }
});
